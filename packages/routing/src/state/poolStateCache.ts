// Pool state per chain, pinned to the latest block, for the quote service and the in-browser
// router alike. Reading a pool cold is slow (every tick-bitmap word: seconds on the devnet), so
// while the head is unchanged a snapshot is reused as is. When the chain grows, only the pools
// that emitted a log since (swap, mint, burn, sync) are read again; a pool or pair created on a
// factory drops the discovery results. When the chain did not grow from our latest block (a
// reorg, or evm_revert on the devnet), the refresh starts from the newest remembered block still
// on the chain, or reads everything afresh. Keyed by block hash, never by number alone: after a
// revert the same number can carry a different state.
//
// The v3 fee tiers are read from the factory (feeAmountTickSpacing) with the first snapshot and
// carried from block to block like the discovery results: enableFeeAmount logs on the factory,
// so a tier governance enables is read (and its pools discovered) at the next block. If the read
// fails, the standard four tiers are used for that request and the read is tried again next time.
// Cold, the tier read and the discovery of every candidate tier's pools share one multicall, and
// the gas price is read beside them, not before (issue 17: cold quotes, one round trip each).
//
// Under faults (issue 17): every read of a block is pinned by its hash (EIP-1898), so a
// same-height reorg cannot mix two states in one snapshot; the log query of a long-idle cache is
// cut into ranges a public node accepts (logRanges.ts), and when the node still will not answer
// it, the pools are read afresh instead of failing; the pools carried from block to block are
// capped (least recently used dropped), as the token sets are.
import type { TickEdge } from '../errors.ts'
import { normalizeAddress } from '../graph/address.ts'
import {
  type FeeTier,
  feeTiersForChain,
  STANDARD_FEE_TIERS,
  tickSpacingForFee,
} from '../graph/feeTiers.ts'
import type { Address, Pool, PoolSnapshot, V3Pool, V4Pool } from '../graph/types.ts'
import type { L1FeePerDataGas } from '../l1DataFee.ts'
import { discoverPools } from '../loader/discoverPools.ts'
import { extendPools } from '../loader/extendPools.ts'
import { loadPoolsStaged, type Multicall, type PoolKey } from '../loader/loadPools.ts'
import { readFeeTiers } from '../loader/readFeeTiers.ts'
import type { V4Support } from '../v4/support.ts'
import { DEFAULT_MAX_LOG_RANGE, type LogRangeLimits, touchedSince } from './logRanges.ts'
import { isMissingBlockError, retryOnMissingBlock } from './missingBlock.ts'
import { type BlockHead, type ChainReader, multicallAt, sharedMulticall } from './reader.ts'

export interface PoolStateConfig {
  chainId: number
  v2Factory?: string
  v3Factory: string
  tickLens?: string
  /** Intermediate tokens of multi-hop routes. */
  bases: readonly string[]
  /**
   * Read first only the bitmap words this close to each v3 pool's tick (loadPools `tickRadius`,
   * default DEFAULT_TICK_RADIUS); `extend` reads further where a search needs it.
   */
  tickRadius?: number
  /** Fee tiers to ask the v3 factory about beyond the standard four (a chain's own tiers). */
  extraFeeTiers?: readonly number[]
  /**
   * Uniswap v4 (issue 31), where the chain has it: `v4Support({ poolManager, stateView,
   * wrappedNative, fromBlock })`. Pools are read through StateView; the PoolManager's logs say
   * which changed (the PoolId in each log's first topic; every v4 pool when the logs cannot be
   * read) and which were created (Initialize, indexed from `fromBlock`).
   */
  v4?: V4Support
}

export interface PoolState {
  head: BlockHead
  gasPriceWei: bigint
  /** Issue 33: the L1 data fee's price, on chains whose reader reads one (ChainReader). */
  l1FeePerDataGas?: L1FeePerDataGas
  /** The same object for the same block and token set: per-snapshot caches can key on it. */
  snapshot: PoolSnapshot
}

