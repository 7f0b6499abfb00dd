// The service's only state: pool snapshots per chain, pinned to the latest block. While the head
// is unchanged a snapshot is reused as is. When the chain grows, only the pools that emitted a
// log since (swap, mint, burn, sync) are read again; a pool or pair created on a factory drops
// the discovery results. When the chain did not grow from our latest block (a reorg, or
// evm_revert on the devnet), the refresh starts from the newest remembered block still on the
// chain, or reads everything afresh. Keyed by block hash, never by number alone: after a
// revert the same number can carry a different state.
import {
  discoverPools,
  feeTiersForChain,
  loadPools,
  type Pool,
  type PoolKey,
  type PoolSnapshot,
} from '@tidepool/routing'
import type { Hex } from 'viem'
import type { QuoteChain } from './chains.ts'
import type { Address } from './params.ts'
import { type BlockHead, type ChainReader, multicallAt } from './reader.ts'

export interface PoolStateOptions {
  chain: QuoteChain
  reader: ChainReader
  /** How long a read of the head block is reused (0: read it on every request). */
  headTtlMs?: number
  now?: () => number
}

export interface PoolStateResult {
  head: BlockHead
  gasPriceWei: bigint
  snapshot: PoolSnapshot
}

/** Block states remembered: a devnet test reverting a few swaps lands on one of them. */
const HISTORY = 16

/** Token sets whose discovery results are carried forward (each a few pool keys). */
const MAX_TOKEN_SETS = 1000

/**
 * Stores an in-flight read; a failed read is dropped (from every block state it was carried
 * into), so the next request retries it instead of failing on a cached rejection.
 */
function forgetOnFailure<K, V>(map: Map<K, Promise<V>>, key: K, value: Promise<V>): void {
  map.set(key, value)
  value.catch(() => {
    if (map.get(key) === value) map.delete(key)
  })
}

interface BlockState {
  head: BlockHead
  gasPriceWei: bigint
  /** Pool keys per token set (sorted, joined), as the factories report them. */
  discovered: Map<string, Promise<PoolKey[]>>
  pools: Map<Address, Promise<Pool | undefined>>
}

export class PoolStateCache {
  private readonly chain: QuoteChain
  private readonly reader: ChainReader
  private readonly headTtlMs: number
  private readonly now: () => number
  private headRead?: { at: number; head: Promise<BlockHead> }
  /** Recent states by block hash, oldest first (a revert returns to one of them). */
  private readonly states = new Map<Hex, Promise<BlockState>>()

  constructor(options: PoolStateOptions) {
    this.chain = options.chain
    this.reader = options.reader
    this.headTtlMs = options.headTtlMs ?? 0
    this.now = options.now ?? Date.now
  }

  /** Pools among `tokens` and the chain's bases, all read at the latest block. */
  async snapshot(tokens: readonly Address[]): Promise<PoolStateResult> {
    const state = await this.currentState()
    const all = [...new Set([...tokens, ...this.chain.bases])].sort()
    const setKey = all.join(',')
    let keys = state.discovered.get(setKey)
    if (keys === undefined) {
      keys = discoverPools({
        multicall: multicallAt(this.reader, state.head.number),
        tokens: all,
        v2Factory: this.chain.contracts.v2Factory,
        v3Factory: this.chain.contracts.v3Factory,
        feeTiers: feeTiersForChain(this.chain.chainId),
      })
      forgetOnFailure(state.discovered, setKey, keys)
    }
    const poolKeys = await keys
    this.loadMissing(state, poolKeys)
    const pools = await Promise.all(poolKeys.map((k) => state.pools.get(k.address)))
    return {
      head: state.head,
      gasPriceWei: state.gasPriceWei,
      snapshot: {
        chainId: this.chain.chainId,
        blockNumber: state.head.number,
        pools: pools.filter((p): p is Pool => p !== undefined),
      },
    }
  }

  /** Starts one loader run (three multicall rounds) for the pools this block has not read. */
  private loadMissing(state: BlockState, keys: readonly PoolKey[]): void {
    const missing = keys.filter((k) => !state.pools.has(k.address))
    if (missing.length === 0) return
    const run = loadPools({
      multicall: multicallAt(this.reader, state.head.number),
      pools: missing,
      tickLens: this.chain.contracts.tickLens,
    })
    for (const key of missing) {
      const pool = run.then((r) => r.pools.find((p) => p.address === key.address))
      forgetOnFailure(state.pools, key.address, pool)
    }
  }

  /** The next snapshot reads the latest head instead of reusing a recent read of it. */
  forgetHead(): void {
    this.headRead = undefined
  }

  private latestHead(): Promise<BlockHead> {
    const now = this.now()
    if (this.headRead && now - this.headRead.at < this.headTtlMs) return this.headRead.head
    const head = this.reader.latestHead()
    this.headRead = { at: now, head }
    head.catch(() => {
      if (this.headRead?.head === head) this.headRead = undefined
    })
    return head
  }

  private async currentState(): Promise<BlockState> {
    const head = await this.latestHead()
    const known = this.states.get(head.hash)
    if (known) return known
    // Concurrent requests that saw the same new head share one refresh.
    const state = this.advance(head)
    this.remember(head.hash, state)
    state.catch(() => this.states.delete(head.hash))
    return state
  }

  private remember(hash: Hex, state: Promise<BlockState>): void {
    this.states.set(hash, state)
    for (const old of this.states.keys()) {
      if (this.states.size <= HISTORY) break
      this.states.delete(old)
    }
  }

  /** The newest remembered state on the current chain at or below `head` (a common ancestor). */
  private async ancestor(head: BlockHead): Promise<BlockState | undefined> {
    const settled = await Promise.all(
      [...this.states.values()].map((s) => s.catch(() => undefined)),
    )
    const candidates = settled
      .filter((s): s is BlockState => s !== undefined && s.head.number <= head.number)
      .sort((a, b) => (a.head.number > b.head.number ? -1 : 1))
      .slice(0, 4)
    for (const candidate of candidates) {
      if ((await this.reader.blockHash(candidate.head.number)) === candidate.head.hash)
        return candidate
    }
    return undefined
  }

  private async advance(head: BlockHead): Promise<BlockState> {
    const [gasPriceWei, prior] = await Promise.all([this.reader.gasPrice(), this.ancestor(head)])
    const fresh: BlockState = { head, gasPriceWei, discovered: new Map(), pools: new Map() }
    if (prior === undefined) return fresh
    const { v2Factory, v3Factory } = this.chain.contracts
    const watched = [...prior.pools.keys(), v2Factory, v3Factory]
    const touched = await this.reader.touched(watched, prior.head.number + 1n, head.number)
    for (const [address, pool] of prior.pools) {
      if (!touched.has(address)) forgetOnFailure(fresh.pools, address, pool)
    }
    if (!touched.has(v2Factory) && !touched.has(v3Factory)) {
      // Most recent token sets only: the map is carried from block to block.
      const kept = [...prior.discovered].slice(-MAX_TOKEN_SETS)
      for (const [key, keys] of kept) forgetOnFailure(fresh.discovered, key, keys)
    }
    return fresh
  }
}
