import type { ReactNode } from 'react'
import { CurrencyAmountPanel } from '../../../ui'

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
  /** The chosen currency's decimals: finer amounts are refused as they are typed. */
  decimals?: number
  /** The amount and Max are locked (an unsupported pair, spec 01 §5). */
  disabled?: boolean
  /** The computed side: its label carries the bound amount once quoted (ui CurrencyAmountPanel). */
  growingLabel?: boolean
}

/**
 * spec 01 §2 "Token input panel" on the swap screen: the design system's CurrencyAmountPanel
 * (ui/) with the swap's test ids and its price-impact colouring.
 */
export function CurrencyInputPanel({ side, currency, priceImpact, ...p }: CurrencyInputPanelProps) {
  return (
    <CurrencyAmountPanel
      {...p}
      tokenButton={currency}
      fiatExtra={
        priceImpact && (
          <span
            className={`swap-impact swap-impact--${priceImpact.tone}`}
            data-testid={`swap-${side}-impact`}
          >
            {` (${priceImpact.text})`}
          </span>
        )
      }
      testId={`swap-${side}-panel`}
      amountTestId={`swap-${side}-amount`}
    />
  )
}
