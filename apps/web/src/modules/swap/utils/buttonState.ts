// spec 01 §5 "Swap button messages" (priority: 'Connect Wallet'; 'Select a token'; 'Enter an
// amount'; 'Enter a recipient' or 'Invalid recipient'; 'Insufficient {symbol} balance'), §5
// Wrap and Swap, §4 Approvals, §9 Price impact. One pure function from the form's facts to what
// the action area shows, so the priority order is tested in one place.
import type { MessageDescriptor } from '@lingui/core'
import type { ApprovalState } from '../../approvals'
import type { TradeState } from '../../quote'
import { SWAP_STRINGS as S } from '../strings'
import { PRICE_IMPACT_BLOCK_BPS, PRICE_IMPACT_WARN_BPS } from './priceImpact'
import type { WrapType } from './wrapType'

export type RecipientState = 'none' | 'loading' | 'valid' | 'unresolved' | 'invalid'

export interface SwapFacts {
  connected: boolean
  /** Autoconnect is still asking a wallet (after the first paint): not 'Connect Wallet' yet. */
  restoring: boolean
  unsupportedPair: boolean
  inputSymbol: string | undefined
  outputSymbol: string | undefined
  /** The typed amount parses to a positive raw amount. */
  hasAmount: boolean
  recipient: RecipientState
  /** The input balance is below the maximum the swap may take. */
  insufficientBalance: boolean
  tradeState: TradeState
  /** The quote's other side rounds to zero (e.g. 1e-18 ETH in): nothing would be swapped. */
  zeroAmount: boolean
  priceImpactBps: number | undefined
  expertMode: boolean
  approval: ApprovalState
  /** A permit signature for this trade is in hand. */
  signed: boolean
  /** An approval was sent in this session and is not confirmed yet (keeps the step visible). */
  approvalSubmitted: boolean
  wrapType: WrapType
  wrapInputError: MessageDescriptor | undefined
}

export interface ApproveButton {
  label: MessageDescriptor
  disabled: boolean
  pending: boolean
  done: boolean
}

export interface ActionState {
  /** The main button (translated where it is drawn). */
  label: MessageDescriptor
  disabled: boolean
  tone: 'primary' | 'error' | 'muted'
  action: 'connect' | 'swap' | 'wrap' | 'none'
  /** The approval step beside the swap button, when the input token needs one. */
  approve?: ApproveButton
}

function inputError(f: SwapFacts): MessageDescriptor | undefined {
  if (!f.connected) return S.connectWallet
  if (!f.inputSymbol || !f.outputSymbol) return S.selectToken
  if (!f.hasAmount) return S.enterAmount
  if (f.recipient === 'unresolved' || f.recipient === 'loading') return S.enterRecipient
  if (f.recipient === 'invalid') return S.invalidRecipient
  if (f.insufficientBalance) return { ...S.insufficientBalance, values: { symbol: f.inputSymbol } }
  return undefined
}

const muted = (label: MessageDescriptor): ActionState => ({
  label,
  disabled: true,
  tone: 'muted',
  action: 'none',
})

export function swapActionState(f: SwapFacts): ActionState {
  if (f.unsupportedPair) return muted(S.unsupportedAsset)
  if (!f.connected && f.restoring) return muted(S.reconnecting)
  if (!f.connected)
    return { label: S.connectWallet, disabled: false, tone: 'primary', action: 'connect' }

  if (f.wrapType !== 'NOT_APPLICABLE') {
    const label = f.wrapInputError ?? (f.wrapType === 'WRAP' ? S.wrap : S.unwrap)
    return f.wrapInputError
      ? muted(label)
      : { label, disabled: false, tone: 'primary', action: 'wrap' }
  }

  const error = inputError(f)
  if (error) return muted(error)
  if (f.tradeState === 'NO_ROUTE_FOUND') return muted(S.insufficientLiquidity)
  if (f.tradeState === 'LOADING' || f.tradeState === 'SYNCING' || f.tradeState === 'INVALID')
    return muted(f.tradeState === 'LOADING' ? S.fetchingPrice : S.swap)
  // issue 12 #12: a quote of 0 is no trade, whatever the router says.
  if (f.zeroAmount) return muted(S.insufficientLiquidity)

  const impact = f.priceImpactBps ?? 0
  const tooHigh = impact > PRICE_IMPACT_BLOCK_BPS && !f.expertMode
  const warn = impact > PRICE_IMPACT_WARN_BPS

  // §4 Approvals: the approval step shows until the approval (or permit signature) is done,
  // and stays visible, done, once this session submitted one.
  const approved = f.approval === 'APPROVED' || f.signed
  const showApprove =
    f.approval === 'NOT_APPROVED' || f.approval === 'PENDING' || (f.approvalSubmitted && approved)
  if (showApprove) {
    const symbol = f.inputSymbol ?? ''
    const approve: ApproveButton = {
      label:
        f.approval === 'PENDING'
          ? S.approving
          : approved
            ? { ...S.approved, values: { symbol } }
            : { ...S.approve, values: { symbol } },
      disabled: f.approval === 'PENDING' || approved,
      pending: f.approval === 'PENDING',
      done: approved,
    }
    return {
      label: tooHigh ? S.highPriceImpact : warn ? S.swapAnyway : S.swap,
      disabled: !approved || tooHigh,
      tone: warn ? 'error' : 'primary',
      action: 'swap',
      approve,
    }
  }
  // Why it is blocked is ImpactWarning's to say, above the button (issue 34 #6).
  if (tooHigh) return muted(S.priceImpactTooHigh)
  return {
    label: warn ? S.swapAnyway : S.swap,
    disabled: f.approval === 'UNKNOWN',
    tone: warn ? 'error' : 'primary',
    action: 'swap',
  }
}
