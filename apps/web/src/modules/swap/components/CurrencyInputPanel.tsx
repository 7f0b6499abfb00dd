import { useLingui } from '@lingui/react'
import type { ChangeEvent, ReactNode } from 'react'
import { SWAP_STRINGS as S } from '../strings'
import { MAX_AMOUNT_INPUT_LENGTH, sanitizeAmountInput } from '../utils/amountInput'

export interface CurrencyInputPanelProps {
  /** 'input' or 'output': names the test ids (swap-input-amount, swap-input-panel). */
  side: 'input' | 'output'
  label: string
  value: string
  onUserInput: (value: string) => void
  /** The currency button (tokens' CurrencySelect). */
  currency: ReactNode
  /** Formatted balance; undefined hides it (no account, spec 01 §2 Token input panel). */
  balance?: string
  onMax?: () => void
  /** Formatted fiat value of the amount. */
  fiatValue?: string
  /** The price impact shown beside the output's fiat value. */
  priceImpact?: { text: string; tone: string }
  /** The amount shown is a quote being refreshed. */
  loading?: boolean
}

/** spec 01 §2 "Token input panel": currency picker, amount, balance with MAX, fiat value. */
export function CurrencyInputPanel(p: CurrencyInputPanelProps) {
  const { _ } = useLingui()
  // A refused edit re-renders nothing; React puts the controlled value back.
  const onAmountChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value
    const next = sanitizeAmountInput(typed)
    if (next !== null) p.onUserInput(next)
  }

  return (
    <section className="swap-panel" data-testid={`swap-${p.side}-panel`} aria-label={p.label}>
      <div className="swap-panel__top">
        <span className="swap-panel__label">{p.label}</span>
        {p.balance !== undefined && (
          <span className="swap-panel__balance">
            {_({ ...S.balance, values: { balance: p.balance } })}
            {p.onMax && (
              <button type="button" className="swap-panel__max" onClick={p.onMax}>
                {_(S.max)}
              </button>
            )}
          </span>
        )}
      </div>
      <div className="swap-panel__row">
        <input
          className={`swap-panel__amount${p.loading ? ' swap-panel__amount--loading' : ''}`}
          data-testid={`swap-${p.side}-amount`}
          aria-label={`${p.label} amount`}
          aria-busy={p.loading ?? false}
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck="false"
          placeholder="0.0"
          maxLength={MAX_AMOUNT_INPUT_LENGTH}
          value={p.value}
          onChange={onAmountChange}
        />
        {p.currency}
      </div>
      {(p.fiatValue || p.priceImpact) && (
        <div className="swap-panel__fiat">
          {p.fiatValue}
          {p.priceImpact && (
            <span className={`swap-impact swap-impact--${p.priceImpact.tone}`}>
              {' '}
              ({p.priceImpact.text})
            </span>
          )}
        </div>
      )}
    </section>
  )
}
