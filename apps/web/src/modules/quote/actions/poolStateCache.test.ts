// The in-browser router's pool-state cache on a fake chain of v2 pairs: reused per block, only
// touched pools re-read on a new block, and a devnet evm_revert (same number, another hash, or
// back to a remembered hash) never serves state from a block that is not on the chain.
import type { Call } from '@tidepool/routing'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionResult,
  type Hex,
  pad,
  parseAbi,
  toHex,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import type { BlockHead, ChainReader } from './chainReader'
import { createPoolStateCache } from './poolStateCache'

const abi = parseAbi([
  'function getPair(address, address) view returns (address)',
  'function getPool(address, address, uint24) view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
])
const V2_FACTORY = '0x00000000000000000000000000000000000000f2'
const V3_FACTORY = '0x00000000000000000000000000000000000000f3'
const A = '0x000000000000000000000000000000000000000a'
const B = '0x000000000000000000000000000000000000000b'
const C = '0x000000000000000000000000000000000000000c'

interface Pair {
  address: Address
  token0: Address
  token1: Address
  reserve0: bigint
  reserve1: bigint
}

function fakeChain() {
  const pairs: Pair[] = [
    {
      address: '0x00000000000000000000000000000000000000ab',
      token0: A,
      token1: B,
      reserve0: 10n ** 21n,
      reserve1: 3n * 10n ** 21n,
    },
    {
      address: '0x00000000000000000000000000000000000000bc',
      token0: B,
      token1: C,
      reserve0: 10n ** 21n,
      reserve1: 10n ** 21n,
    },
  ]
  const hashOf = (n: bigint, fork = 0): Hex => pad(toHex(n * 1000n + BigInt(fork)), { size: 32 })
  let head: BlockHead = { number: 100n, hash: hashOf(100n) }
  const canonical = new Map<bigint, Hex>([[100n, head.hash]])
  const logs = new Map<bigint, string[]>()
  let reads = 0
  const answer = (call: Call): Hex | undefined => {
    const { functionName, args } = decodeFunctionData({ abi, data: call.data })
    if (functionName === 'getPool')
      return encodeFunctionResult({ abi, functionName, result: zeroAddress })
    if (functionName === 'getPair') {
      const [x, y] = (args as readonly Address[]).map((a) => a.toLowerCase())
      const pair = pairs.find(
        (p) => (p.token0 === x && p.token1 === y) || (p.token0 === y && p.token1 === x),
      )
      return encodeFunctionResult({ abi, functionName, result: pair?.address ?? zeroAddress })
    }
    const pair = pairs.find((p) => p.address === call.to)
    if (pair === undefined) return undefined
    reads++
    return encodeFunctionResult({
      abi,
      functionName: 'getReserves',
      result: [pair.reserve0, pair.reserve1, 0],
    })
  }
  const reader: ChainReader = {
    latestHead: async () => head,
    blockHash: async (n) => canonical.get(n),
    gasPrice: async () => 1n,
    multicall: async (calls) => calls.map(answer),
    touched: async (addresses, from, to) => {
      const out = new Set<string>()
      for (let n = from; n <= to; n++)
        for (const a of logs.get(n) ?? [])
          if (addresses.some((x) => x.toLowerCase() === a)) out.add(a)
      return out
    },
  }
  return {
    pairs,
    reader,
    reads: () => reads,
    /** Mines a block whose logs come from `touched`. */
    mine(touched: string[] = [], fork = 0) {
      const number = head.number + 1n
      head = { number, hash: hashOf(number, fork) }
      canonical.set(number, head.hash)
      logs.set(number, touched)
    },
    /** evm_revert to `to`: later blocks are gone. */
    revert(to: BlockHead) {
      for (const n of [...canonical.keys()]) if (n > to.number) canonical.delete(n)
      head = to
    },
  }
}

function setup() {
  const chain = fakeChain()
  const cache = createPoolStateCache({
    reader: chain.reader,
    config: { chainId: 31337, v2Factory: V2_FACTORY, v3Factory: V3_FACTORY, bases: [B] },
    headTtlMs: 0,
  })
  return { chain, cache }
}

const reserve0Of = (pools: readonly { address: string }[], address: string): unknown =>
  (pools.find((p) => p.address === address) as { reserve0?: bigint } | undefined)?.reserve0

describe('createPoolStateCache', () => {
  it('reads the pools among the tokens and bases once per block', async () => {
    const { chain, cache } = setup()
    const first = await cache.snapshot([A, C])
    expect(first.snapshot.pools.map((p) => p.address).sort()).toEqual(
      chain.pairs.map((p) => p.address),
    )
    expect(first.snapshot.blockNumber).toBe(100n)
    await cache.snapshot([A, C])
    expect(chain.reads()).toBe(2)
  })

  it('on a new block re-reads only the pools that emitted logs', async () => {
    const { chain, cache } = setup()
    await cache.snapshot([A, C])
    const [ab, bc] = chain.pairs
    if (!ab || !bc) throw new Error('seed')
    ab.reserve0 += 5n
    chain.mine([ab.address])
    const next = await cache.snapshot([A, C])
    expect(next.snapshot.blockNumber).toBe(101n)
    expect(chain.reads()).toBe(3)
    expect(reserve0Of(next.snapshot.pools, ab.address)).toBe(ab.reserve0)
  })

  it('after an evm_revert: back on a remembered block reads nothing, a new branch re-reads', async () => {
    const { chain, cache } = setup()
    const before = await cache.snapshot([A, C])
    const [ab] = chain.pairs
    if (!ab) throw new Error('seed')
    ab.reserve0 += 7n // a swap at block 101…
    chain.mine([ab.address])
    await cache.snapshot([A, C])
    ab.reserve0 -= 7n // …reverted
    chain.revert(before.head)
    const reads = chain.reads()
    const back = await cache.snapshot([A, C])
    expect(back.head).toEqual(before.head)
    expect(chain.reads()).toBe(reads)
    expect(reserve0Of(back.snapshot.pools, ab.address)).toBe(ab.reserve0)
    // Block 101 again, on another branch: a different swap; the old 101 must not be served.
    ab.reserve0 += 1n
    chain.mine([ab.address], 1)
    const branch = await cache.snapshot([A, C])
    expect(branch.head.number).toBe(101n)
    expect(reserve0Of(branch.snapshot.pools, ab.address)).toBe(ab.reserve0)
  })
})
