// spec 01 §9 Routing: a swap's gas estimate is 100000 plus 30000 per pool hop.
export const SWAP_BASE_GAS = 100_000n
export const GAS_PER_HOP = 30_000n

/** Gas estimate for a route with `hops` pools (spec 01 §9). */
export function estimateSwapGas(hops: number): bigint {
  if (!Number.isInteger(hops) || hops < 1) throw new RangeError(`hops must be a positive integer, got ${hops}`)
  return SWAP_BASE_GAS + GAS_PER_HOP * BigInt(hops)
}
