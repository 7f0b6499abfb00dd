// v3 fee tiers. Which tiers a chain has is read from its factory (loader/readFeeTiers.ts,
// cached per chain by the pool-state cache), so a tier governance enables is routed through
// without a release (issue 17). The table here is the candidate list and the fallback when that
// read fails: the four tiers of spec 02 §9, on every chain — mainnet's factory has had the
// 0.01 % tier since November 2021, though the reference interface (spec 01 §9) predates it.

export const FEE_LOWEST = 100
export const FEE_LOW = 500
export const FEE_MEDIUM = 3000
export const FEE_HIGH = 10000

/** A fee tier the factory has enabled, with the tick spacing it assigns to its pools. */
export interface FeeTier {
  fee: number
  tickSpacing: number
}

const TICK_SPACING: Readonly<Record<number, number>> = {
  [FEE_LOWEST]: 1,
  [FEE_LOW]: 10,
  [FEE_MEDIUM]: 60,
  [FEE_HIGH]: 200,
}

/** The standard tiers: what is asked of the factory, and assumed when it cannot be read. */
export const STANDARD_FEE_TIERS: readonly number[] = [FEE_LOWEST, FEE_LOW, FEE_MEDIUM, FEE_HIGH]

/** The fallback tiers (the standard four) for a chain whose factory could not be read. */
export function feeTiersForChain(_chainId: number): readonly number[] {
  return STANDARD_FEE_TIERS
}

/** Tick spacing the v3 factory assigns to a standard fee tier, or undefined for another. */
export function tickSpacingForFee(fee: number): number | undefined {
  return TICK_SPACING[fee]
}
