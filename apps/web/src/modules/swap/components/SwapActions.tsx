import { useLingui } from '@lingui/react'
import { Spinner } from '../../../ui'
import { SWAP_STRINGS as S } from '../strings'
import type { ActionState } from '../utils/buttonState'

export interface SwapActionsProps {
  state: ActionState
  onConnect: () => void
  /** The Connect Wallet button is about to be pressed (pointer over, focus, press). */
  onConnectIntent?: () => void
  onApprove: () => void
  onSwap: () => void
  onWrap: () => void
}

/** The swap screen's buttons (spec 01 §2 Buttons, §5 Swap button messages). */
export function SwapActions({
  state,
  onConnect,
  onConnectIntent,
  onApprove,
  onSwap,
  onWrap,
}: SwapActionsProps) {
  const { _ } = useLingui()
  const onClick = state.action === 'connect' ? onConnect : state.action === 'wrap' ? onWrap : onSwap
  const button = (
    <button
      type="button"
      className={`swap-button swap-button--${state.tone}`}
      data-testid="swap-button"
      data-focus-return="swap-button"
      // aria-disabled, not disabled: the button stays focusable, so the focus can come back to it
      // when "Transaction Submitted" closes (the input is cleared then; issue 12 #3) and a
      // keyboard user still hears why it is off ('Enter an amount').
      aria-disabled={state.disabled}
      onClick={state.disabled ? undefined : onClick}
      {...(state.action === 'connect' && {
        onPointerEnter: onConnectIntent,
        onPointerDown: onConnectIntent,
        onFocus: onConnectIntent,
      })}
    >
      {_(state.label)}
    </button>
  )
  if (!state.approve) return <div className="swap-actions">{button}</div>
  const a = state.approve
  return (
    <div className="swap-actions swap-actions--split">
      <button
        type="button"
        className={`swap-button swap-button--${a.done ? 'done' : 'primary'}`}
        data-testid="swap-approve-button"
        disabled={a.disabled}
        onClick={onApprove}
      >
        {a.pending && <Spinner label={_(S.approving)} size={16} />}
        {_(a.label)}
      </button>
      {button}
    </div>
  )
}
