// The swap screen's dialogs (spec 01 §2 confirm dialog, §4 Swap confirmation, §5 expert-mode
// impact confirm, §2 token warning). Each loads when it first opens (issue 5 bundle budget).
import { Suspense } from 'react'
import { useLocation } from 'wouter'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { lazyNamed } from '../../../ui'
import { useCloseModals, useModalOpen } from '../../application'
import type { SwapCurrency } from '../../quote'
import { useCustomTokensStore } from '../../tokens'
import { SwapDetails } from '../components/SwapDetails'
import type { SwapFlow } from '../hooks/useSwapFlow'
import { estimateNote, formatSummaryAmount as fmt, tradeDetails } from '../utils/display'

const SwapConfirmDialog = lazyNamed(() => import('./SwapConfirmDialog'), 'SwapConfirmDialog')
const TokenWarningModal = lazyNamed(
  () => import('../components/TokenWarningModal'),
  'TokenWarningModal',
)
const UnsupportedAssetsModal = lazyNamed(
  () => import('../components/UnsupportedAssetsModal'),
  'UnsupportedAssetsModal',
)
const ImpactConfirmModal = lazyNamed(
  () => import('../components/ImpactConfirmModal'),
  'ImpactConfirmModal',
)

export interface SwapDialogsProps {
  chain: ChainInfo
  flow: SwapFlow
  /** The URL's tokens on no active list (spec 01 §2 token warning). */
  unlisted: SwapCurrency[]
}

export function SwapDialogs({ chain, flow, unlisted }: SwapDialogsProps) {
  const [, navigate] = useLocation()
  const addToken = useCustomTokensStore((s) => s.addToken)
  const unsupportedOpen = useModalOpen('unsupportedAssets')
  const closeModals = useCloseModals()
  const { confirm, impact, derived: d } = flow
  const trade = confirm.tradeToConfirm
  return (
    <>
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
            onConfirm={flow.send}
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
      {unsupportedOpen && flow.unsupported.length > 0 && (
        <Suspense fallback={null}>
          <UnsupportedAssetsModal
            tokens={flow.unsupported.map((t) => ({
              ...t,
              explorerHref: explorerLink(chain, t.address, 'token'),
            }))}
            onDismiss={closeModals}
          />
        </Suspense>
      )}
      {unlisted.length > 0 && (
        <Suspense fallback={null}>
          <TokenWarningModal
            tokens={unlisted.map((t) => ({
              ...t,
              explorerHref: explorerLink(chain, t.address, 'token'),
            }))}
            onImport={() => {
              for (const t of unlisted) addToken(t)
            }}
            onCancel={() => navigate('/swap')}
          />
        </Suspense>
      )}
    </>
  )
}
