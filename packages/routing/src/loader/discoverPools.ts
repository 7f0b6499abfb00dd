// Which pools exist among a set of tokens: one multicall of factory lookups (v2 getPair and v3
// getPool for each fee tier) over every token pair. Factory addresses are passed in: the SDKs'
// address tables know nothing of a devnet (devnet-facts.md).
import { normalizeAddress } from '../graph/address.ts'
import { type FeeTier, tickSpacingForFee } from '../graph/feeTiers.ts'
import type { Address } from '../graph/types.ts'
import { NO_HOOKS } from '../v4/hooks.ts'
import { V4_STANDARD_KEYS, v4PoolId } from '../v4/poolKey.ts'
import {
  addressAt,
  encodeAddress,
  encodeBytes32,
  encodeCall,
  encodeInt,
  SELECTORS,
  wordAt,
} from './abi.ts'
import type { Call, Multicall, PoolKey, V4PoolKey } from './loadPools.ts'

export interface DiscoverPoolsParams {
  multicall: Multicall
  tokens: readonly string[]
  v2Factory?: Address
  v3Factory?: Address
  /**
   * v3 fee tiers to look up: as the factory reported them (readFeeTiers), or bare fees of the
   * standard tiers (their tick spacing is known; any other bare fee is skipped).
   */
  feeTiers?: readonly (number | FeeTier)[]
  /**
   * Uniswap v4 (issue 31): the hookless pools of the usual fee / tick-spacing pairs, found by
   * asking StateView about their PoolIds; the wrapped native token's pairs are asked about with
   * the native coin (currency 0x0) too.
   */
  v4?: { stateView: Address; wrappedNative: Address }
}

const ZERO = '0x0000000000000000000000000000000000000000'

/** The hookless v4 keys to ask about for a pair of graph tokens (sorted). */
export function v4Candidates(
  token0: Address,
  token1: Address,
  wrappedNative: Address,
): V4PoolKey[] {
  const pairs: { currency0: Address; currency1: Address; token0: Address; token1: Address }[] = [
    { currency0: token0, currency1: token1, token0, token1 },
  ]
  // The native coin sorts first (0x0): its slot is token0 whatever the other address.
  if (token0 === wrappedNative) pairs.push({ currency0: ZERO, currency1: token1, token0, token1 })
  if (token1 === wrappedNative)
    pairs.push({ currency0: ZERO, currency1: token0, token0: token1, token1: token0 })
  return pairs.flatMap((p) =>
    V4_STANDARD_KEYS.map(({ fee, tickSpacing }): V4PoolKey => {
      const key = { ...p, fee, tickSpacing, hooks: NO_HOOKS }
      return { protocol: 'v4', address: v4PoolId(key), ...key }
    }),
  )
}

type Meta =
  | { protocol: 'v2' }
  | { protocol: 'v3'; fee: number; tickSpacing: number }
  | { protocol: 'v4'; key: V4PoolKey }

export async function discoverPools(params: DiscoverPoolsParams): Promise<PoolKey[]> {
  const tokens = [...new Set(params.tokens.map(normalizeAddress))].sort()
  const calls: Call[] = []
  const meta: Meta[] = []
  const pairs: [Address, Address][] = []
  for (let i = 0; i < tokens.length; i++) {
    for (let j = i + 1; j < tokens.length; j++) {
      const token0 = tokens[i] as Address
      const token1 = tokens[j] as Address
      if (params.v2Factory) {
        calls.push({
          to: params.v2Factory,
          data: encodeCall(SELECTORS.getPair, encodeAddress(token0), encodeAddress(token1)),
        })
        meta.push({ protocol: 'v2' })
        pairs.push([token0, token1])
      }
      for (const tier of params.v3Factory ? (params.feeTiers ?? []) : []) {
        const fee = typeof tier === 'number' ? tier : tier.fee
        const tickSpacing = typeof tier === 'number' ? tickSpacingForFee(tier) : tier.tickSpacing
        if (tickSpacing === undefined || params.v3Factory === undefined) continue
        calls.push({
          to: params.v3Factory,
          data: encodeCall(
            SELECTORS.getPool,
            encodeAddress(token0),
            encodeAddress(token1),
            encodeInt(fee),
          ),
        })
        meta.push({ protocol: 'v3', fee, tickSpacing })
        pairs.push([token0, token1])
      }
      const v4 = params.v4
      if (v4 === undefined) continue
      for (const key of v4Candidates(token0, token1, normalizeAddress(v4.wrappedNative))) {
        calls.push({
          to: v4.stateView,
          data: encodeCall(SELECTORS.v4Slot0, encodeBytes32(key.address)),
        })
        meta.push({ protocol: 'v4', key })
        pairs.push([token0, token1])
      }
    }
  }
  const results = calls.length > 0 ? await params.multicall(calls) : []
  const keys: PoolKey[] = []
  results.forEach((data, k) => {
    const m = meta[k]
    const pair = pairs[k]
    if (data === undefined || m === undefined || pair === undefined) return
    if (m.protocol === 'v4') {
      // sqrtPriceX96 0: no pool was initialized with this key.
      if (wordAt(data, 0) !== 0n) keys.push(m.key)
      return
    }
    const address = addressAt(data, 0)
    if (address === ZERO) return
    const [token0, token1] = pair
    keys.push(
      m.protocol === 'v2'
        ? { protocol: 'v2', address, token0, token1 }
        : { protocol: 'v3', address, token0, token1, fee: m.fee, tickSpacing: m.tickSpacing },
    )
  })
  return keys
}