export interface PoolStateCache {
  /**
   * Pools among `tokens` and the bases, all read at the latest block. When that block vanishes
   * during the reads (a reorg, a devnet evm_revert), read once more at the new head.
   */
  snapshot(tokens: readonly string[]): Promise<PoolState>
  /**
   * Only the v2 pairs of the same read as `snapshot(tokens)`, as soon as their reserves are in
   * (before the v3 ticks): the transfer-fee detector needs no more, so it runs beside the tick
   * reads instead of after them (issue 17, cold quotes). Call it with `snapshot`: the two share
   * every read while the head is reused (`headTtlMs`).
   */
  pairs(tokens: readonly string[]): Promise<PoolSnapshot>
  /** The next snapshot reads the latest head instead of reusing a recent read of it. */
  forgetHead(): void
  /**
   * `state` with its pools read further past `edges` (a search's TicksNeededError), at the same
   * block; the next snapshot of the same tokens at that block is the extended one (issue 17).
   */
  extend(state: PoolState, edges: readonly TickEdge[]): Promise<PoolState>
}

export interface CreatePoolStateCacheParameters {
  reader: ChainReader
  config: PoolStateConfig
  /** How long a read of the head block is reused (0, the default: read it every time). */
  headTtlMs?: number
  now?: () => number
  /** Token sets whose discovery results and snapshots are kept (most recently used first). */
  maxTokenSets?: number
  /** Pools whose state is kept and carried to the next block (most recently used first). */
  maxPools?: number
  /** eth_getLogs limits of the chain's nodes (block range per request, requests per refresh). */
  logs?: LogRangeLimits
}

/** A 20-byte address key (v2/v3 pools, factories), not a v4 PoolId. */
const isAddress = (key: string): boolean => key.length === 42

/** Block states remembered: a devnet test reverting a few swaps lands on one of them. */
/** A block-hash read that failed twice: the ancestor cannot be checked (not a reorg). */
const READ_FAILED = Symbol('read failed')

const HISTORY = 16

/** Remembered blocks checked against the chain for a common ancestor after a fork. */
const ANCESTOR_CANDIDATES = 4

/** Each token set is a few pool keys; a thousand bound the memory of a long-running service. */
export const DEFAULT_MAX_TOKEN_SETS = 1000

/**
 * A v3 pool with its ticks is a few kB; ten thousand bound a service that is asked about every
 * token a chain has, far above the pools a thousand token sets over a few bases touch.
 */
export const DEFAULT_MAX_POOLS = 10_000

interface BlockFees {
  gasPriceWei: bigint
  l1FeePerDataGas: L1FeePerDataGas | undefined
}

interface BlockState {
  head: BlockHead
  /**
   * The gas price, and the L1 data fee's where the chain has one: read beside the block's first
   * pool reads; dropped when it fails, so a later read retries.
   */
  fees?: Promise<BlockFees>
  /** The v3 factory's enabled fee tiers, once read (only a successful read is kept). */
  feeTiers?: Promise<readonly FeeTier[]>
  /** Pool keys per token set (sorted, joined), as the factories report them. */
  discovered: Map<string, Promise<PoolKey[]>>
  /** Snapshots per token set, so a repeated request gets the very same object. */
  snapshots: Map<string, Promise<PoolState>>
  pools: Map<string, Promise<Pool | undefined>>
}

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

/** Marks `key` most recently used, and evicts the least recently used beyond `max`. */
function touchKey<K, V>(map: Map<K, V>, key: K, max: number): void {
  const value = map.get(key)
  if (value === undefined) return
  map.delete(key)
  map.set(key, value)
  for (const old of map.keys()) {
    if (map.size <= max) break
    map.delete(old)
  }
}

