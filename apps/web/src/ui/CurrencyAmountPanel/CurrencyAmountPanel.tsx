import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { NumericInput } from '../NumericInput'
import { PART_STRINGS } from '../partStrings'
import './CurrencyAmountPanel.css'

export interface CurrencyAmountPanelProps {
  /** Names the panel and its amount box ('From', 'To (at least)'). */
  label: string
  value: string
  /** Called with each accepted edit (NumericInput's rule). */
  onUserInput: (value: string) => void
  /** The chosen token's decimals: finer amounts are refused. */
  decimals?: number
  /** The currency button slot (ui TokenButton, or the tokens module's CurrencySelect). */
  tokenButton: ReactNode
  /** Formatted balance; undefined hides the balance line (no account). */
  balance?: string
  /** Shows MAX beside the balance. */
  onMax?: () => void
  /** The amount's fiat value, formatted; extra content (price impact) follows it. */
  fiatValue?: ReactNode
  fiatExtra?: ReactNode
  /** The amount is a quote being refreshed. */
  loading?: boolean
  disabled?: boolean
  /**
   * The label grows once a quote is in (the swap's computed side, 'To (at least 4,476.85 USDC)'):
   * on a phone the balance then keeps a line of its own from the start, so the quote's arrival
   * moves nothing below.
   */
  growingLabel?: boolean
  /** data-testid of the panel and of its amount box. */
  testId?: string
  amountTestId?: string
}

/**
 * An amount field with its token (issue 11 §2; spec 01 §2 "Token input panel"): label and balance
 * with MAX, the amount box and the token button, then the fiat line. Lines keep their height when
 * a balance or fiat value arrives, so the form below does not move.
 */
export function CurrencyAmountPanel(p: CurrencyAmountPanelProps) {
  const { _ } = useLingui()
  return (
    <section
      className={p.growingLabel ? 'amount-panel amount-panel--growing-label' : 'amount-panel'}
      data-testid={p.testId}
      aria-label={p.label}
    >
      <div className="amount-panel__line">
        <span className="amount-panel__label">{p.label}</span>
        {p.balance !== undefined && (
          <span className="amount-panel__balance">
            {_({ ...PART_STRINGS.balance, values: { balance: p.balance } })}
            {p.onMax && (
              <button
                type="button"
                className="amount-panel__max"
                disabled={p.disabled}
                onClick={p.onMax}
              >
                {_(PART_STRINGS.maxButton)}
              </button>
            )}
          </span>
        )}
      </div>
      <div className="amount-panel__row">
        <NumericInput
          label={_({ ...PART_STRINGS.amountLabel, values: { label: p.label } })}
          value={p.value}
          onUserInput={p.onUserInput}
          decimals={p.decimals}
          loading={p.loading}
          disabled={p.disabled}
          testId={p.amountTestId}
        />
        {p.tokenButton}
      </div>
      {/* Always drawn (empty until a value arrives): the panel's height never changes. */}
      <div className="amount-panel__line amount-panel__fiat">
        <span>
          {p.fiatValue}
          {p.fiatExtra}
        </span>
      </div>
    </section>
  )
}
