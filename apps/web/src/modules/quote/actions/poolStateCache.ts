// Pool state for the in-browser router, cached per block (issue 5). Reading a pool cold is slow
// (the loader reads every tick-bitmap word: seconds on the devnet), so a snapshot is reused
// while the head is unchanged, and when the chain grows only the pools that emitted a log since
// are read again (a new pool on a factory drops the discovery results). Keyed by block hash,
// never by number alone: after a reorg or a devnet evm_revert the same number can carry another
// state, so a refresh starts from a remembered block only if it is still on the chain. The same
// scheme as the quote service's cache (services/quote/src/poolState.ts), for one browser tab.
import {
  discoverPools,
  feeTiersForChain,
  loadPools,
  type Pool,
  type PoolKey,
  type PoolSnapshot,
} from '@tidepool/routing'
import type { Address, Hex } from 'viem'
import type { BlockHead, ChainReader } from './chainReader'

export interface PoolStateConfig {
  chainId: number
  v2Factory?: Address
  v3Factory: Address
  tickLens?: Address
  /** Intermediate tokens of multi-hop routes (lowercase). */
  bases: readonly Address[]
  /** Read only the bitmap words this close to each v3 pool's tick (loadPools `tickRadius`). */
  tickRadius?: number
}

export interface PoolState {
  head: BlockHead
  gasPriceWei: bigint
  snapshot: PoolSnapshot
}

export interface PoolStateCache {
  /** Pools among `tokens` and the bases, all read at the latest block. */
  snapshot(tokens: readonly Address[]): Promise<PoolState>
}

interface BlockState {
  head: BlockHead
  gasPriceWei: bigint
  discovered: Map<string, Promise<PoolKey[]>>
  pools: Map<string, Promise<Pool | undefined>>
}

/** Remembered block states: a devnet test reverting a few swaps lands on one of them. */
const HISTORY = 8

/** A failed read is dropped, so the next request retries it instead of a cached rejection. */
function forgetOnFailure<K, V>(map: Map<K, Promise<V>>, key: K, value: Promise<V>): void {
  map.set(key, value)
  value.catch(() => {
    if (map.get(key) === value) map.delete(key)
  })
}

export function createPoolStateCache({
  reader,
  config,
  headTtlMs = 1_000,
  now = Date.now,
}: {
  reader: ChainReader
  config: PoolStateConfig
  /** How long one read of the head is reused. */
  headTtlMs?: number
  now?: () => number
}): PoolStateCache {
  const states = new Map<Hex, Promise<BlockState>>()
  let headRead: { at: number; head: Promise<BlockHead> } | undefined
  const multicallAt = (block: bigint) => (calls: Parameters<ChainReader['multicall']>[0]) =>
    reader.multicall(calls, block)

  function latestHead(): Promise<BlockHead> {
    const t = now()
    if (headRead && t - headRead.at < headTtlMs) return headRead.head
    const head = reader.latestHead()
    headRead = { at: t, head }
    head.catch(() => {
      if (headRead?.head === head) headRead = undefined
    })
    return head
  }

  async function ancestor(head: BlockHead): Promise<BlockState | undefined> {
    const settled = await Promise.all([...states.values()].map((s) => s.catch(() => undefined)))
    const candidates = settled
      .filter((s): s is BlockState => s !== undefined && s.head.number <= head.number)
      .sort((a, b) => (a.head.number > b.head.number ? -1 : 1))
      .slice(0, 3)
    for (const c of candidates) {
      if ((await reader.blockHash(c.head.number)) === c.head.hash) return c
    }
    return undefined
  }

  async function advance(head: BlockHead): Promise<BlockState> {
    const [gasPriceWei, prior] = await Promise.all([reader.gasPrice(), ancestor(head)])
    const fresh: BlockState = { head, gasPriceWei, discovered: new Map(), pools: new Map() }
    if (prior === undefined) return fresh
    const factories = [config.v2Factory, config.v3Factory].filter(
      (a): a is Address => a !== undefined,
    )
    const watched = [...(prior.pools.keys() as Iterable<Address>), ...factories]
    const touched = await reader.touched(watched, prior.head.number + 1n, head.number)
    for (const [address, pool] of prior.pools)
      if (!touched.has(address)) forgetOnFailure(fresh.pools, address, pool)
    if (!factories.some((f) => touched.has(f.toLowerCase())))
      for (const [key, keys] of prior.discovered) forgetOnFailure(fresh.discovered, key, keys)
    return fresh
  }

  function currentState(head: BlockHead): Promise<BlockState> {
    const known = states.get(head.hash)
    if (known) return known
    const state = advance(head)
    states.set(head.hash, state)
    state.catch(() => states.delete(head.hash))
    for (const old of states.keys()) {
      if (states.size <= HISTORY) break
      states.delete(old)
    }
    return state
  }

  function loadMissing(state: BlockState, keys: readonly PoolKey[]): void {
    const missing = keys.filter((k) => !state.pools.has(k.address))
    if (missing.length === 0) return
    const run = loadPools({
      multicall: multicallAt(state.head.number),
      pools: missing,
      tickLens: config.tickLens,
      tickRadius: config.tickRadius,
    })
    for (const key of missing) {
      const pool = run.then((r) => r.pools.find((p) => p.address === key.address))
      forgetOnFailure(state.pools, key.address, pool)
    }
  }

  return {
    async snapshot(tokens) {
      const state = await currentState(await latestHead())
      const all = [...new Set([...tokens, ...config.bases].map((a) => a.toLowerCase()))].sort()
      const setKey = all.join(',')
      let keys = state.discovered.get(setKey)
      if (keys === undefined) {
        keys = discoverPools({
          multicall: multicallAt(state.head.number),
          tokens: all,
          v2Factory: config.v2Factory?.toLowerCase() as Address | undefined,
          v3Factory: config.v3Factory.toLowerCase() as Address,
          feeTiers: feeTiersForChain(config.chainId),
        })
        forgetOnFailure(state.discovered, setKey, keys)
      }
      const poolKeys = await keys
      loadMissing(state, poolKeys)
      const pools = await Promise.all(poolKeys.map((k) => state.pools.get(k.address)))
      return {
        head: state.head,
        gasPriceWei: state.gasPriceWei,
        snapshot: {
          chainId: config.chainId,
          blockNumber: state.head.number,
          pools: pools.filter((p): p is Pool => p !== undefined),
        },
      }
    },
  }
}
