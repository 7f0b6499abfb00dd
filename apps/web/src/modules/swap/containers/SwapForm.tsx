// The swap screen (spec 01 §2 Swap screen, §4, §5): lays out the parts; the logic is in
// hooks/useSwapFlow, the panels and dialogs in their own containers. One form store per mounted
// screen (lib/formStore).
import { useLingui } from '@lingui/react'
import { Suspense, useEffect, useState } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { lazyNamed, Skeleton, useIdlePrefetch } from '../../../ui'
import { useToggleModal } from '../../application'
import { useActiveChain } from '../../network'
import { SettingsMenu } from '../../settings'
import { sameCurrency } from '../../tokens'
import { preloadWallet } from '../../wallet'
import { QuoteAnnouncer } from '../components/QuoteAnnouncer'
import { SwapActions } from '../components/SwapActions'
import { useSwapFlow } from '../hooks/useSwapFlow'
import { useSwapUrlSync } from '../hooks/useSwapUrlSync'
import { SwapFormProvider } from '../state/swapStore'
import { SWAP_STRINGS as S } from '../strings'
import { impactNotice } from '../utils/priceImpact'
import { RecipientSection } from './RecipientSection'
import { SwapDialogs } from './SwapDialogs'
import { SwapPanels } from './SwapPanels'
import type { SwapSendState } from './SwapSend'
import '../swap.css'

// What shows only once a quote is in loads with the first quote, or when the browser is idle
// after the first paint, whichever comes first (issue 11 §1 budget: not in the initial JS).
const loadTradeInfo = () => import('./TradeInfo')
const TradeInfo = lazyNamed(loadTradeInfo, 'TradeInfo')
// Sending needs a wallet: its part (approvals, router calls, confirm dialog) loads once an
// account is connected, or while one is being restored.
const loadSwapSend = () => import('./SwapSend')
const SwapSend = lazyNamed(loadSwapSend, 'SwapSend')
// Loads only for a trade that moves the price more than 2 % (issue 34 #6).
const ImpactWarning = lazyNamed(() => import('../components/ImpactWarning'), 'ImpactWarning')
const FeeOnTransferWarning = lazyNamed(
  () => import('../components/FeeOnTransferWarning'),
  'FeeOnTransferWarning',
)

export function SwapForm() {
  const { _ } = useLingui()
  const chain = useActiveChain()
  if (!chain.contracts)
    return (
      <div className="swap card">
        <p>{_({ ...S.noContracts, values: { chain: chain.label } })}</p>
      </div>
    )
  return (
    <SwapFormProvider>
      <SwapFormOnChain chain={chain} />
    </SwapFormProvider>
  )
}

