import { TokenLogo } from '../../../../ui'

/** A panel's token, logo and symbol (Detailed mode: it is fixed by the pair, not a picker). */
export function TokenSlot({
  symbol,
  seed,
  srcs = [],
}: {
  symbol: string
  seed: string
  srcs?: readonly string[]
}) {
  return (
    <span className="v2-remove__token">
      <TokenLogo srcs={srcs} symbol={symbol} seed={seed} size={24} />
      <span>{symbol}</span>
    </span>
  )
}
