// Which pools exist among a set of tokens: one multicall of factory lookups (v2 getPair and v3
// getPool for each fee tier) over every token pair. Factory addresses are passed in: the SDKs'
// address tables know nothing of a devnet (devnet-facts.md).
import { normalizeAddress } from '../graph/address.ts'
import { type FeeTier, tickSpacingForFee } from '../graph/feeTiers.ts'
import type { Address } from '../graph/types.ts'
import { addressAt, encodeAddress, encodeCall, encodeInt, SELECTORS } from './abi.ts'
import type { Call, Multicall, PoolKey } from './loadPools.ts'

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
}

const ZERO = '0x0000000000000000000000000000000000000000'

export async function discoverPools(params: DiscoverPoolsParams): Promise<PoolKey[]> {
  const tokens = [...new Set(params.tokens.map(normalizeAddress))].sort()
  const calls: Call[] = []
  const meta: ({ protocol: 'v2' } | { protocol: 'v3'; fee: number; tickSpacing: number })[] = []
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
    }
  }
  const results = calls.length > 0 ? await params.multicall(calls) : []
  const keys: PoolKey[] = []
  results.forEach((data, k) => {
    const m = meta[k]
    const pair = pairs[k]
    if (data === undefined || m === undefined || pair === undefined) return
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
