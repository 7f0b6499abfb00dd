import { useLingui } from '@lingui/react'
import { type ReactNode, useState } from 'react'
import { PART_STRINGS } from '../partStrings'
import './TokenLogo.css'

export interface TokenLogoProps {
  /** Candidate image URLs in order; each failure moves to the next. */
  srcs: readonly string[]
  symbol: string
  size?: number
  /**
   * What identifies the token (its address): when it changes the failures are forgotten and the
   * first URL is tried again (a reused list row showing another token). Default: the URL list.
   */
  resetKey?: string
  /** Drawn when no URL loads; default a coin in a colour from the symbol with its first letter. */
  fallback?: ReactNode
}

/** A token logo that never shows a broken image (pure: the URLs come from the caller). */
export function TokenLogo({ srcs, symbol, size = 24, resetKey, fallback }: TokenLogoProps) {
  const { _ } = useLingui()
  const key = resetKey ?? srcs.join('\n')
  const [state, setState] = useState({ key, failed: 0 })
  const failed = state.key === key ? state.failed : 0
  const src = srcs[failed]
  const alt = _({ ...PART_STRINGS.tokenLogo, values: { symbol } })
  if (src !== undefined)
    return (
      <img
        className="token-logo"
        src={src}
        alt={alt}
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setState({ key, failed: failed + 1 })}
      />
    )
  return fallback ?? <DrawnLogo symbol={symbol} size={size} label={alt} />
}

/** A hue (0–359) from a symbol: the same symbol always gets the same colour. */
function hueOf(symbol: string): number {
  let h = 0
  for (const c of symbol) h = (h * 31 + (c.codePointAt(0) ?? 0)) % 360
  return h
}

function DrawnLogo({ symbol, size, label }: { symbol: string; size: number; label: string }) {
  const hue = hueOf(symbol)
  const letter = [...symbol][0]?.toUpperCase() ?? '?'
  return (
    <svg
      className="token-logo"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      data-testid="token-logo-drawn"
    >
      <circle cx="12" cy="12" r="12" fill={`hsl(${hue} 55% 42%)`} />
      <circle cx="12" cy="12" r="9" fill="none" stroke="hsl(0 0% 100% / 35%)" strokeWidth="1.2" />
      <text
        x="12"
        y="12"
        dy="0.35em"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {letter}
      </text>
    </svg>
  )
}

export interface DoubleTokenLogoProps {
  /** The pair, first drawn in front at the inline start. */
  tokens: readonly [Omit<TokenLogoProps, 'size'>, Omit<TokenLogoProps, 'size'>]
  size?: number
}

/** Two token logos overlapping (pool and position rows). */
export function DoubleTokenLogo({ tokens, size = 24 }: DoubleTokenLogoProps) {
  const [a, b] = tokens
  return (
    <span className="double-token-logo" style={{ height: size }}>
      <TokenLogo {...a} size={size} />
      <TokenLogo {...b} size={size} />
    </span>
  )
}
