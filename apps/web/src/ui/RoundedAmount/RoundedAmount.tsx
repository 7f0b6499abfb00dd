import { formatUnits } from 'viem'
import { useFormatAmount } from '../../lib/format'
import { Tooltip } from '../Tooltip'
import './RoundedAmount.css'

export interface RoundedAmountProps {
  /** Raw units, kept on the element (data-raw) so a test compares it with the chain to the wei. */
  raw: bigint
  decimals: number
  /** Shown to this many significant digits; spec 02 §9: 6 for amounts. */
  significantDigits?: number
  testId?: string
}

/**
 * A token amount to the screen's significant digits, its exact value a hover or a Tab away (issue
 * 34 #3): "1" rather than "0.999999999999999981", the 18 decimals still there for whoever checks
 * them. Both in the active locale's format.
 */
export function RoundedAmount({
  raw,
  decimals,
  significantDigits = 6,
  testId,
}: RoundedAmountProps) {
  const f = useFormatAmount()
  const text = f.tokenAmount(raw, decimals, significantDigits)
  const exact = f.decimal(formatUnits(raw, decimals))
  const attributes = { 'data-testid': testId, 'data-raw': raw.toString(), 'data-exact': exact }
  if (text === exact) return <span {...attributes}>{text}</span>
  return (
    <Tooltip content={exact}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so a keyboard user reaches the exact figure too (WCAG 2.1.1, 1.4.13) */}
      <span className="rounded-amount" tabIndex={0} {...attributes}>
        {text}
      </span>
    </Tooltip>
  )
}
