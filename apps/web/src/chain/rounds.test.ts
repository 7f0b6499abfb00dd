import { afterEach, describe, expect, it, vi } from 'vitest'
import { inLockstep, type RoundsRead, runRounds, settledRounds } from './rounds'

/**
 * A transport's batch window as viem's HTTP transport keeps it (chain/transports.ts): the first
 * request opens a window, every request in it leaves in the same batch when the timer fires.
 */
function batchingTransport(windowMs: number) {
  const batches: string[][] = []
  let open: { names: string[]; answer: Promise<void> } | undefined
  const request = (name: string): Promise<void> => {
    if (!open) {
      const names: string[] = []
      const answer = new Promise<void>((resolve) =>
        setTimeout(() => {
          open = undefined
          batches.push(names)
          resolve()
        }, windowMs),
      )
      open = { names, answer }
    }
    open.names.push(name)
    return open.answer
  }
  return { batches, request }
}

/** A read of `rounds` requests, one per round, that takes `workMs` of its own after each answer
 *  (decoding, a task in between) before it can send the next. */
async function* read(
  transport: ReturnType<typeof batchingTransport>,
  name: string,
  rounds: number,
  workMs: number,
): RoundsRead<string> {
  for (let round = 1; round <= rounds; round++) {
    await transport.request(`${name}${round}`)
    await new Promise((resolve) => setTimeout(resolve, workMs))
    if (round < rounds) yield
  }
  return name
}

afterEach(() => {
  vi.useRealTimers()
})

describe('inLockstep', () => {
  it('sends each round of both reads in one batch, however long each takes between rounds', async () => {
    vi.useFakeTimers()
    const transport = batchingTransport(50)
    const done = inLockstep(read(transport, 'v3-', 3, 5), read(transport, 'v4-', 3, 120))
    await vi.runAllTimersAsync()
    expect(await done).toEqual(['v3-', 'v4-'])
    expect(transport.batches).toEqual([
      ['v3-1', 'v4-1'],
      ['v3-2', 'v4-2'],
      ['v3-3', 'v4-3'],
    ])
  })

  it('behavior: the same reads racing each other take a batch per round of each', async () => {
    vi.useFakeTimers()
    const transport = batchingTransport(50)
    const done = Promise.all([
      runRounds(read(transport, 'v3-', 3, 5)),
      runRounds(read(transport, 'v4-', 3, 120)),
    ])
    await vi.runAllTimersAsync()
    await done
    expect(transport.batches.length).toBeGreaterThan(3)
  })

  it('lets a read with fewer rounds finish while the other goes on', async () => {
    vi.useFakeTimers()
    const transport = batchingTransport(50)
    const done = inLockstep(read(transport, 'a', 1, 0), read(transport, 'b', 3, 0))
    await vi.runAllTimersAsync()
    expect(await done).toEqual(['a', 'b'])
    expect(transport.batches).toEqual([['a1', 'b1'], ['b2'], ['b3']])
  })

  it('settledRounds: a failed read is its outcome and the other read still finishes', async () => {
    vi.useFakeTimers()
    const transport = batchingTransport(50)
    async function* failing(): RoundsRead<string> {
      await transport.request('f1')
      yield
      throw new Error('logs refused')
    }
    const done = inLockstep(read(transport, 'v3-', 3, 0), settledRounds(failing()))
    await vi.runAllTimersAsync()
    const [v3, v4] = await done
    expect(v3).toBe('v3-')
    expect(v4).toMatchObject({ status: 'rejected', reason: new Error('logs refused') })
  })
})
