import { identicon, identiconSeed } from './identicon'

export interface IdenticonProps {
  /** 40 hex digits (an address); without it `text` is hashed into a seed. */
  seed: string | undefined
  text: string
  size: number
  label: string
}

/** The drawn logo fallback: a mirrored 5×5 identicon on a round tile (spec 01 §9). */
export function Identicon({ seed, text, size, label }: IdenticonProps) {
  const { hue, cells } = identicon(seed ?? identiconSeed(text))
  return (
    <svg
      className="token-logo"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 5 5"
      data-testid="token-identicon"
    >
      <rect width="5" height="5" rx="2.5" fill={`hsl(${hue} 40% 90%)`} />
      {cells.map((on, i) => {
        if (!on) return null
        const col = Math.floor(i / 5)
        const row = i % 5
        // Mirrored: the left columns repeat on the right, the middle one once.
        return (col === 2 ? [2] : [col, 4 - col]).map((c) => (
          <rect
            key={`${c}-${row}`}
            x={c}
            y={row}
            width="1"
            height="1"
            fill={`hsl(${hue} 60% 45%)`}
          />
        ))
      })}
    </svg>
  )
}
