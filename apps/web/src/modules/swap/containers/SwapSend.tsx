// The swap form's send half (spec 01 §2 Buttons, §4 Approvals, Swap confirmation, §5): approval,
// permit and wrap, the gas-estimate error, the confirm dialog and the expert-mode impact
// confirmation. SwapForm mounts it once an account is connected; its chunk holds approvals, the
// router calls and the transactions module's send path. The buttons stay SwapForm's, where they
// are in the tree from the first paint (the focus stays on them across connecting): this part
// reports what they show and do (`onState`), and draws only its dialogs.
import { Suspense, useLayoutEffect, useMemo, useRef } from 'react'
import { createPortal } from 'react-dom'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { useFormatAmount } from '../../../lib/format'
import { lazyNamed } from '../../../ui'
import { ApprovalPromptDialog } from '../../approvals'
import { usePairSafety } from '../../tokens'
import { useSimulationPreview } from '../../transactions'
import { SwapDetails } from '../components/SwapDetails'
import { useRecipientWarning } from '../hooks/useRecipientWarning'
import type { SwapFlow } from '../hooks/useSwapFlow'
import { useSwapSend } from '../hooks/useSwapSend'
import type { ActionState } from '../utils/buttonState'
import { formatSummaryAmount as fmt } from '../utils/display'
import { fiatShortfall } from '../utils/fiatRule'
import { type FeeBasis, withRouterGas } from '../utils/networkFee'
import { estimateNote, tradeDetails } from '../utils/tradeDetails'

const SwapConfirmDialog = lazyNamed(() => import('./SwapConfirmDialog'), 'SwapConfirmDialog')
const ImpactConfirmModal = lazyNamed(
  () => import('../components/ImpactConfirmModal'),
  'ImpactConfirmModal',
)

/** What the form's buttons show and do once the send half is there. */
export interface SwapSendState {
  action: ActionState
  /** Shown under the button when the swap cannot be sent (a failed gas estimate). */
  swapError: string | undefined
  handlers: { onApprove: () => void; onSwap: () => void; onWrap: () => void }
  /** Issue 31: how the swap will be sent, which the network fee shown depends on. */
  feeBasis: FeeBasis | undefined
}

export function SwapSend({
  chain,
  flow,
  onState,
  safetySlot,
}: {
  chain: ChainInfo
  flow: SwapFlow
  onState: (state: SwapSendState | undefined) => void
  /** Where the token-safety notices go (above the buttons; this part renders below them). */
  safetySlot: HTMLElement | null
}) {
  const send = useSwapSend(chain, flow)
  const format = useFormatAmount()
  const { confirm, impact } = send
  const d = flow.derived
  const trade = confirm.tradeToConfirm
  const simulation = useSimulationPreview(
    confirm.attemptingTxn ? confirm.simulationSince : undefined,
  )
  // The handlers close over this render's trade and callbacks: stable functions that call the
  // latest ones, so reporting them does not re-render the form on every render of this part.
  const latest = useRef(send.handlers)
  latest.current = send.handlers
  const handlers = useMemo(
    () => ({
      onApprove: () => latest.current.onApprove(),
      onSwap: () => latest.current.onSwap(),
      onWrap: () => latest.current.onWrap(),
    }),
    [],
  )
  const recipientWarning = useRecipientWarning(chain, flow.account, d.recipient.address)
  // Issue 35: a risky token of the pair holds the swap until it is acknowledged.
  const safety = usePairSafety(chain, [d.input, d.output])
  const action =
    safety.held && send.action.action === 'swap' ? { ...send.action, disabled: true } : send.action
  const { swapError, feeBasis } = send
  // The action is a plain description (labels are message descriptors): reported when it changes,
  // before the browser paints, so the button never shows the previous state for a frame.
  // Issue 33: the basis's L1 fee gas is a bigint, which JSON holds only as a string.
  const reported = JSON.stringify([action, swapError, feeBasis], (_, v) =>
    typeof v === 'bigint' ? v.toString() : v,
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reported` stands for action, swapError and feeBasis
  useLayoutEffect(
    () => onState({ action, swapError, handlers, feeBasis }),
    [reported, handlers, onState],
  )
  useLayoutEffect(() => () => onState(undefined), [onState])
  return (
    <>
      {safetySlot && !flow.wrapping && createPortal(safety.notices, safetySlot)}
      {trade && confirm.showConfirm && (
        <Suspense fallback={null}>
          <SwapConfirmDialog
            chain={chain}
            outputCurrency={trade.outputCurrency}
            isOpen
            onDismiss={confirm.dismiss}
            input={{
              amount: fmt(trade.inputAmount, trade.inputCurrency, format),
              symbol: trade.inputCurrency.symbol,
              raw: trade.inputAmount,
              decimals: trade.inputCurrency.decimals,
            }}
            output={{
              amount: fmt(trade.outputAmount, trade.outputCurrency, format),
              symbol: trade.outputCurrency.symbol,
              raw: trade.outputAmount,
              decimals: trade.outputCurrency.decimals,
            }}
            estimateNote={estimateNote(trade, d.allowedSlippageBps, format)}
            recipient={d.recipient.address}
            recipientWarning={recipientWarning}
            fiatShortfall={fiatShortfall(d.usd)}
            details={
              <SwapDetails
                {...tradeDetails(
                  feeBasis ? withRouterGas(trade, feeBasis) : trade,
                  d.allowedSlippageBps,
                  format,
                )}
              />
            }
            priceUpdated={confirm.priceUpdated}
            onAccept={confirm.accept}
            onConfirm={send.send}
            attempting={confirm.attemptingTxn}
            txHash={confirm.txHash}
            explorerHref={confirm.txHash && explorerLink(chain, confirm.txHash, 'transaction')}
            errorMessage={confirm.swapErrorMessage}
            simulation={simulation}
          />
        </Suspense>
      )}
      {send.approvalPrompt.prompt && (
        <ApprovalPromptDialog
          prompt={send.approvalPrompt.prompt}
          onDismiss={send.approvalPrompt.dismiss}
        />
      )}
      {impact.pending && (
        <Suspense fallback={null}>
          <ImpactConfirmModal
            {...impact.pending}
            onDismiss={impact.cancel}
            onConfirm={impact.confirm}
          />
        </Suspense>
      )}
    </>
  )
}
