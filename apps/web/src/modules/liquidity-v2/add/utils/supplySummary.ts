// What the confirm dialog and the pending text show (spec 02 §2 v2 add confirm dialog, §9 pool
// share and significant digits), from the flow's derived amounts; undefined until Supply could go.
import { formatSignificant } from '../../../../lib/format'
import { formatPoolShare } from '../../position'
import type { SupplySummary } from '../components/ConfirmSupplyModal'
import type { V2AddFlow } from '../hooks/useV2AddFlow'

export function supplySummary(
  flow: Pick<V2AddFlow, 'derived' | 'currencyA' | 'currencyB' | 'slippageBps'>,
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
    priceBA: derived.price.toSignificant(6),
    priceAB: derived.price.invert().toSignificant(6),
    share: formatPoolShare(derived.poolShare.numerator, derived.poolShare.denominator),
    slippagePercent: `${(slippageBps / 100).toFixed(2)}%`,
    amountAText: formatSignificant(a, currencyA.decimals, 6),
    amountBText: formatSignificant(b, currencyB.decimals, 6),
  }
}
