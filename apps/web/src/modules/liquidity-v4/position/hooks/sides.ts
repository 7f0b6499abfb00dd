// The two sides of a v4 position as token rows (ui TokenAmountRows): symbol, logo seed and the
// amount in the language's style at the spec's significant digits (spec 02 §9: 6 for amounts,
// 4 on a removal form).
import type { TokenAmountRow } from '../../../../ui'
import type { TokenAmounts } from '../../../liquidity'
import { type Currency, nativeToken } from '../../../tokens'
import type { V4PositionView } from './useV4Position'

export type FormatAmount = (raw: bigint, decimals: number, significantDigits?: number) => string

export function amountRows(
  view: V4PositionView,
  amounts: TokenAmounts,
  format: FormatAmount,
  digits: number,
  testId: string,
): [TokenAmountRow, TokenAmountRow] {
  const row = (side: 0 | 1): TokenAmountRow => {
    const c = side === 0 ? view.currency0 : view.currency1
    const raw = side === 0 ? amounts.amount0 : amounts.amount1
    return {
      symbol: c.symbol,
      seed: c.address,
      raw,
      text: format(raw, c.decimals, digits),
      testId: `${testId}${side}`,
    }
  }
  return [row(0), row(1)]
}

/** spec 01 §3 currency ids, as the transaction records keep them: 'ETH' for the native coin. */
export const currencyId = (view: V4PositionView, side: 0 | 1): string => {
  const c = side === 0 ? view.currency0 : view.currency1
  return c.native ? 'ETH' : c.address
}

export const feesOf = (view: V4PositionView): TokenAmounts => ({
  amount0: view.position.feesOwed0,
  amount1: view.position.feesOwed1,
})

/** A side as the tokens module names currencies: the native coin as 'ETH' (spec 01 §3). */
export function currencyOf(view: V4PositionView, side: 0 | 1): Currency {
  const c = side === 0 ? view.currency0 : view.currency1
  if (c.native) return nativeToken(view.chain)
  return {
    chainId: view.chain.id,
    address: c.address,
    decimals: c.decimals,
    symbol: c.symbol,
    name: c.symbol,
  }
}
