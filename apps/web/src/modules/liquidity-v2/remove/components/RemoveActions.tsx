// The foot of the v2 remove form: the native/wrapped switch (spec 02 §2), both prices, and the
// Approve and main buttons as utils/removeButton decides them (spec 02 §5 Removal).
import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import { Button } from '../../../../ui'
import { REMOVE_V2_STRINGS as S } from '../strings'
import type { RemoveV2Buttons } from '../utils/removeButton'
import type { WrapLink } from '../utils/wrapLink'

const MAIN_TEXT = {
  connectWallet: S.connectWallet,
  enterPercent: S.enterPercent,
  enterAmount: S.enterAmount,
  remove: S.remove,
} as const

const APPROVE_TEXT = { approve: S.approve, approving: S.approving, approved: S.approved } as const

export interface RemoveActionsProps {
  wrapLink: WrapLink | null
  /** Each side's price in the other. */
  prices: readonly [string, string]
  buttons: RemoveV2Buttons
  onApprove: () => void
  onConnect: () => void
  /** Opens the confirm dialog. */
  onReview: () => void
}

export function RemoveActions({ wrapLink, prices, buttons, ...p }: RemoveActionsProps) {
  const { _ } = useLingui()
  const connect = buttons.main === 'connectWallet'
  return (
    <>
      {wrapLink && (
        <Link to={wrapLink.to} className="v2-remove__wrap" data-testid="v2-remove-wrap-link">
          {_({ ...S.receiveWrapped, values: { symbol: wrapLink.symbol } })}
        </Link>
      )}
      <div className="v2-remove__prices">
        <span className="v2-remove__label">{_(S.price)}</span>
        <span>{prices[0]}</span>
        <span>{prices[1]}</span>
      </div>
      <div className="v2-remove__actions">
        {buttons.approve !== 'hidden' && (
          <Button
            block
            size="large"
            variant={buttons.approve === 'approved' ? 'secondary' : 'primary'}
            disabled={buttons.approve !== 'approve'}
            loading={buttons.approve === 'approving'}
            onClick={p.onApprove}
            testId="v2-remove-approve"
          >
            {_(APPROVE_TEXT[buttons.approve])}
          </Button>
        )}
        <Button
          block
          size="large"
          disabled={connect ? false : !buttons.removeEnabled}
          onClick={connect ? p.onConnect : p.onReview}
          testId="v2-remove-button"
        >
          {_(MAIN_TEXT[buttons.main])}
        </Button>
      </div>
    </>
  )
}
