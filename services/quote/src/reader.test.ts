import { createPublicClient, custom, type PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import { createChainReader } from './reader.ts'
import { FAKE_CHAIN } from './testing/fakeChain.ts'

/** A client over a node that has blocks up to 100 and fails on `failing` methods. */
function client(failing: string[] = []): PublicClient {
  return createPublicClient({
    transport: custom(
      {
        async request({ method, params }) {
          if (failing.includes(method)) throw new Error('rate limited')
          if (method !== 'eth_getBlockByNumber') throw new Error(`unexpected ${method}`)
          const number = BigInt((params as [string])[0])
          if (number > 100n) return null
          return { number: `0x${number.toString(16)}`, hash: `0x${'ab'.repeat(32)}` }
        },
      },
      { retryCount: 0 },
    ),
  })
}

describe('createChainReader blockHash', () => {
  it('answers the hash, or undefined where the node has no block at that height', async () => {
    const reader = createChainReader(FAKE_CHAIN, client())
    expect(await reader.blockHash(100n)).toBe(`0x${'ab'.repeat(32)}`)
    expect(await reader.blockHash(101n)).toBeUndefined()
  })

  it('rejects when the read fails: an unanswered read is not a reorg', async () => {
    const reader = createChainReader(FAKE_CHAIN, client(['eth_getBlockByNumber']))
    await expect(reader.blockHash(100n)).rejects.toThrow('rate limited')
  })
})
