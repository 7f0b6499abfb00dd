// The fee tiers a v3 factory has enabled: feeAmountTickSpacing(fee) for each candidate, in one
// multicall. The factory answers 0 for a tier never enabled; enableFeeAmount (owner only) sets
// a non-zero spacing for good, and emits FeeAmountEnabled, which the pool-state cache watches.
import { RoutingError } from '../errors.ts'
import type { FeeTier } from '../graph/feeTiers.ts'
import type { Address } from '../graph/types.ts'
import { encodeCall, encodeInt, SELECTORS, signedAt } from './abi.ts'
import type { Multicall } from './loadPools.ts'

export interface ReadFeeTiersParams {
  multicall: Multicall
  v3Factory: Address
  /** Fees to ask about (the standard four, and any extra a chain's config names). */
  fees: readonly number[]
}

export class FeeTierReadError extends RoutingError {
  override name = 'FeeTierReadError'
}

/**
 * The enabled tiers among `fees`, sorted by fee. Rejects (FeeTierReadError) when the factory
 * answered none of the calls: that is not "no tier enabled" but a factory that cannot be read.
 */
export async function readFeeTiers(params: ReadFeeTiersParams): Promise<FeeTier[]> {
  const fees = [...new Set(params.fees)].sort((a, b) => a - b)
  const results = await params.multicall(
    fees.map((fee) => ({
      to: params.v3Factory,
      data: encodeCall(SELECTORS.feeAmountTickSpacing, encodeInt(fee)),
    })),
  )
  if (fees.length > 0 && results.every((r) => r === undefined)) {
    throw new FeeTierReadError(`feeAmountTickSpacing reverted on ${params.v3Factory}`)
  }
  const tiers: FeeTier[] = []
  results.forEach((data, i) => {
    const fee = fees[i]
    if (data === undefined || fee === undefined) return
    const tickSpacing = Number(signedAt(data, 0))
    if (tickSpacing > 0) tiers.push({ fee, tickSpacing })
  })
  return tiers
}
