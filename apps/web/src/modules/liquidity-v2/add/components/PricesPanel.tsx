// spec 02 §2 v2 add "a prices and pool-share panel": B per A, A per B and the share of the pool
// this deposit will be ('<0.01%' when it rounds to 0.00, spec 02 §9). For the first provider the
// prices are the typed amounts' ("Initial prices and pool share").
import { useLingui } from '@lingui/react'
import type { Price, Token } from '@uniswap/sdk-core'
import { useFormatAmount } from '../../../../lib/format'
import { ADD_V2_STRINGS as S } from '../strings'

export interface PricesPanelProps {
  symbolA: string
  symbolB: string
  /** B per A */
  price: Price<Token, Token> | undefined
  /** The share text ('<0.01%', '12.34%', localized), or undefined without amounts. */
  share: string | undefined
  noLiquidity: boolean
}

export function PricesPanel({ symbolA, symbolB, price, share, noLiquidity }: PricesPanelProps) {
  const { _ } = useLingui()
  // issue 34 #4: the prices in the language's style, like the share beside them.
  const format = useFormatAmount()
  const cell = (value: string, label: string, testId: string) => (
    <div className="v2-add__price-cell">
      <span className="v2-add__price-value" data-testid={testId}>
        {value}
      </span>
      <span className="v2-add__muted">{label}</span>
    </div>
  )
  return (
    <section className="v2-add__prices" aria-labelledby="v2-prices-title" data-testid="v2-prices">
      <h2 id="v2-prices-title" className="v2-add__h2">
        {_(noLiquidity ? S.initialPricesAndShare : S.pricesAndShare)}
      </h2>
      <div className="v2-add__price-grid">
        {cell(
          price ? format.decimal(price.toSignificant(6)) : '-',
          _({ ...S.per, values: { quote: symbolB, base: symbolA } }),
          'v2-price-ba',
        )}
        {cell(
          price ? format.decimal(price.invert().toSignificant(6)) : '-',
          _({ ...S.per, values: { quote: symbolA, base: symbolB } }),
          'v2-price-ab',
        )}
        {cell(share ?? format.percent(0), _(S.shareOfPool), 'v2-pool-share')}
      </div>
    </section>
  )
}
