// Issue 32: the add's preview — the exact amounts the chain will move (the pool manager's
// rounding, kept to the wei on each row's data-raw), the liquidity minted, the range and the
// price in one unit, the slippage the maxima allow, and whether the pool is created with it.
import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../../lib/format'
import { Button, Modal, TokenAmountRows } from '../../../../ui'
import { LiquidityFigure, rangeBoundsText } from '../../../liquidity'
import { isNative } from '../../../tokens'
import { V4_POSITION_STRINGS as V4 } from '../../strings'
import type { V4AddFlow } from '../hooks/useV4AddFlow'
import { ADD_V4_STRINGS as S } from '../strings'

export interface V4AddPreviewProps {
  flow: V4AddFlow
  isOpen: boolean
  onDismiss: () => void
  onAdd: () => void
}

export function V4AddPreview({ flow, isOpen, onDismiss, onAdd }: V4AddPreviewProps) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const { derived, viewPrice: price, viewCurrencies: pair, chain } = flow
  const { currencies, view, deposit, range, key } = derived
  if (!currencies || !view || !pair || !deposit || !range || !key || !price) return null
  // The range and the price in the unit the form shows (the rate toggle's, #7990).
  const texts = rangeBoundsText(range, { ...view, fee: { tickSpacing: key.tickSpacing } })
  const unit = _({ ...S.pricePer, values: { quote: pair[1].symbol, base: pair[0].symbol } })
  const row = (i: 0 | 1) => {
    const c = currencies[i]
    const raw = i === 0 ? deposit.amount0 : deposit.amount1
    return {
      symbol: c.symbol,
      seed: c.address,
      srcs: isNative(c) ? [chain.logoUrl] : [],
      raw,
      text: fmt.tokenAmount(raw, c.decimals, 6),
      testId: `v4-preview-amount${i}`,
    }
  }
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={_(S.title)}>
      <div className="v4-add__preview" data-testid="v4-add-preview">
        <TokenAmountRows boxed rows={[row(0), row(1)]} />
        <dl className="v4-add__dl">
          <LiquidityFigure liquidity={deposit.liquidity} testId="v4-preview-liquidity" />
          <dt>{_(S.range)}</dt>
          <dd data-testid="v4-preview-range">
            {fmt.decimal(texts.min)} – {fmt.decimal(texts.max)} {unit}
          </dd>
          <dt>{_(derived.status === 'new' ? S.startingPrice : S.currentPrice)}</dt>
          <dd>
            {fmt.decimal(price.toSignificant(6))} {unit}
          </dd>
          <dt>{_(S.slippage)}</dt>
          <dd>{fmt.bpsPercent(flow.slippageBps)}</dd>
        </dl>
        {derived.status === 'new' && <p className="v4-add__note">{_(S.createsPool)}</p>}
        <Button block size="large" onClick={onAdd} testId="v4-add-confirm">
          {_(V4.add)}
        </Button>
      </div>
    </Modal>
  )
}
