import { describe, expect, it } from 'vitest'
import type { Call } from '../loader/loadPools.ts'
import { sharedMulticall } from './reader.ts'

const call = (n: number): Call => ({
  to: '0x0000000000000000000000000000000000000001',
  data: `0x${n.toString(16).padStart(8, '0')}`,
})

describe('sharedMulticall', () => {
  it('sends the calls of one microtask as one multicall and hands each caller its results', async () => {
    const batches: number[] = []
    const shared = sharedMulticall(async (calls) => {
      batches.push(calls.length)
      return calls.map((c) => c.data)
    })
    const [a, b] = await Promise.all([shared([call(1), call(2)]), shared([call(3)])])
    expect(a).toEqual([call(1).data, call(2).data])
    expect(b).toEqual([call(3).data])
    expect(batches).toEqual([3])
    await shared([call(4)])
    expect(batches).toEqual([3, 1])
  })

  it('fails every caller of a failed batch, also when the multicall throws synchronously', async () => {
    const shared = sharedMulticall(() => {
      throw new Error('node down')
    })
    const a = shared([call(1)])
    const b = shared([call(2)])
    await expect(a).rejects.toThrow('node down')
    await expect(b).rejects.toThrow('node down')
  })
})
