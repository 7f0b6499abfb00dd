// spec 01 §9 "Price impact": warn above 2 %, block above 3 % unless in expert mode; colouring:
// negative impact green, below 1 % neutral, below 3 % yellow, 3 % and over red. §5 Swap: in
// expert mode a price impact at or over the high threshold needs a browser confirm, at or over
// the very-high threshold the typed word confirm. The spec names no values for those two; the
// reference interface's are 5 % and 10 %.
//
// The spec's "above 2" and "above 3" are read as percents (the issue says the same). In basis
// points: 200 and 300. The reference interface blocked a non-expert only from 15 %; the spec's
// 3 % is stricter and is the rule here (issue 34 #6 checked each threshold end to end:
// e2e swap-layout.spec.ts, swap-expert.spec.ts).

export const PRICE_IMPACT_WARN_BPS = 200
export const PRICE_IMPACT_BLOCK_BPS = 300
export const PRICE_IMPACT_HIGH_BPS = 500
export const PRICE_IMPACT_VERY_HIGH_BPS = 1000

export type ImpactTone = 'gain' | 'neutral' | 'warning' | 'error'

export function priceImpactTone(bps: number): ImpactTone {
  if (bps < 0) return 'gain'
  if (bps < 100) return 'neutral'
  if (bps < 300) return 'warning'
  return 'error'
}

/** What an expert-mode swap must confirm before it is sent (spec 01 §5 Swap). */
export function expertImpactConfirmation(bps: number): 'none' | 'confirm' | 'typed' {
  if (bps >= PRICE_IMPACT_VERY_HIGH_BPS) return 'typed'
  if (bps >= PRICE_IMPACT_HIGH_BPS) return 'confirm'
  return 'none'
}

/**
 * The warning the form shows beside its button (issue 34 #6: a high impact is never only a red
 * figure): 'blocked' above 3 % without expert mode (the button is off, §9), 'warn' above 2 %
 * (the button reads 'Swap Anyway'), otherwise none.
 */
export function impactNotice(
  bps: number | undefined,
  expertMode: boolean,
): 'blocked' | 'warn' | undefined {
  if (bps === undefined || bps <= PRICE_IMPACT_WARN_BPS) return undefined
  return bps > PRICE_IMPACT_BLOCK_BPS && !expertMode ? 'blocked' : 'warn'
}
