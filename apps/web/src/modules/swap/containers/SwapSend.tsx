// The swap form's send part (spec 01 §2 Buttons, §4 Approvals, Swap confirmation, §5): the
// action buttons with approval, permit and wrap, the gas-estimate error, the confirm dialog and
// the expert-mode impact confirmation. SwapForm mounts it once an account is connected; its
// chunk holds approvals, the router calls and the transactions module's send path.
import { Suspense } from 'react'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { lazyNamed } from '../../../ui'
import { SwapActions } from '../components/SwapActions'
import { SwapDetails } from '../components/SwapDetails'
import type { SwapFlow } from '../hooks/useSwapFlow'
import { useSwapSend } from '../hooks/useSwapSend'
import { estimateNote, formatSummaryAmount as fmt, tradeDetails } from '../utils/display'

const SwapConfirmDialog = lazyNamed(() => import('./SwapConfirmDialog'), 'SwapConfirmDialog')
const ImpactConfirmModal = lazyNamed(
  () => import('../components/ImpactConfirmModal'),
  'ImpactConfirmModal',
)
const ImpactHelp = lazyNamed(() => import('../components/ImpactHelp'), 'ImpactHelp')

export function SwapSend({ chain, flow }: { chain: ChainInfo; flow: SwapFlow }) {
  const send = useSwapSend(chain, flow)
  const { confirm, impact } = send
  const d = flow.derived
  const trade = confirm.tradeToConfirm
  return (
    <>
      <SwapActions
        state={send.action}
        {...send.handlers}
        help={
          send.action.impactBlocked && flow.trade ? (
            <Suspense fallback={null}>
              <ImpactHelp impactBps={flow.trade.priceImpactBps} />
            </Suspense>
          ) : undefined
        }
      />
      {send.swapError && (
        <p className="swap-warning" role="alert">
          {send.swapError}
        </p>
      )}
      {trade && confirm.showConfirm && (
        <Suspense fallback={null}>
          <SwapConfirmDialog
            chainId={chain.id}
            outputCurrency={trade.outputCurrency}
            isOpen
            onDismiss={confirm.dismiss}
            input={{
              amount: fmt(trade.inputAmount, trade.inputCurrency),
              symbol: trade.inputCurrency.symbol,
            }}
            output={{
              amount: fmt(trade.outputAmount, trade.outputCurrency),
              symbol: trade.outputCurrency.symbol,
            }}
            estimateNote={estimateNote(trade, d.allowedSlippageBps)}
            recipient={d.recipient.address}
            details={<SwapDetails {...tradeDetails(trade, d.allowedSlippageBps)} />}
            priceUpdated={confirm.priceUpdated}
            onAccept={confirm.accept}
            onConfirm={send.send}
            attempting={confirm.attemptingTxn}
            txHash={confirm.txHash}
            explorerHref={confirm.txHash && explorerLink(chain, confirm.txHash, 'transaction')}
            errorMessage={confirm.swapErrorMessage}
          />
        </Suspense>
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
