// spec 02 §9 "Deposit value shown when above $0.01": the dollar value of a pair of amounts, priced
// through the quote module (the swap screen's fiat helper), or null when a side cannot be priced.
import { useQuoteUsd } from './quoteUsd'
import type { PositionView } from './usePosition'

const MIN_SHOWN_USD = 0.01

export function useFiatValue(
  view: PositionView,
  amounts: { amount0: bigint; amount1: bigint } | null,
): number | null {
  const usd0 = useQuoteUsd(view, 0, amounts?.amount0)
  const usd1 = useQuoteUsd(view, 1, amounts?.amount1)
  if (usd0 === null || usd1 === null) return null
  const total = usd0 + usd1
  return total > MIN_SHOWN_USD ? total : null
}
