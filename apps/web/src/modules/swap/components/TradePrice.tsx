import { useLingui } from '@lingui/react'
import { SWAP_STRINGS as S } from '../strings'

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
      title={_(S.invertPrice)}
      onClick={onInvert}
    >
      {`1 ${base} = ${price} ${quote}`}
      {fiat && <span className="swap-price__fiat"> ({fiat})</span>}
    </button>
  )
}
