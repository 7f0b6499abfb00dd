import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { PICKER_STRINGS } from '../strings'
import { identicon } from './identicon'

export interface TokenLogoProps {
  address: string
  symbol: string
  /** Candidate URLs in order (tokenLogoUrls); each failure moves to the next. */
  urls: readonly string[]
  size?: number
}

/** A token logo: each URL in turn, then a generated identicon; never a broken image. */
export function TokenLogo({ address, symbol, urls, size = 24 }: TokenLogoProps) {
  const { _ } = useLingui()
  // Failures count per token: a reused element (a virtualized row showing another token after a
  // search) starts again from the new token's first URL.
  const [state, setState] = useState({ address, failed: 0 })
  const failed = state.address === address ? state.failed : 0
  const setFailed = (next: (n: number) => number) =>
    setState((s) => ({ address, failed: next(s.address === address ? s.failed : 0) }))
  const url = urls[failed]
  const alt = _({ ...PICKER_STRINGS.logoAlt, values: { symbol } })
  if (url !== undefined)
    return (
      <img
        className="token-logo"
        src={url}
        alt={alt}
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailed((n) => n + 1)}
      />
    )
  const { hue, cells } = identicon(address)
  const unit = size / 5
  return (
    <svg
      className="token-logo"
      role="img"
      aria-label={alt}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      data-testid="token-identicon"
    >
      <rect width={size} height={size} rx={size / 2} fill={`hsl(${hue} 40% 90%)`} />
      {cells.map((on, i) => {
        if (!on) return null
        const col = Math.floor(i / 5)
        const row = i % 5
        const cols = col === 2 ? [2] : [col, 4 - col]
        return cols.map((c) => (
          <rect
            key={`${c}-${row}`}
            x={c * unit}
            y={row * unit}
            width={unit}
            height={unit}
            fill={`hsl(${hue} 60% 45%)`}
          />
        ))
      })}
    </svg>
  )
}
