// spec 02 §9 "Fee tiers": 0.01 % (very stable pairs, mainnet only), 0.05 % (stable), 0.3 % (most
// pairs), 1 % (exotic), each with its tick spacing. spec 02 §3: a fee is in hundredths of a basis
// point, shown as a percent of 1,000,000. The SDK also knows 0.02–0.04 % tiers that the spec does
// not offer, so the list here is ours and the spacing comes from the SDK's table.
import { FeeAmount, TICK_SPACINGS } from '@uniswap/v3-sdk'

export type FeeTier = FeeAmount.LOWEST | FeeAmount.LOW | FeeAmount.MEDIUM | FeeAmount.HIGH

/** The tiers of spec 02 §9, lowest first. */
export const FEE_TIERS: readonly FeeTier[] = [
  FeeAmount.LOWEST,
  FeeAmount.LOW,
  FeeAmount.MEDIUM,
  FeeAmount.HIGH,
]

const MAINNET_CHAIN_ID = 1
const WITHOUT_LOWEST = FEE_TIERS.filter((f) => f !== FeeAmount.LOWEST)

/**
 * The tiers spec 02 §9 offers on a chain: 0.01 % is mainnet only. What the screens offer is the
 * factory's own table (liquidity-v3 useEnabledFeeTiers, issue 34 #8); this is its fallback.
 */
export function feeTiersFor(chainId: number): readonly FeeTier[] {
  return chainId === MAINNET_CHAIN_ID ? FEE_TIERS : WITHOUT_LOWEST
}

/**
 * What a pool's ticks are spaced by: a v3 fee tier (its spacing is the factory's) or, in v4, the
 * pool key's own tick spacing, which no fee implies (issue 32).
 */
export type TickGrid = FeeTier | { tickSpacing: number }

/** Ticks a position's bounds must be multiples of: per v3 tier 1, 10, 60, 200; a v4 pool's own. */
export function tickSpacingOf(grid: TickGrid): number {
  return typeof grid === 'number' ? TICK_SPACINGS[grid] : grid.tickSpacing
}

/**
 * A fee from a URL or a stored choice: one of the known tiers, else undefined so the caller
 * ignores it (spec 02 §5 "A fee value must be one of the known tiers, else ignored").
 */
export function parseFeeTier(value: string | number | undefined): FeeTier | undefined {
  if (value === undefined) return undefined
  const text = String(value)
  if (!/^\d+$/.test(text)) return undefined
  const fee = Number(text)
  return FEE_TIERS.find((f) => f === fee)
}

/** spec 02 §9: the tiers for "very stable" (0.01 %) and "stable" (0.05 %) pairs, which get the
 *  chart's narrow initial range and zoom (0.999–1.001 of the price). */
export function isStableTier(fee: FeeTier): boolean {
  return fee === FeeAmount.LOWEST || fee === FeeAmount.LOW
}

/**
 * Whether a grid is meant for a stable pair (spec 02 §9: the initial range and zoom of the stable
 * tiers). A v4 pool has no tier: its spacing says it (10 is the 0.05 % tier's).
 */
export function isStableGrid(grid: TickGrid): boolean {
  return typeof grid === 'number' ? isStableTier(grid) : grid.tickSpacing <= 10
}
