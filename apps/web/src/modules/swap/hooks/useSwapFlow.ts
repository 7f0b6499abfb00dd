// The swap screen's logic in one hook (spec 01 §4 Swap confirmation, §5 Swap button messages,
// Wrap, Swap): the form store, the derived trade, wrap, approval or permit, the send callback,
// the confirm dialog and the expert-mode impact checks, joined into what the view needs. The
// container only lays the parts out.
import { useCallback, useState } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useOpenModal } from '../../application'
import { useApproval, useApprovalState } from '../../approvals'
import { type SwapCurrency, useTransferFees } from '../../quote'
import { isNative, useBlockedTokens } from '../../tokens'
import { useExpertMode } from '../../user'
import { useWallet, useWalletRestoring } from '../../wallet'
import { useSwapStore, useSwapStoreApi } from '../state/swapStore'
import { buttonApproval, swapApprovalMode, tradeShape } from '../utils/approvalMode'
import { swapActionState } from '../utils/buttonState'
import { useDerivedSwap } from './useDerivedSwap'
import { useImpactConfirmation } from './useImpactConfirmation'
import { useSwapCallback } from './useSwapCallback'
import { useSwapConfirmation } from './useSwapConfirmation'
import { useWrapCallback } from './useWrapCallback'

export function useSwapFlow(chain: ChainInfo) {
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const restoring = useWalletRestoring()
  const connectWallet = useOpenModal('wallet')
  const expertMode = useExpertMode()
  const form = useSwapStore()
  const store = useSwapStoreApi()
  const blocked = useBlockedTokens(chain.id)
  const [approvalSubmitted, setApprovalSubmitted] = useState(false)
  const impact = useImpactConfirmation()

  const onChainCurrency = (c: SwapCurrency | null) => (c?.chainId === chain.id ? c : undefined)
  const wrap = useWrapCallback(
    chain,
    onChainCurrency(form.INPUT),
    onChainCurrency(form.OUTPUT),
    form.typedValue,
  )
  const wrapping = wrap.wrapType !== 'NOT_APPLICABLE'
  const derived = useDerivedSwap(chain, account, wrapping)
  const { trade } = derived

  const approval = useApproval({
    chain,
    currency: derived.input,
    amountRaw: derived.maximumIn,
    spender: chain.contracts?.swapRouter02,
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
  // spec 01 §4: the router follows which approvals are done (utils/approvalMode).
  const routerMode = trade
    ? swapApprovalMode(tradeShape(trade), { ...legacy, v2v3: approval.state })
    : undefined
  // Issue 18: a wallet with atomic batching (EIP-5792) approves inside the swap's own batch
  // (useApproval's batchApproval): no approval step, one wallet prompt for [approve, swap].
  // A legacy router's mode needs no approval at all; the batch approves SwapRouter02 only.
  const batchApproval = (routerMode ?? 'V2V3') === 'V2V3' ? approval.batchApproval : undefined
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
  const clearInput = useCallback(() => {
    const { independentField, typeInput } = store.getState()
    typeInput(independentField, '')
  }, [store])
  const confirm = useSwapConfirmation(trade, clearInput)

  const feeToken = useFeeOnTransferToken(chain, derived.input, derived.output)

  // spec 01 §5: a pair with a token on the unsupported list disables the screen.
  const unsupported = [derived.input, derived.output].filter(
    (c): c is SwapCurrency =>
      c !== undefined && !isNative(c) && blocked.has(c.address.toLowerCase()),
  )
  const unsupportedPair = unsupported.length > 0
  const action = swapActionState({
    connected: account !== undefined,
    restoring,
    unsupportedPair,
    inputSymbol: derived.input?.symbol,
    outputSymbol: derived.output?.symbol,
    hasAmount: derived.parsedAmount !== undefined,
    recipient: form.recipient === null ? 'none' : derived.recipient.state,
    insufficientBalance:
      derived.balances.input !== undefined &&
      derived.maximumIn !== undefined &&
      derived.balances.input < derived.maximumIn,
    tradeState: derived.tradeState,
    zeroAmount: trade !== undefined && (trade.inputAmount === 0n || trade.outputAmount === 0n),
    priceImpactBps: trade?.priceImpactBps,
    expertMode,
    approval: batchApproval
      ? 'APPROVED'
      : buttonApproval(routerMode, trade !== undefined, approval.state, legacy),
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
    if (!expertMode) return confirm.open(trade)
    // Expert mode goes straight through: no review step, the dialog shows the wallet step.
    const callback = swap.callback
    if (!callback) return
    impact.afterConfirmed(trade, () => {
      confirm.open(trade)
      void confirm.run(callback)
    })
  }
  const onApprove = () => {
    void approval.approve().then(
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

  // Issue 12 #14, issue 17: exact output with a fee-on-transfer token is refused (the engine
  // and the service quote it exact input only, so there is no quote); say why, and switch to
  // exact input for the user to type the amount to sell.
  const feeOnTransfer =
    form.independentField === 'OUTPUT' && feeToken
      ? { symbol: feeToken.symbol, useExactInput: () => form.typeInput('INPUT', '') }
      : undefined

  return {
    account,
    /** The pair's tokens on the unsupported list: while any, the screen is disabled. */
    unsupported,
    feeOnTransfer,
    form,
    derived,
    trade,
    wrapping,
    action,
    confirm,
    impact,
    /** Shown under the button when the swap cannot be sent (a failed gas estimate). */
    swapError: swap.error && action.action === 'swap' && !action.disabled ? swap.error : undefined,
    handlers: { onConnect: connectWallet, onApprove, onSwap, onWrap },
    send,
  }
}

export type SwapFlow = ReturnType<typeof useSwapFlow>

/** The side of the pair that takes a fee on transfer, if the chain can tell. */
function useFeeOnTransferToken(
  chain: ChainInfo,
  input: SwapCurrency | undefined,
  output: SwapCurrency | undefined,
): SwapCurrency | undefined {
  const [inputFee, outputFee] = useTransferFees(chain, input, output)
  if (inputFee !== undefined && inputFee > 0) return input
  if (outputFee !== undefined && outputFee > 0) return output
  return undefined
}
