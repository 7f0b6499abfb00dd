// spec 01 §9 Routing: v3 fee tiers tried are low, medium and high on mainnet, and also lowest
// on other chains (mainnet's factory had no 0.01 % tier when the interface shipped).

export const FEE_LOWEST = 100
export const FEE_LOW = 500
export const FEE_MEDIUM = 3000
export const FEE_HIGH = 10000

const TICK_SPACING: Readonly<Record<number, number>> = {
  [FEE_LOWEST]: 1,
  [FEE_LOW]: 10,
  [FEE_MEDIUM]: 60,
  [FEE_HIGH]: 200,
}

export function feeTiersForChain(chainId: number): readonly number[] {
  return chainId === 1
    ? [FEE_LOW, FEE_MEDIUM, FEE_HIGH]
    : [FEE_LOWEST, FEE_LOW, FEE_MEDIUM, FEE_HIGH]
}

/** Tick spacing the v3 factory assigns to a fee tier, or undefined for an unknown tier. */
export function tickSpacingForFee(fee: number): number | undefined {
  return TICK_SPACING[fee]
}
