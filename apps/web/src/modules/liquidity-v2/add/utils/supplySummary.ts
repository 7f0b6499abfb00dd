// What the confirm dialog and the pending text show (spec 02 §2 v2 add confirm dialog, §9 pool
// share and significant digits), from the flow's derived amounts; undefined until Supply could go.
// Every figure through the one locale formatter (issue 34 #4).
import type { AmountFormatters } from '../../../../lib/format'
import { formatPoolShare } from '../../position'
import type { SupplySummary } from '../components/ConfirmSupplyModal'
import type { V2AddFlow } from '../hooks/useV2AddFlow'

export function supplySummary(
  flow: Pick<V2AddFlow, 'derived' | 'currencyA' | 'currencyB' | 'slippageBps'>,
  format: AmountFormatters,
): (SupplySummary & { amountAText: string; amountBText: string }) | undefined {
  const { derived, currencyA, currencyB, slippageBps } = flow
  // The dialog shows what the pair will take (the router's amounts), not the desired ones.
  if (
    !currencyA ||
    !currencyB ||
    !derived.deposit ||
    derived.liquidityMinted === undefined ||
    !derived.poolShare ||
    !derived.price
  )
    return undefined
  const { a, b } = derived.deposit
  return {
    noLiquidity: derived.noLiquidity,
    symbolA: currencyA.symbol,
    symbolB: currencyB.symbol,
    decimalsA: currencyA.decimals,
    decimalsB: currencyB.decimals,
    amountA: a,
    amountB: b,
    liquidityMinted: derived.liquidityMinted,
    priceBA: format.decimal(derived.price.toSignificant(6)),
    priceAB: format.decimal(derived.price.invert().toSignificant(6)),
    share: formatPoolShare(derived.poolShare.numerator, derived.poolShare.denominator, format),
    slippagePercent: format.bpsPercent(slippageBps),
    amountAText: format.significant(a, currencyA.decimals, 6),
    amountBText: format.significant(b, currencyB.decimals, 6),
  }
}
