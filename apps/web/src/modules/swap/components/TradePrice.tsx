import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'

// The texts only this part shows.
const TEXT = {
  // Price line and details (§2 Swap screen)
  invertPrice: msg`Invert the price`,
}

export interface TradePriceProps {
  base: string
  quote: string
  price: string
  fiat?: string
  onInvert: () => void
}

/** spec 01 §2 Swap screen: the execution price, invertible. */
export function TradePrice({ base, quote, price, fiat, onInvert }: TradePriceProps) {
  const { _ } = useLingui()
  return (
    <button
      type="button"
      className="swap-price"
      data-testid="swap-trade-price"
      title={_(TEXT.invertPrice)}
      onClick={onInvert}
    >
      {`1 ${base} = ${price} ${quote}`}
      {fiat && <span className="swap-price__fiat"> ({fiat})</span>}
    </button>
  )
}
