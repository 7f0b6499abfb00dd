// A fake chain behind the ChainReader interface, for the pool-state cache's unit tests: the
// loader's fake chain (calls decoded and answered with viem) plus blocks with hashes, logs per
// block, mining, reverts and forks. Pools are live objects: change a reserve and the next read
// sees it, at whatever block it asks for (a pool changed without a log must not be re-read).
import type { Address, Pool, V2Pair } from '../graph/types.ts'
import type { Hex } from '../loader/abi.ts'
import type { BlockAt, BlockHead, ChainReader } from '../state/reader.ts'
import { fakeChain } from './fakeChain.ts'

export interface FakeReader extends ChainReader {
  /** Calls answered by multicall so far (every call of every batch). */
  calls(): number
  /** The block every multicall so far was pinned to, in order. */
  pins(): (BlockAt | undefined)[]
  /** Mines a block whose logs come from `touched`; `fork` picks another hash at that height. */
  mine(touched?: readonly string[], fork?: number): BlockHead
  /** evm_revert to `head`: the blocks above it are gone, the node refuses them. */
  revert(head: BlockHead): void
}

const hashOf = (n: bigint, fork: number): Hex =>
  `0x${(n * 1000n + BigInt(fork)).toString(16).padStart(64, '0')}`

/** `pools` and `feeTiers` are live (see fakeChain): add a pool or enable a tier at any time. */
export function fakeReader(pools: readonly Pool[], feeTiers?: Map<number, number>): FakeReader {
  const chain = fakeChain(pools, feeTiers)
  let head: BlockHead = { number: 100n, hash: hashOf(100n, 0) }
  const canonical = new Map<bigint, Hex>([[head.number, head.hash]])
  const logs = new Map<bigint, string[]>()
  let calls = 0
  const pins: (BlockAt | undefined)[] = []
  const reader: FakeReader = {
    latestHead: async () => head,
    blockHash: async (n) => canonical.get(n),
    gasPrice: async () => 2_000_000_000n,
    async multicall(batch, at) {
      pins.push(at)
      // Like a node: a block that is not on the chain any more is refused, by number or by hash.
      const number = typeof at === 'bigint' ? at : at?.number
      if (number !== undefined && number > head.number)
        throw new Error(`Received invalid block tag ${number}. Latest block is ${head.number}`)
      if (typeof at === 'object' && canonical.get(at.number) !== at.hash)
        throw new Error(`unknown block ${at.hash}`)
      calls += batch.length
      return chain.multicall(batch)
    },
    async touched(addresses, from, to) {
      const wanted = new Set(addresses.map((a) => a.toLowerCase()))
      const out = new Set<string>()
      for (let n = from; n <= to; n++)
        for (const a of logs.get(n) ?? []) if (wanted.has(a)) out.add(a)
      return out
    },
    calls: () => calls,
    pins: () => [...pins],
    mine(touched = [], fork = 0) {
      const number = head.number + 1n
      head = { number, hash: hashOf(number, fork) }
      canonical.set(number, head.hash)
      logs.set(
        number,
        touched.map((a) => a.toLowerCase()),
      )
      return head
    },
    revert(to) {
      for (const n of [...canonical.keys()]) if (n > to.number) canonical.delete(n)
      head = to
    },
  }
  return reader
}

const address = (n: number): Address => `0x${n.toString(16).padStart(40, '0')}`

export const TOKEN_A = address(0xa)
export const TOKEN_B = address(0xb)
export const TOKEN_C = address(0xc)

/** Two v2 pairs, A/B at 1:3 and B/C at 1:1, with B the only base. */
export function seededPairs(): V2Pair[] {
  const pair = (n: number, token0: Address, token1: Address, r0: bigint, r1: bigint): V2Pair => ({
    protocol: 'v2',
    address: address(n),
    token0,
    token1,
    reserve0: r0,
    reserve1: r1,
  })
  return [
    pair(0xab, TOKEN_A, TOKEN_B, 10n ** 21n, 3n * 10n ** 21n),
    pair(0xbc, TOKEN_B, TOKEN_C, 10n ** 21n, 10n ** 21n),
  ]
}
