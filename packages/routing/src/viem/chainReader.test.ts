import { createClient, custom, encodeFunctionResult, parseAbi } from 'viem'
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

describe('createChainReader multicall', () => {
  /** A node that records each eth_call's block parameter and answers one successful result. */
  function recording() {
    const blocks: unknown[] = []
    const client = createClient({
      transport: custom(
        {
          async request({ method, params }) {
            if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
            blocks.push((params as unknown[])[1])
            return encodeFunctionResult({
              abi: parseAbi([
                'struct Result { bool success; bytes returnData; }',
                'function aggregate3((address,bool,bytes)[]) returns (Result[])',
              ]),
              functionName: 'aggregate3',
              result: [{ success: true, returnData: '0x2a' }],
            })
          },
        },
        { retryCount: 0 },
      ),
    })
    return { reader: createChainReader(client, MULTICALL3), blocks }
  }
  const call = { to: MULTICALL3, data: '0x12345678' } as const

  it('pins a read at a head by its block hash (EIP-1898), not its number', async () => {
    const { reader, blocks } = recording()
    const hash = `0x${'cd'.repeat(32)}` as const
    expect(await reader.multicall([call], { number: 7n, hash })).toEqual(['0x2a'])
    expect(blocks).toEqual([{ blockHash: hash }])
  })

  it('reads at a bare number or the latest block as before', async () => {
    const { reader, blocks } = recording()
    await reader.multicall([call], 7n)
    await reader.multicall([call])
    expect(blocks).toEqual(['0x7', 'latest'])
  })
})
