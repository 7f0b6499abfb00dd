import { TokenLogo as LogoImage } from '../../../ui'
import { identicon } from './identicon'

export interface TokenLogoProps {
  address: string
  symbol: string
  /** Candidate URLs in order (tokenLogoUrls); each failure moves to the next. */
  urls: readonly string[]
  size?: number
}

/**
 * A token logo: the design system's TokenLogo over each URL in turn, then a generated identicon
 * for the address; never a broken image. Failures count per address: a reused element (a
 * virtualized row showing another token after a search) starts again from its first URL.
 */
export function TokenLogo({ address, symbol, urls, size = 24 }: TokenLogoProps) {
  return (
    <LogoImage
      srcs={urls}
      symbol={symbol}
      size={size}
      resetKey={address}
      fallback={<Identicon address={address} symbol={symbol} size={size} />}
    />
  )
}

function Identicon({ address, symbol, size }: { address: string; symbol: string; size: number }) {
  const { hue, cells } = identicon(address)
  const unit = size / 5
  return (
    <svg
      className="token-logo"
      role="img"
      aria-label={`${symbol} logo`}
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
