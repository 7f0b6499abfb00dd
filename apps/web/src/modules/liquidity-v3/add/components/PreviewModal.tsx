// spec 02 §2 "a preview modal with an Add button": the position summary (pair, fee, badge,
// range, the amounts the position manager will take — to 6 significant digits (spec 02 §9), the
// exact figure on hover or focus — the liquidity explained, and the current price) and the
// slippage the add uses (spec 02 §9, shown in the review).
import { useLingui } from '@lingui/react'
import { useRef } from 'react'
import { Button, Modal, PositionBadge, type PositionStatus, RoundedAmount } from '../../../../ui'
import { LiquidityFigure } from '../../../liquidity'
import { ADD_STRINGS as S } from '../strings'

export interface PreviewSummary {
  symbolA: string
  symbolB: string
  decimalsA: number
  decimalsB: number
  feePercent: string
  status: PositionStatus
  minPrice: string
  maxPrice: string
  currentPrice: string
  /** quote per base */
  unit: string
  amountA: bigint
  amountB: bigint
  /** The liquidity the position manager will mint for these amounts. */
  liquidity: bigint
  slippagePercent: string
}

export interface PreviewModalProps {
  isOpen: boolean
  onDismiss: () => void
  onAdd: () => void
  summary: PreviewSummary
  title: string
}

export function PreviewModal({ isOpen, onDismiss, onAdd, summary: s, title }: PreviewModalProps) {
  // The content takes the focus, not its first rounded figure (whose tooltip focus would open).
  const start = useRef<HTMLDivElement>(null)
  const { _ } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={title} initialFocusRef={start}>
      <div className="v3-add__preview" data-testid="add-preview" ref={start} tabIndex={-1}>
        <div className="v3-add__preview-head">
          <strong>
            {s.symbolA} / {s.symbolB}
          </strong>
          <PositionBadge status={s.status} testId="preview-badge" />
        </div>
        <dl className="v3-add__dl">
          <dt>{s.symbolA}</dt>
          <dd>
            <RoundedAmount raw={s.amountA} decimals={s.decimalsA} testId="preview-amount-a" />
          </dd>
          <dt>{s.symbolB}</dt>
          <dd>
            <RoundedAmount raw={s.amountB} decimals={s.decimalsB} testId="preview-amount-b" />
          </dd>
          <dt>{_(S.feeTierLabel)}</dt>
          <dd data-testid="preview-fee">{s.feePercent}</dd>
          <dt>{_(S.minPriceShort)}</dt>
          <dd data-testid="preview-min">
            {s.minPrice} <span className="v3-add__muted">{s.unit}</span>
          </dd>
          <dt>{_(S.maxPriceShort)}</dt>
          <dd data-testid="preview-max">
            {s.maxPrice} <span className="v3-add__muted">{s.unit}</span>
          </dd>
          <dt>{_(S.currentPrice)}</dt>
          <dd data-testid="preview-price">
            {s.currentPrice} <span className="v3-add__muted">{s.unit}</span>
          </dd>
          <LiquidityFigure liquidity={s.liquidity} testId="preview-liquidity" />
          <dt>{_(S.slippage)}</dt>
          <dd data-testid="preview-slippage">{s.slippagePercent}</dd>
        </dl>
        <Button block size="large" onClick={onAdd} testId="preview-add">
          {_(S.add)}
        </Button>
      </div>
    </Modal>
  )
}