function SwapFormOnChain({ chain }: { chain: ChainInfo }) {
  const { _ } = useLingui()
  const { quoteUrl } = useRuntimeConfig()
  const { unlisted, notOnChain } = useSwapUrlSync(chain)
  // What the send half reports once loaded (an account is connected); until then the buttons
  // show the form's own state, disabled while connected (useSwapFlow `action`). Its fee basis
  // feeds auto slippage (issue 31: the fee shown), used only while an account is connected.
  const [sendState, setSendState] = useState<SwapSendState | undefined>(undefined)
  const flow = useSwapFlow(chain, sendState?.feeBasis)
  const { derived: d, trade } = flow
  const [detailsOpen, setDetailsOpen] = useState(false)
  const [safetySlot, setSafetySlot] = useState<HTMLElement | null>(null)
  const send = flow.account === undefined ? undefined : sendState
  const openUnsupported = useToggleModal('unsupportedAssets')
  useIdlePrefetch(loadTradeInfo)
  const restoring = flow.facts.restoring
  useEffect(() => {
    if (restoring) void loadSwapSend().catch(() => undefined)
  }, [restoring])
  // Issue 12 #5: once both tokens and an amount are set, the price row's space is held (a
  // skeleton of its height while the quote loads), so the quote arriving moves nothing.
  const unsupported = flow.unsupported.length > 0
  const quoting =
    !flow.wrapping &&
    !unsupported &&
    d.input !== undefined &&
    d.output !== undefined &&
    (d.parsedAmount ?? 0n) > 0n
  // Issue 34 #6: said above the button whether or not a wallet is connected (§9 thresholds).
  const impactKind =
    quoting && trade ? impactNotice(trade.priceImpactBps, flow.facts.expertMode) : undefined
  const impact = impactKind && trade && { kind: impactKind, bps: trade.priceImpactBps }
  const summarySkeleton = quoting && d.tradeState === 'LOADING' ? <TradeSummarySkeleton /> : null
  return (
    <div className="swap card">
      <header className="swap__header">
        <h1 className="swap__title">{_(S.title)}</h1>
        <SettingsMenu autoSlippageBps={d.autoSlippageBps} showRouterToggle={quoteUrl !== null} />
      </header>
      {notOnChain.map((address) => (
        // Issue 33: a link naming a token of another network says so, plainly.
        <p key={address} className="swap__notice" role="status" data-testid="swap-not-on-chain">
          {_({ ...S.tokenNotOnChain, values: { address, chain: chain.label } })}
        </p>
      ))}
      <SwapPanels flow={flow} />
      <RecipientSection
        chain={chain}
        lookup={d.recipient}
        canAdd={!flow.wrapping && !unsupported && flow.account !== undefined}
      />
      <Suspense fallback={<TradeSummarySkeleton />}>
        {quoting && trade ? (
          <TradeInfo
            trade={trade}
            slippageBps={d.allowedSlippageBps}
            inputUSD={d.usd.input}
            feeBasis={send?.feeBasis}
            open={detailsOpen}
            onToggle={() => setDetailsOpen((v) => !v)}
          />
        ) : (
          summarySkeleton
        )}
      </Suspense>
      <Suspense fallback={null}>
        {flow.feeOnTransfer && !unsupported && (
          <FeeOnTransferWarning
            symbol={flow.feeOnTransfer.symbol}
            onUseExactInput={flow.feeOnTransfer.useExactInput}
          />
        )}
      </Suspense>
      {impact && (
        <Suspense fallback={null}>
          <ImpactWarning impactBps={impact.bps} kind={impact.kind} />
        </Suspense>
      )}
      <div className="swap-safety" ref={setSafetySlot} />
      {chain.networkType === 'L2' && chain.bridge && (
        <a className="swap-bridge" href={chain.bridge} target="_blank" rel="noopener noreferrer">
          {_({ ...S.bridgeLink, values: { chain: chain.label } })}
        </a>
      )}
      <SwapActions
        state={send?.action ?? flow.action}
        onConnect={flow.connectWallet}
        onConnectIntent={preloadWallet}
        {...(send?.handlers ?? NOTHING_TO_SEND)}
      />
      {send?.swapError && (
        <p className="swap-warning" role="alert">
          {send.swapError}
        </p>
      )}
      {flow.account !== undefined && (
        <Suspense fallback={null}>
          <SwapSend chain={chain} flow={flow} onState={setSendState} safetySlot={safetySlot} />
        </Suspense>
      )}
      {unsupported && (
        <button
          type="button"
          className="swap-link-button swap-unsupported__link"
          data-testid="swap-unsupported-link"
          onClick={openUnsupported}
        >
          {_(S.unsupportedAssetsLink)}
        </button>
      )}
      <QuoteAnnouncer trade={flow.wrapping ? undefined : trade} />
      <SwapDialogs
        chain={chain}
        flow={flow}
        // A linked token on the unsupported list is not offered for import: the screen is
        // disabled and the Unsupported-assets modal says why instead (spec 01 §2, §5).
        unlisted={unlisted.filter((t) => !flow.unsupported.some((u) => sameCurrency(u, t)))}
      />
    </div>
  )
}

/** Without the send half the buttons only connect a wallet (or show why they are off). */
const NOTHING_TO_SEND = { onApprove: () => {}, onSwap: () => {}, onWrap: () => {} }

/** The price row's place while the first quote loads (same height: swap.css .swap-summary__row). */
function TradeSummarySkeleton() {
  return (
    <div className="swap-summary__row" data-testid="swap-summary-loading">
      <Skeleton width="55%" height={16} />
    </div>
  )
}
