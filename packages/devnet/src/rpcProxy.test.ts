import { describe, expect, it } from 'vitest'
import { RequestGate } from './rpcProxy.ts'

/** A piece of work that logs its start and end and finishes when `done` is called. */
function work(log: string[], name: string) {
  let done = () => {}
  const finished = new Promise<void>((resolve) => {
    done = resolve
  })
  return {
    run: async () => {
      log.push(`${name} start`)
      await finished
      log.push(`${name} end`)
    },
    done: () => done(),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the proxy’s request gate', () => {
  it('runs requests side by side, and a simulation only once they are done, alone', async () => {
    const gate = new RequestGate()
    const log: string[] = []
    const [a, b, sim] = [work(log, 'a'), work(log, 'b'), work(log, 'sim')]
    const running = [gate.shared(a.run), gate.shared(b.run), gate.alone(sim.run)]
    await settle()
    expect(log).toEqual(['a start', 'b start'])
    a.done()
    b.done()
    await settle()
    expect(log.slice(2)).toEqual(['a end', 'b end', 'sim start'])
    sim.done()
    await Promise.all(running)
  })

  it('holds a request that comes while one simulation runs and another waits until both are done', async () => {
    const gate = new RequestGate()
    const log: string[] = []
    const [sim1, sim2, read] = [work(log, 'sim1'), work(log, 'sim2'), work(log, 'read')]
    const running = [gate.alone(sim1.run), gate.alone(sim2.run)]
    await settle()
    running.push(gate.shared(read.run))
    await settle()
    expect(log).toEqual(['sim1 start'])
    sim1.done()
    await settle()
    expect(log).toEqual(['sim1 start', 'sim1 end', 'sim2 start'])
    sim2.done()
    await settle()
    expect(log.slice(3)).toEqual(['sim2 end', 'read start'])
    read.done()
    await Promise.all(running)
  })
})
