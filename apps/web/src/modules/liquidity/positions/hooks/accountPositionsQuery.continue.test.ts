import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { blockQueryKeys } from '../../../../chain/blockNumber'
import type { ReadListedPositionsParameters } from '../actions/readListedPositions'
import { accountPositionsQueryOptions } from './accountPositionsQuery'

const calls = vi.hoisted(() => [] as ReadListedPositionsParameters[])
// The read itself is tested on the devnet (readV4Positions.int.test.ts); here only what the
// query hands it from one refresh to the next.
vi.mock('../actions/readListedPositions', () => ({
  readListedPositions: async (_client: unknown, p: ReadListedPositionsParameters) => {
    calls.push(p)
    return {
      positions: [],
      tokens: new Map(),
      v4Scan: { scannedTo: 100n + BigInt(calls.length), ids: [7n] },
    }
  },
}))

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const M = '0x6d925938Edb8A16B3035A4cF34FAA090f490202a'

const parameters = {
  chainId: 31337,
  account: A,
  positionManager: M,
  v3Factory: M,
  v4: { positionManager: M, stateView: M, fromBlock: 5n },
} as const

describe('the positions query from one refresh to the next', () => {
  beforeEach(() => {
    calls.length = 0
  })

  it('hands the last v4 search to the next read, so it asks only for the blocks since', async () => {
    const queryClient = new QueryClient()
    const options = accountPositionsQueryOptions(() => ({}) as never, parameters)
    await queryClient.fetchQuery(options)
    await queryClient.fetchQuery({ ...options, staleTime: 0 })
    expect(calls).toHaveLength(2)
    expect(calls[0]?.v4?.previous).toBeUndefined()
    expect(calls[1]?.v4?.previous).toEqual({ scannedTo: 101n, ids: [7n] })
    expect(calls[1]?.v4?.fromBlock).toBe(5n)
  })

  it('hands the v4 read the app’s head when it was read within 30 s, and reads it again when older', async () => {
    const queryClient = new QueryClient()
    let head = 1300n
    const node = { uid: 'node', request: async () => `0x${(head++).toString(16)}` }
    const options = accountPositionsQueryOptions(() => node as never, parameters)
    queryClient.setQueryData(blockQueryKeys.number(31337), 1234n)
    await queryClient.fetchQuery(options)
    queryClient.setQueryData(blockQueryKeys.number(31337), 1240n, {
      updatedAt: Date.now() - 31_000,
    })
    await queryClient.fetchQuery({ ...options, staleTime: 0 })
    expect(calls.map((c) => c.v4?.head)).toEqual([1234n, 1300n])
    // The read it awaited is the app's one: the block-number query holds its answer.
    expect(queryClient.getQueryData(blockQueryKeys.number(31337))).toBe(1300n)
  })

  it('without a head the app could read, the v4 read asks for one itself', async () => {
    const queryClient = new QueryClient()
    const down = {
      uid: 'down',
      request: async () => {
        throw new Error('unreachable')
      },
    }
    await queryClient.fetchQuery(accountPositionsQueryOptions(() => down as never, parameters))
    expect(calls.map((c) => c.v4?.head)).toEqual([undefined])
  })
})
