// spec 01 §5 "Slippage input", "Deadline input", "Stored-settings migration" and §9 "Slippage
// and deadline": the ranges a stored or chosen value must lie in.

/** 'auto' or an integer number of basis points (1 bp = 0.01 %). */
export type SlippageTolerance = 'auto' | number

/** spec 01 §9: maximum slippage 50 %. */
export const MAX_SLIPPAGE_BPS = 5_000

/** spec 01 §9: default deadline 1800 s (30 minutes). */
export const DEFAULT_DEADLINE_SECONDS = 1_800

/** spec 01 §5 "Deadline input": 1 to 4320 minutes. */
export const DEADLINE_RANGE_SECONDS = { min: 60, max: 4_320 * 60 } as const

/** spec 01 §5 "Stored-settings migration": an older stored deadline must lie in 60..10800 s. */
export const LEGACY_DEADLINE_RANGE = { min: 60, max: 10_800 } as const

/** spec 01 §5: the old fixed presets that become auto on migration (0.1, 0.5 and 1 %). */
export const MIGRATED_TO_AUTO_BPS: readonly number[] = [10, 50, 100]

export function isStorableSlippage(value: unknown): value is SlippageTolerance {
  return (
    value === 'auto' ||
    (typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= 0 &&
      value <= MAX_SLIPPAGE_BPS)
  )
}

export function isStorableDeadline(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= DEADLINE_RANGE_SECONDS.min &&
    value <= DEADLINE_RANGE_SECONDS.max
  )
}
