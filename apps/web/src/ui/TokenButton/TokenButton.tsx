import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { ChevronDownIcon } from '../icons'
import { PART_STRINGS } from '../partStrings'
import './TokenButton.css'

export interface TokenButtonProps {
  /** Names the field ('From', 'To'): the button reads 'From: DAI' / 'From: Select a token'. */
  label: string
  /** The chosen token's symbol; undefined shows 'Select a token' on the primary colour. */
  symbol: string | undefined
  /** What is shown for the symbol (a shortened one); default the symbol. */
  displaySymbol?: string
  /** The token's logo (ui TokenLogo). */
  logo?: ReactNode
  onClick?: () => void
  disabled?: boolean
}

/**
 * The currency button of an amount field (issue 11 §2). Its look ships with the page, not with
 * the token picker's chunk, so it is finished before the picker's code loads.
 */
export function TokenButton({
  label,
  symbol,
  displaySymbol,
  logo,
  onClick,
  disabled,
}: TokenButtonProps) {
  const { _ } = useLingui()
  const name = symbol ?? _(PART_STRINGS.selectToken)
  return (
    <button
      type="button"
      className={`token-button${symbol ? '' : ' token-button--empty'}`}
      aria-label={_({ ...PART_STRINGS.tokenButtonLabel, values: { label, symbol: name } })}
      disabled={disabled}
      onClick={onClick}
    >
      {symbol && logo}
      <span className="token-button__symbol">{symbol ? (displaySymbol ?? symbol) : name}</span>
      <ChevronDownIcon size={18} className="token-button__chevron" />
    </button>
  )
}
