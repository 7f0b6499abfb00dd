// A v4 position's price range and the pool's price (spec 02 §2 Position detail's range card, the
// core's PriceRangeCard), on the pool's own tick spacing, in either direction.
import { Price, Token } from '@uniswap/sdk-core'
import { useState } from 'react'
import { useFormatAmount } from '../../../../lib/format'
import { isFullRange, isInvertedView, PriceRangeCard, rangeBoundsText } from '../../../liquidity'
import type { V4Currency, V4PositionView } from '../hooks/useV4Position'

const Q192 = 1n << 192n

export function V4PositionRange({ view }: { view: V4PositionView }) {
  const [inverted, setInverted] = useState(false)
  const { decimal } = useFormatAmount()
  const { position, price, status } = view
  const sdk = (c: V4Currency) => new Token(view.chain.id, c.address, c.decimals, c.symbol)
  const [c0, c1] = [view.currency0, view.currency1]
  const [base, quote] = inverted ? [sdk(c1), sdk(c0)] : [sdk(c0), sdk(c1)]
  const grid = { tickSpacing: position.poolKey.tickSpacing }
  const bounds = rangeBoundsText(position, { base, quote, fee: grid })
  // The pool's price exactly (sqrtPriceX96²/2¹⁹² of currency1 per currency0), not its tick's.
  const squared = (price.sqrtPriceX96 * price.sqrtPriceX96).toString()
  const current = isInvertedView({ base, quote })
    ? new Price(base, quote, squared, Q192.toString())
    : new Price(base, quote, Q192.toString(), squared)
  // Below the range the position is all currency0; above it all currency1.
  const allIn =
    status === 'outOfRange' ? (price.tick < position.tickLower ? c0.symbol : c1.symbol) : undefined
  return (
    <PriceRangeCard
      min={decimal(bounds.min)}
      max={decimal(bounds.max)}
      current={decimal(current.toSignificant(6))}
      fullRange={isFullRange(position, grid)}
      base={base.symbol ?? ''}
      quote={quote.symbol ?? ''}
      onInvert={() => setInverted((v) => !v)}
      allIn={allIn}
    />
  )
}
