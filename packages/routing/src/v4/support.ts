// Uniswap v4 for the pool-state cache (issue 31), as one object the caller builds and passes in
// `PoolStateConfig.v4`. It carries the code only v4 needs — PoolIds (keccak256), the candidate
// keys, the Initialize index — so a cache configured without v4 (the web app's in-browser router
// today) does not load it: the engine's entry stays as small as before.
import { normalizeAddress } from '../graph/address.ts'
import type { Address } from '../graph/types.ts'
import type { Hex } from '../loader/abi.ts'
import type { V4PoolKey } from '../loader/loadPools.ts'
import type { LogRangeLimits } from '../state/logRanges.ts'
import type { ChainReader } from '../state/reader.ts'
import { NO_HOOKS } from './hooks.ts'
import {
  createInitializedIndex,
  INITIALIZE_TOPIC,
  type InitializedIndex,
} from './initializedPools.ts'
import { V4_STANDARD_KEYS, v4PoolId } from './poolKey.ts'

const NATIVE: Address = '0x0000000000000000000000000000000000000000'

export interface V4Support {
  poolManager: Address
  stateView: Address
  /** The wrapped native token: v4's native-coin pools route as its pools. */
  wrappedNative: Address
  /** keccak256 of the PoolManager's Initialize event: a log with it creates a pool. */
  initializeTopic: Hex
  /** The hookless keys to ask StateView about for a pair of graph tokens (sorted). */
  candidates(token0: Address, token1: Address): V4PoolKey[]
  /** The Initialize index over `reader` (one per cache); none when hooked pools are off. */
  createIndex(reader: ChainReader, limits: LogRangeLimits | undefined): InitializedIndex | undefined
}

export interface V4SupportParameters {
  poolManager: string
  stateView: string
  wrappedNative: string
  /** The PoolManager's deployment block (default 0): its Initialize logs start there. */
  fromBlock?: bigint
  /**
   * Whether hooked pools are found too (default true). They are known only from the PoolManager's
   * Initialize logs since its deployment, which a public node gives only in thousands of
   * windows of 1,000 blocks (v4 launched in January 2025). Without them the engine asks
   * StateView about the standard hookless keys of each pair (`candidates`), which needs no logs.
   */
  hookedPools?: boolean
}

/** The hookless v4 keys of a pair: the pair itself and, for WETH's pairs, the native coin's. */
export function v4Candidates(
  token0: Address,
  token1: Address,
  wrappedNative: Address,
): V4PoolKey[] {
  const pairs: { currency0: Address; currency1: Address; token0: Address; token1: Address }[] = [
    { currency0: token0, currency1: token1, token0, token1 },
  ]
  // The native coin sorts first (0x0): its slot is token0 whatever the other address.
  if (token0 === wrappedNative) pairs.push({ currency0: NATIVE, currency1: token1, token0, token1 })
  if (token1 === wrappedNative)
    pairs.push({ currency0: NATIVE, currency1: token0, token0: token1, token1: token0 })
  return pairs.flatMap((p) =>
    V4_STANDARD_KEYS.map(({ fee, tickSpacing }): V4PoolKey => {
      const key = { ...p, fee, tickSpacing, hooks: NO_HOOKS }
      return { protocol: 'v4', address: v4PoolId(key), ...key }
    }),
  )
}

export function v4Support(p: V4SupportParameters): V4Support {
  const poolManager = normalizeAddress(p.poolManager)
  const wrappedNative = normalizeAddress(p.wrappedNative)
  const fromBlock = p.fromBlock ?? 0n
  return {
    poolManager,
    stateView: normalizeAddress(p.stateView),
    wrappedNative,
    initializeTopic: INITIALIZE_TOPIC,
    candidates: (token0, token1) => v4Candidates(token0, token1, wrappedNative),
    createIndex: (reader, limits) =>
      p.hookedPools === false
        ? undefined
        : createInitializedIndex({ reader, poolManager, fromBlock, wrappedNative, limits }),
  }
}
