// spec 01 §9 Routing: a swap's gas estimate is 100000 plus 30000 per pool hop. A split trade is
// charged that per route, as Uniswap's router does: each route is its own swap call, so an
// extra split is never free. The cost is priced into the quote token (output token for exact
// input, input token for exact output) with a price the caller supplies.
import { InvalidInputError } from './errors.ts'

export const SWAP_BASE_GAS = 100_000n
export const GAS_PER_HOP = 30_000n

/** Gas estimate for a route with `hops` pools (spec 01 §9). */
export function estimateSwapGas(hops: number): bigint {
  if (!Number.isInteger(hops) || hops < 1)
    throw new RangeError(`hops must be a positive integer, got ${hops}`)
  return SWAP_BASE_GAS + GAS_PER_HOP * BigInt(hops)
}

export interface GasPricing {
  /** Gas price in wei of the native currency. */
  gasPriceWei: bigint
  /**
   * Raw units of the quote token worth one wei of native currency, as a fraction (for a quote
   * token that is the wrapped native token, 1/1). Both parts are positive.
   */
  quoteTokenPerWei: { numerator: bigint; denominator: bigint }
}

/** Cost of `gas` units in raw quote-token units, rounded up; 0 without pricing. */
export function gasCostInQuoteToken(gas: bigint, pricing: GasPricing | undefined): bigint {
  if (pricing === undefined) return 0n
  const { numerator, denominator } = pricing.quoteTokenPerWei
  if (denominator <= 0n || numerator < 0n || pricing.gasPriceWei < 0n) {
    throw new InvalidInputError('gas pricing must be non-negative with a positive denominator')
  }
  const scaled = gas * pricing.gasPriceWei * numerator
  return (scaled + denominator - 1n) / denominator
}
