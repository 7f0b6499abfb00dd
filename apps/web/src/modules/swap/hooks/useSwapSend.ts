// The swap screen's send half (spec 01 §4 Approvals, Swap confirmation, §5 Swap button
// messages, Wrap, Swap): approval or permit, the router call, wrap, the confirm dialog and the
// expert-mode impact checks, on top of the form half (useSwapFlow). Used by containers/SwapSend,
// which mounts once an account is connected.
import { useState } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useApproval, useApprovalPrompt, useApprovalState } from '../../approvals'
import { useSwapStoreApi } from '../state/swapStore'
import { buttonApproval, swapApprovalMode, tradeShape } from '../utils/approvalMode'
import { swapActionState } from '../utils/buttonState'
import { useFeeBasis } from './useFeeBasis'
import { useImpactConfirmation } from './useImpactConfirmation'
import { useSwapCallback } from './useSwapCallback'
import { useSwapConfirmation } from './useSwapConfirmation'
import type { SwapFlow } from './useSwapFlow'
import { useWrapCallback } from './useWrapCallback'

export function useSwapSend(chain: ChainInfo, flow: SwapFlow) {
  const { form, derived, trade, clearInput } = flow
  const store = useSwapStoreApi()
  const [approvalSubmitted, setApprovalSubmitted] = useState(false)
  const impact = useImpactConfirmation()
  const wrap = useWrapCallback(chain, derived.input, derived.output, form.typedValue)

  const swapRouter02 = useApproval({
    chain,
    currency: derived.input,
    amountRaw: derived.maximumIn,
    spender: chain.contracts?.swapRouter02,
  })
  // Issue 31: where the chain has the Universal Router, the input token is approved to Permit2
  // (once; Permit2 cannot take an EIP-2612 permit), and the router's own allowance is a Permit2
  // signature at send time (useSwapCallback).
  const v4 = chain.contracts?.v4
  const permit2 = useApproval({
    chain,
    currency: derived.input,
    amountRaw: derived.maximumIn,
    spender: v4?.permit2,
    permit: false,
  })
  const legacy = {
    v2: useApprovalState({
      chain,
      currency: derived.input,
      amountRaw: derived.maximumIn,
      spender: chain.contracts?.v2Router02,
    }),
    v3: useApprovalState({
      chain,
      currency: derived.input,
      amountRaw: derived.maximumIn,
      spender: chain.contracts?.v3SwapRouter,
    }),
  }
  const approvals = {
    ...legacy,
    v2v3: swapRouter02.state,
    permit2: v4 ? permit2.state : undefined,
  }
  // spec 01 §4: the router follows which approvals are done (utils/approvalMode).
  const routerMode = trade ? swapApprovalMode(tradeShape(trade), approvals) : undefined
  // The approval the button gives: Permit2's in the Universal Router's mode.
  const approval = routerMode === 'UNIVERSAL' ? permit2 : swapRouter02
  // Issue 18: a wallet with atomic batching (EIP-5792) approves inside the swap's own batch
  // (useApproval's batchApproval): no approval step, one wallet prompt for [approve, swap].
  // A legacy router's mode needs no approval at all.
  const batchApproval =
    routerMode === 'UNIVERSAL' || (routerMode ?? 'V2V3') === 'V2V3'
      ? approval.batchApproval
      : undefined
  const swap = useSwapCallback({
    routerMode: routerMode ?? 'V2V3',
    trade,
    allowedSlippageBps: derived.allowedSlippageBps,
    recipient: form.recipient === null ? null : (derived.recipient.address ?? null),
    // A typed recipient that is not resolved yet never falls back to paying the sender.
    recipientState:
      derived.recipient.state === 'loading'
        ? 'loading'
        : derived.recipient.state === 'invalid' || derived.recipient.state === 'unresolved'
          ? 'invalid'
          : undefined,
    recipientLabel: form.recipient ?? undefined,
    signatureData: approval.signatureData,
    batchApproval,
  })
  const confirm = useSwapConfirmation(trade, clearInput)
  const feeBasis = useFeeBasis({
    chain,
    account: flow.account,
    trade,
    routerMode,
    maximumIn: derived.maximumIn,
    slippageBps: derived.allowedSlippageBps,
    recipient: form.recipient === null ? null : (derived.recipient.address ?? null),
  })

  const action = swapActionState({
    ...flow.facts,
    approval: batchApproval
      ? 'APPROVED'
      : buttonApproval(routerMode, trade !== undefined, approvals),
    signed: approval.signatureState === 'SIGNED',
    approvalSubmitted,
    wrapType: wrap.wrapType,
    wrapInputError: wrap.inputError,
  })

  /** The confirm dialog's Confirm: price-impact checks, then the wallet. */
  const send = () => {
    const callback = swap.callback
    if (!trade || !callback) return
    impact.afterConfirmed(trade, () => void confirm.run(callback))
  }
  const onSwap = () => {
    if (!trade) return
    if (!flow.facts.expertMode) return confirm.open(trade)
    // Expert mode goes straight through: no review step, the dialog shows the wallet step.
    const callback = swap.callback
    if (!callback) return
    impact.afterConfirmed(trade, () => {
      confirm.open(trade)
      void confirm.run(callback)
    })
  }
  // Issue 35: the approval's simulated outcome shows while the wallet is asked.
  const approvalPrompt = useApprovalPrompt()
  const onApprove = () => {
    void approvalPrompt.run(derived.input?.symbol ?? '', approval.approve).then(
      () => setApprovalSubmitted(true),
      () => undefined,
    )
  }
  const onWrap = () => {
    // Clears the amount once sent, unless the user already typed another one meanwhile.
    const sent = form.typedValue
    void wrap.execute?.().then(
      () => store.getState().typedValue === sent && clearInput(),
      () => undefined,
    )
  }

  return {
    action,
    confirm,
    impact,
    approvalPrompt,
    /** Shown under the button when the swap cannot be sent (a failed gas estimate). */
    swapError: swap.error && action.action === 'swap' && !action.disabled ? swap.error : undefined,
    handlers: { onConnect: flow.connectWallet, onApprove, onSwap, onWrap },
    /** Issue 31: the router and permit the network fee is charged for (utils/networkFee). */
    feeBasis,
    send,
  }
}
