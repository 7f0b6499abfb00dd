// Which pools exist among a set of tokens: one multicall of factory lookups (v2 getPair and v3
// getPool for each fee tier) over every token pair. Factory addresses are passed in: the SDKs'
// address tables know nothing of a devnet (devnet-facts.md).
import { normalizeAddress } from '../graph/address.ts'
import { type FeeTier, tickSpacingForFee } from '../graph/feeTiers.ts'
import type { Address } from '../graph/types.ts'
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
   * Uniswap v4 (issue 31): the `candidates` of each pair (v4/support.ts: the hookless keys of the
   * usual fee / tick-spacing pairs, the native coin's too), kept where StateView knows them.
   */
  v4?: { stateView: Address; candidates: (token0: Address, token1: Address) => V4PoolKey[] }
}

const ZERO = '0x0000000000000000000000000000000000000000'

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
      for (const key of v4.candidates(token0, token1)) {
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
