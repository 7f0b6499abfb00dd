import { describe, expect, it } from 'vitest'
import { ETH_TRANSFER_ADDRESS, orderedLogs } from './simulate.ts'

const A = '0x00000000000000000000000000000000000000aa' as const
const B = '0x00000000000000000000000000000000000000bb' as const
const C = '0x00000000000000000000000000000000000000cc' as const
const log = (tag: string, position: number) => ({
  address: A,
  topics: [`0x${tag.padStart(64, '0')}`] as `0x${string}`[],
  data: '0x' as const,
  position: `0x${position.toString(16)}` as `0x${string}`,
})
const names = (logs: ReturnType<typeof orderedLogs>) =>
  logs.map((l) => (l.synthetic ? `eth:${BigInt(l.data)}` : l.topics[0]?.replace(/^0x0*/, '')))

describe('orderedLogs', () => {
  const root = {
    type: 'CALL',
    from: A,
    to: B,
    value: '0x5' as const,
    logs: [log('1', 0), log('2', 1), log('3', 2)],
    calls: [
      { type: 'CALL', from: B, to: C, value: '0x7' as const, logs: [log('4', 0)] },
      // a failed sub-call moves nothing and logs nothing
      {
        type: 'CALL',
        from: B,
        to: C,
        value: '0x9' as const,
        error: 'execution reverted',
        logs: [log('5', 0)],
      },
      // a delegatecall carries the caller's value without moving it
      { type: 'DELEGATECALL', from: B, to: C, value: '0x5' as const, logs: [log('6', 0)] },
    ],
  }

  it('places native transfers where they happen among the logs: a frame’s own on entry, sub-calls by position', () => {
    expect(names(orderedLogs(root, true))).toEqual(['eth:5', '1', 'eth:7', '4', '2', '3', '6'])
  })

  it('leaves the native transfers out without traceTransfers', () => {
    expect(names(orderedLogs(root, false))).toEqual(['1', '4', '2', '3', '6'])
  })

  it('writes a transfer as the standard’s Transfer log of 0xeeee…: from and to as topics, the amount as data', () => {
    const [transfer] = orderedLogs({ type: 'CALL', from: A, to: B, value: '0x5' }, true)
    expect(transfer?.address).toBe(ETH_TRANSFER_ADDRESS)
    expect(transfer?.topics.slice(1)).toEqual([
      `0x${A.slice(2).padStart(64, '0')}`,
      `0x${B.slice(2).padStart(64, '0')}`,
    ])
    expect(transfer?.data).toBe(`0x${'5'.padStart(64, '0')}`)
  })

  it('gives a reverted call no logs at all', () => {
    expect(orderedLogs({ ...root, error: 'execution reverted' }, true)).toEqual([])
  })
})
