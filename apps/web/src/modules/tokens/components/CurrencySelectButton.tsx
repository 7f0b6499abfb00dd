import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { PICKER_STRINGS } from '../strings'
import { shortenSymbol } from '../utils/tokenMetadata'

export interface CurrencySelectButtonProps {
  /** Names the field ('From', 'To'). */
  label: string
  symbol: string | undefined
  logo: ReactNode
  onClick: () => void
}

/** The currency button of an amount field: the chosen token, or 'Select a token'. */
export function CurrencySelectButton({ label, symbol, logo, onClick }: CurrencySelectButtonProps) {
  const { _ } = useLingui()
  return (
    <div className="currency-select">
      <span className="currency-select__label">{label}</span>
      <button
        type="button"
        className={`currency-select__button${symbol ? '' : ' currency-select__button--empty'}`}
        aria-label={_({
          ...PICKER_STRINGS.selectTokenFor,
          values: { label, symbol: symbol ?? _(PICKER_STRINGS.selectToken) },
        })}
        onClick={onClick}
      >
        {symbol && logo}
        <span translate={symbol ? 'no' : undefined}>
          {symbol ? shortenSymbol(symbol) : _(PICKER_STRINGS.selectToken)}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
    </div>
  )
}
