import { createClient, custom } from 'viem'
import { describe, expect, it } from 'vitest'
import { createChainReader } from './chainReader.ts'

const MULTICALL3 = '0x00000000000000000000000000000000000000c3'

/** A client over a node that has blocks up to 100, or fails every read. */
function reader(failing = false) {
  const client = createClient({
    transport: custom(
      {
        async request({ method, params }) {
          if (failing) throw new Error('rate limited')
          if (method !== 'eth_getBlockByNumber') throw new Error(`unexpected ${method}`)
          const number = BigInt((params as [string])[0])
          if (number > 100n) return null
          return { number: `0x${number.toString(16)}`, hash: `0x${'ab'.repeat(32)}` }
        },
      },
      { retryCount: 0 },
    ),
  })
  return createChainReader(client, MULTICALL3)
}

describe('createChainReader blockHash', () => {
  it('answers the hash, or undefined where the node has no block at that height', async () => {
    expect(await reader().blockHash(100n)).toBe(`0x${'ab'.repeat(32)}`)
    expect(await reader().blockHash(101n)).toBeUndefined()
  })

  it('rejects when the read fails: an unanswered read is not a reorg', async () => {
    await expect(reader(true).blockHash(100n)).rejects.toThrow('rate limited')
  })
})