export function createPoolStateCache({
  reader,
  config,
  headTtlMs = 0,
  now = Date.now,
  maxTokenSets = DEFAULT_MAX_TOKEN_SETS,
  maxPools = DEFAULT_MAX_POOLS,
  logs,
}: CreatePoolStateCacheParameters): PoolStateCache {
  const optional = (a: string | undefined) => (a === undefined ? undefined : normalizeAddress(a))
  const v2Factory = optional(config.v2Factory)
  const v3Factory = normalizeAddress(config.v3Factory)
  const factories = v2Factory ? [v2Factory, v3Factory] : [v3Factory]
  const tickLens = optional(config.tickLens)
  const { v4 } = config
  // The PoolManager is v4's factory as well as its pools' one logging address.
  if (v4) factories.push(v4.poolManager)
  const initialized = v4?.createIndex(reader, logs)
  const bases = config.bases.map(normalizeAddress)
  /** Recent states by block hash, oldest first (a revert returns to one of them). */
  const states = new Map<string, Promise<BlockState>>()
  let headRead: { at: number; head: Promise<BlockHead> } | undefined

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

  /** The newest remembered state on the current chain at or below `head` (a common ancestor). */
  async function ancestor(head: BlockHead): Promise<BlockState | undefined> {
    const settled = await Promise.all([...states.values()].map((s) => s.catch(() => undefined)))
    const candidates = settled
      .filter((s): s is BlockState => s !== undefined && s.head.number <= head.number)
      .sort((a, b) => (a.head.number > b.head.number ? -1 : 1))
      .slice(0, ANCESTOR_CANDIDATES)
    for (const candidate of candidates) {
      const hash = await blockHashOnce(candidate.head.number)
      // Unreadable twice: this head starts cold, but the history stays (it is not a reorg).
      if (hash === READ_FAILED) return undefined
      if (hash === candidate.head.hash) return candidate
    }
    return undefined
  }

  /** The hash at `number`, read again once if the first read fails (a flaky node). */
  async function blockHashOnce(number: bigint): Promise<string | undefined | typeof READ_FAILED> {
    try {
      return await reader.blockHash(number)
    } catch {
      return reader.blockHash(number).catch(() => READ_FAILED)
    }
  }

  function feesOf(state: BlockState): Promise<BlockFees> {
    if (state.fees === undefined) {
      // Issue 33: an unreadable L1 fee price (a node that refuses the oracle or NodeInterface
      // call) leaves routes weighed by their gas alone rather than no quote at all.
      const l1 = reader.l1FeePerDataGas?.().catch(() => undefined)
      const read = Promise.all([reader.gasPrice(), l1]).then(([gasPriceWei, l1FeePerDataGas]) => ({
        gasPriceWei,
        l1FeePerDataGas,
      }))
      state.fees = read
      read.catch(() => {
        if (state.fees === read) state.fees = undefined
      })
    }
    return state.fees
  }

  async function advance(head: BlockHead): Promise<BlockState> {
    const fresh: BlockState = {
      head,
      discovered: new Map(),
      snapshots: new Map(),
      pools: new Map(),
    }
    feesOf(fresh)
    const prior = await ancestor(head)
    if (prior === undefined) return fresh
    // v4 pools are named by PoolId, not address: the PoolManager's logs stand for them all.
    const watched = [...prior.pools.keys(), ...factories].filter(isAddress) as Address[]
    const touched = await touchedSince(reader, watched, prior.head.number + 1n, head.number, logs)
    // The node would not say which pools changed: read them afresh (exact, only slower).
    if (touched === undefined) return fresh
    // Which v4 pools changed: the PoolId each PoolManager log names (topic 1 of Swap,
    // ModifyLiquidity, Donate, …); all of them when those logs cannot be read.
    const v4Changes =
      v4 !== undefined && touched.has(v4.poolManager)
        ? await poolManagerChanges(v4.poolManager, prior.head.number + 1n, head.number)
        : { ids: new Set<string>(), initialized: false }
    for (const [address, pool] of prior.pools) {
      const changed = isAddress(address)
        ? touched.has(address)
        : v4Changes === 'unknown' || v4Changes.ids.has(address)
      if (!changed) forgetOnFailure(fresh.pools, address, pool)
    }
    // A v4 pool created (Initialize) is a factory event; any other PoolManager log is not.
    const created =
      factories.some((f) => f !== v4?.poolManager && touched.has(f)) ||
      v4Changes === 'unknown' ||
      v4Changes.initialized
    if (!created) {
      for (const [key, keys] of prior.discovered) forgetOnFailure(fresh.discovered, key, keys)
    }
    if (!touched.has(v3Factory)) fresh.feeTiers = prior.feeTiers
    return fresh
  }

  /**
   * The PoolIds the PoolManager's logs in [from, to] name, and whether a pool was initialized;
   * 'unknown' when the node will not answer in one request within the log-range limit.
   */
  async function poolManagerChanges(
    poolManager: Address,
    from: bigint,
    to: bigint,
  ): Promise<{ ids: Set<string>; initialized: boolean } | 'unknown'> {
    const maxRange = BigInt(logs?.maxRange ?? DEFAULT_MAX_LOG_RANGE)
    if (reader.logs === undefined || to - from + 1n > maxRange) return 'unknown'
    try {
      const found = await reader.logs({
        address: poolManager,
        topics: [],
        fromBlock: from,
        toBlock: to,
      })
      return {
        ids: new Set(found.map((l) => l.topics[1]?.toLowerCase() ?? '')),
        initialized: found.some((l) => l.topics[0] === v4?.initializeTopic),
      }
    } catch (e) {
      if (isMissingBlockError(e)) throw e
      return 'unknown'
    }
  }

  /**
   * The enabled fee tiers at this block: read once, then carried forward. A failed read (a node
   * refusing the call, a factory without feeAmountTickSpacing) falls back to the standard tiers
   * for this request only; a vanished block is left to retryOnMissingBlock.
   */
  async function feeTiersAt(
    state: BlockState,
    multicall: Multicall = multicallAt(reader, state.head),
  ): Promise<{ tiers: readonly (number | FeeTier)[]; read: boolean }> {
    if (state.feeTiers === undefined) {
      const read = readFeeTiers({ multicall, v3Factory, fees: candidateFees })
      state.feeTiers = read
      read.catch(() => {
        if (state.feeTiers === read) state.feeTiers = undefined
      })
    }
    try {
      return { tiers: await state.feeTiers, read: true }
    } catch (e) {
      if (isMissingBlockError(e)) throw e
      return { tiers: feeTiersForChain(config.chainId), read: false }
    }
  }

  /** Every fee the factory is asked about, ascending (the order readFeeTiers answers in). */
  const candidateFees = [...new Set([...STANDARD_FEE_TIERS, ...(config.extraFeeTiers ?? [])])].sort(
    (a, b) => a - b,
  )

  /** Discovery's v3 keys for the enabled `tiers` only, with their tick spacing. */
  function withTiers(keys: readonly PoolKey[], tiers: readonly (number | FeeTier)[]): PoolKey[] {
    const spacing = new Map<number, number | undefined>(
      tiers.map((t) =>
        typeof t === 'number' ? [t, tickSpacingForFee(t)] : [t.fee, t.tickSpacing],
      ),
    )
    return keys.flatMap((k): PoolKey[] => {
      if (k.protocol !== 'v3') return [k]
      const tickSpacing = spacing.get(k.fee)
      return tickSpacing === undefined ? [] : [{ ...k, tickSpacing }]
    })
  }

  async function discover(
    state: BlockState,
    setKey: string,
    tokens: Address[],
  ): Promise<PoolKey[]> {
    const multicall = multicallAt(reader, state.head)
    // Cold: the fee tiers and the pools of every candidate tier in one multicall; a pool of a
    // tier the factory has not enabled cannot exist, and is dropped if the factory says so.
    let folded: Promise<PoolKey[] | undefined> | undefined
    if (state.feeTiers === undefined) {
      const shared = sharedMulticall(multicall)
      feeTiersAt(state, shared).catch(() => undefined)
      folded = discoverPools({
        multicall: shared,
        tokens,
        v2Factory,
        v3Factory,
        feeTiers: candidateFees.map((fee) => ({ fee, tickSpacing: 0 })),
        v4,
      }).catch((e: unknown) => {
        if (isMissingBlockError(e)) throw e
        return undefined // the shared read failed: discovery alone below, as before
      })
      // A vanished block fails the tier read first: this one is then never awaited.
      folded.catch(() => undefined)
    }
    const { tiers, read } = await feeTiersAt(state)
    const found = await folded
    const [keys, logged] = await Promise.all([
      found !== undefined
        ? withTiers(found, tiers)
        : discoverPools({ multicall, tokens, v2Factory, v3Factory, feeTiers: tiers, v4 }),
      initialized?.poolsAmong(tokens, state.head.number) ?? [],
    ])
    const known = new Set(keys.map((k) => k.address))
    keys.push(...logged.filter((k) => !known.has(k.address)))
    // Found with the fallback tiers: good for this request, not kept (the next one reads again).
    if (!read) state.discovered.delete(setKey)
    return keys
  }

  async function currentState(): Promise<BlockState> {
    const head = await latestHead()
    const known = states.get(head.hash)
    if (known) return known
    // Concurrent requests that saw the same new head share one refresh.
    const state = advance(head)
    states.set(head.hash, state)
    state.catch(() => {
      if (states.get(head.hash) === state) states.delete(head.hash)
    })
    for (const old of states.keys()) {
      if (states.size <= HISTORY) break
      states.delete(old)
    }
    return state
  }

  /** Starts one loader run (three multicall rounds) for the pools this block has not read. */
  function loadMissing(state: BlockState, keys: readonly PoolKey[]): void {
    const missing = keys.filter((k) => !state.pools.has(k.address))
    if (missing.length === 0) return
    const run = loadPoolsStaged({
      multicall: multicallAt(reader, state.head),
      pools: missing,
      tickLens,
      stateView: v4?.stateView,
      tickRadius: config.tickRadius,
    })
    for (const key of missing) {
      // A v2 pair is complete after the first round (pairs() hands it out then).
      const pool =
        key.protocol === 'v2'
          ? run.pairs.then((pairs) => pairs.find((p) => p.address === key.address))
          : run.all.then((r) => r.pools.find((p) => p.address === key.address))
      forgetOnFailure(state.pools, key.address, pool)
    }
  }

  /** The set's pool keys (discovered once per block and set) with their reads started. */
  async function keysOf(state: BlockState, setKey: string, tokens: Address[]): Promise<PoolKey[]> {
    let keys = state.discovered.get(setKey)
    if (keys === undefined) {
      keys = discover(state, setKey, tokens)
      forgetOnFailure(state.discovered, setKey, keys)
    }
    const poolKeys = await keys
    loadMissing(state, poolKeys)
    return poolKeys
  }

  async function read(state: BlockState, setKey: string, tokens: Address[]): Promise<PoolState> {
    const fees = feesOf(state)
    const poolKeys = await keysOf(state, setKey, tokens)
    const reads = poolKeys.map((k) => state.pools.get(k.address))
    // Taken before the cap applies: a token set larger than the cap is still answered whole.
    for (const k of poolKeys) touchKey(state.pools, k.address, maxPools)
    const [pools, { gasPriceWei, l1FeePerDataGas }] = await Promise.all([Promise.all(reads), fees])
    const snapshot: PoolSnapshot = {
      chainId: config.chainId,
      blockNumber: state.head.number,
      pools: pools.filter((p): p is Pool => p !== undefined),
    }
    origins.set(snapshot, { block: state, setKey })
    return { head: state.head, gasPriceWei, ...(l1FeePerDataGas && { l1FeePerDataGas }), snapshot }
  }

  const tokenSet = (tokens: readonly string[]) => {
    const all = [...new Set([...tokens.map(normalizeAddress), ...bases])].sort()
    return { all, setKey: all.join(',') }
  }

  async function pairsAtHead(tokens: readonly string[]): Promise<PoolSnapshot> {
    const state = await currentState()
    const { all, setKey } = tokenSet(tokens)
    const keys = await keysOf(state, setKey, all)
    const pairs = await Promise.all(
      keys.filter((k) => k.protocol === 'v2').map((k) => state.pools.get(k.address)),
    )
    return {
      chainId: config.chainId,
      blockNumber: state.head.number,
      pools: pairs.filter((p): p is Pool => p !== undefined),
    }
  }

  async function snapshotAtHead(tokens: readonly string[]): Promise<PoolState> {
    const state = await currentState()
    const { all, setKey } = tokenSet(tokens)
    let result = state.snapshots.get(setKey)
    if (result === undefined) {
      result = read(state, setKey, all)
      forgetOnFailure(state.snapshots, setKey, result)
    }
    // One recency for both maps: a set in use keeps its discovery results too.
    touchKey(state.discovered, setKey, maxTokenSets)
    touchKey(state.snapshots, setKey, maxTokenSets)
    return result
  }

  const forgetHead = (): void => {
    headRead = undefined
  }

  /** Where a snapshot came from, so that its extension replaces it there. */
  const origins = new WeakMap<PoolSnapshot, { block: BlockState; setKey: string }>()

  async function extend(current: PoolState, edges: readonly TickEdge[]): Promise<PoolState> {
    const extended = await extendPools({
      // The same block as the snapshot, pinned by its hash like every read of it.
      multicall: multicallAt(reader, current.head),
      pools: current.snapshot.pools.filter(
        (p): p is V3Pool | V4Pool => p.protocol === 'v3' || p.protocol === 'v4',
      ),
      edges,
      tickLens,
      stateView: v4?.stateView,
    })
    if (extended.size === 0) return current
    const pools = current.snapshot.pools.map((p) => extended.get(p.address.toLowerCase()) ?? p)
    const next: PoolState = { ...current, snapshot: { ...current.snapshot, pools } }
    const origin = origins.get(current.snapshot)
    if (origin !== undefined) {
      origins.set(next.snapshot, origin)
      for (const [address, pool] of extended) origin.block.pools.set(address, Promise.resolve(pool))
      origin.block.snapshots.set(origin.setKey, Promise.resolve(next))
    }
    return next
  }

  return {
    snapshot: (tokens) => retryOnMissingBlock(forgetHead, () => snapshotAtHead(tokens)),
    pairs: (tokens) => retryOnMissingBlock(forgetHead, () => pairsAtHead(tokens)),
    forgetHead,
    extend,
  }
}
