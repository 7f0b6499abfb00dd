import type { ReactNode } from 'react'
import { TokenButton } from '../../../ui'
import { shortenSymbol } from '../utils/tokenMetadata'

export interface CurrencySelectButtonProps {
  /** Names the field ('From', 'To'). */
  label: string
  symbol: string | undefined
  logo: ReactNode
  onClick: () => void
}

/**
 * The currency button of an amount field: the chosen token, or 'Select a token'. The design
 * system's TokenButton, whose styles load with the page (not with the picker's chunk).
 */
export function CurrencySelectButton({ label, symbol, logo, onClick }: CurrencySelectButtonProps) {
  return (
    <TokenButton
      label={label}
      symbol={symbol}
      displaySymbol={symbol && shortenSymbol(symbol)}
      logo={logo}
      onClick={onClick}
    />
  )
}
