// spec 02 §2 v2 add "A confirm dialog titled Create Pool & Supply or Confirm Supply": the liquidity
// tokens the pair will mint (exact: utils/deriveV2Mint.ts), the deposits, the rates, the share of
// the pool and the slippage the minimums use (0.50 %, 50 % to create: spec 02 §9). Amounts to
// spec 02 §9's 6 significant digits, the exact figure on hover or focus (issue 34 #3), and every
// figure in the language's style (issue 34 #4).
import { useLingui } from '@lingui/react'
import { useRef } from 'react'
import { Button, Modal, RoundedAmount } from '../../../../ui'
import { ADD_V2_STRINGS as S } from '../strings'

export interface SupplySummary {
  noLiquidity: boolean
  symbolA: string
  symbolB: string
  decimalsA: number
  decimalsB: number
  amountA: bigint
  amountB: bigint
  liquidityMinted: bigint
  /** '1 A = x B' and the inverse, 6 significant digits, localized. */
  priceBA: string
  priceAB: string
  /** Localized percents. */
  share: string
  slippagePercent: string
}

export interface ConfirmSupplyModalProps {
  isOpen: boolean
  onDismiss: () => void
  onConfirm: () => void
  summary: SupplySummary
}

export function ConfirmSupplyModal({
  isOpen,
  onDismiss,
  onConfirm,
  summary: s,
}: ConfirmSupplyModalProps) {
  const { _ } = useLingui()
  const title = _(s.noLiquidity ? S.createPoolAndSupply : S.confirmSupply)
  // The dialog's content takes the focus, not its first rounded figure: focused, that would open
  // its exact-figure tooltip at once, and the first Escape would close the tooltip, not the dialog.
  const start = useRef<HTMLDivElement>(null)
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={title} initialFocusRef={start}>
      <div className="v2-add__confirm" data-testid="v2-confirm" ref={start} tabIndex={-1}>
        <div className="v2-add__receive">
          <span className="v2-add__muted">{_(S.youWillReceive)}</span>
          <strong className="v2-add__receive-amount">
            <RoundedAmount raw={s.liquidityMinted} decimals={18} testId="v2-confirm-liquidity" />
          </strong>
          <span>{_({ ...S.poolTokens, values: { symbolA: s.symbolA, symbolB: s.symbolB } })}</span>
        </div>
        {!s.noLiquidity && (
          <p className="v2-add__muted v2-add__note">
            {_({ ...S.estimateNote, values: { slippage: s.slippagePercent } })}
          </p>
        )}
        <dl className="v2-add__dl">
          <dt>{_({ ...S.deposited, values: { symbol: s.symbolA } })}</dt>
          <dd>
            <RoundedAmount raw={s.amountA} decimals={s.decimalsA} testId="v2-confirm-amount-a" />
          </dd>
          <dt>{_({ ...S.deposited, values: { symbol: s.symbolB } })}</dt>
          <dd>
            <RoundedAmount raw={s.amountB} decimals={s.decimalsB} testId="v2-confirm-amount-b" />
          </dd>
          <dt>{_(S.rates)}</dt>
          <dd data-testid="v2-confirm-rates">
            <span>
              1 {s.symbolA} = {s.priceBA} {s.symbolB}
            </span>
            <br />
            <span>
              1 {s.symbolB} = {s.priceAB} {s.symbolA}
            </span>
          </dd>
          <dt>{_(S.shareOfPool)}</dt>
          <dd data-testid="v2-confirm-share">{s.share}</dd>
          <dt>{_(S.slippage)}</dt>
          <dd data-testid="v2-confirm-slippage">{s.slippagePercent}</dd>
        </dl>
        <Button block size="large" onClick={onConfirm} testId="v2-confirm-supply">
          {title}
        </Button>
      </div>
    </Modal>
  )
}
