import type { CSSProperties } from 'react'
import { TokenLogo, type TokenLogoProps } from './TokenLogo'

export interface DoubleTokenLogoProps {
  /** The pair, first drawn in front at the inline start. */
  tokens: readonly [Omit<TokenLogoProps, 'size'>, Omit<TokenLogoProps, 'size'>]
  size?: number
}

/** Two token logos overlapping (pool and position rows). */
export function DoubleTokenLogo({ tokens, size = 24 }: DoubleTokenLogoProps) {
  const [a, b] = tokens
  return (
    <span
      className="double-token-logo"
      style={{ height: size, '--double-logo-size': `${size}px` } as CSSProperties}
    >
      <TokenLogo {...a} size={size} />
      <TokenLogo {...b} size={size} />
    </span>
  )
}
