// The swap screen (spec 01 §2 Swap screen, §4, §5): the container that joins the form store,
// quotes, balances, approvals, execution and the confirm dialog, and feeds pure components.
import { Suspense, useCallback, useState } from 'react'
import { useLocation } from 'wouter'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { formatMessage } from '../../../i18n'
import { formatTokenAmount } from '../../../lib/format'
import { lazyNamed } from '../../../ui'
import { useOpenModal } from '../../application'
import { useApproval } from '../../approvals'
import { useActiveChain } from '../../network'
import type { SwapCurrency } from '../../quote'
import { SettingsMenu } from '../../settings'
import { CurrencySelect, isNative, useBlockedTokens, useCustomTokensStore } from '../../tokens'
import { useExpertMode } from '../../user'
import { useWallet } from '../../wallet'
import { CurrencyInputPanel } from '../components/CurrencyInputPanel'
import { SwapActions } from '../components/SwapActions'
import { SwapDetails } from '../components/SwapDetails'
import { SwitchArrow } from '../components/SwitchArrow'
import { useDerivedSwap } from '../hooks/useDerivedSwap'
import { useImpactConfirmation } from '../hooks/useImpactConfirmation'
import { useSwapCallback } from '../hooks/useSwapCallback'
import { useSwapConfirmation } from '../hooks/useSwapConfirmation'
import { useSwapUrlSync } from '../hooks/useSwapUrlSync'
import { useWrapCallback } from '../hooks/useWrapCallback'
import { useSwapStore } from '../state/swapStore'
import { SWAP_STRINGS as S } from '../strings'
import { amountToInput } from '../utils/amountInput'
import { swapActionState } from '../utils/buttonState'
import {
  estimateNote,
  formatSummaryAmount as fmt,
  priceImpactView,
  tradeDetails,
} from '../utils/display'
import { formatFiat, maxAmountSpend, showMaxButton } from '../utils/trade'
import { RecipientSection } from './RecipientSection'
import { TradeInfo } from './TradeInfo'
import '../swap.css'

// Dialogs load when they first open (issue 5 bundle budget).
const ConfirmSwapModal = lazyNamed(
  () => import('../components/ConfirmSwapModal'),
  'ConfirmSwapModal',
)
const TokenWarningModal = lazyNamed(
  () => import('../components/TokenWarningModal'),
  'TokenWarningModal',
)
const ImpactConfirmModal = lazyNamed(
  () => import('../components/ImpactConfirmModal'),
  'ImpactConfirmModal',
)

const balanceText = (raw: bigint | undefined, c: SwapCurrency | undefined) =>
  raw !== undefined && c ? formatTokenAmount({ raw, decimals: c.decimals }) : undefined

export function SwapForm() {
  const chain = useActiveChain()
  if (!chain.contracts)
    return (
      <div className="swap card">
        <p>{formatMessage(S.noContracts, { chain: chain.label })}</p>
      </div>
    )
  return <SwapFormOnChain chain={chain} />
}

function SwapFormOnChain({ chain }: { chain: ChainInfo }) {
  const { quoteUrl } = useRuntimeConfig()
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const connectWallet = useOpenModal('wallet')
  const expertMode = useExpertMode()
  const [, navigate] = useLocation()
  const form = useSwapStore()
  const unlisted = useSwapUrlSync(chain)
  const addToken = useCustomTokensStore((s) => s.addToken)
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
  const d = useDerivedSwap(chain, account, wrapping)
  const { trade } = d

  const approval = useApproval({
    chain,
    currency: d.input,
    amountRaw: d.maximumIn,
    spender: chain.contracts?.swapRouter02,
  })
  const swap = useSwapCallback({
    trade,
    allowedSlippageBps: d.allowedSlippageBps,
    recipient: form.recipient === null ? null : (d.recipient.address ?? null),
    // A typed recipient that is not resolved yet never falls back to paying the sender.
    recipientState:
      d.recipient.state === 'loading'
        ? 'loading'
        : d.recipient.state === 'invalid' || d.recipient.state === 'unresolved'
          ? 'invalid'
          : undefined,
    recipientLabel: form.recipient ?? undefined,
    signatureData: approval.signatureData,
  })
  const clearInput = useCallback(() => {
    const { independentField, typeInput } = useSwapStore.getState()
    typeInput(independentField, '')
  }, [])
  const confirm = useSwapConfirmation(trade, clearInput)

  const unsupportedPair = [d.input, d.output].some(
    (c) => c && !isNative(c) && blocked.has(c.address.toLowerCase()),
  )
  const maxSpend = maxAmountSpend(d.balances.input, d.input ? isNative(d.input) : false)
  const action = swapActionState({
    connected: account !== undefined,
    unsupportedPair,
    inputSymbol: d.input?.symbol,
    outputSymbol: d.output?.symbol,
    hasAmount: d.parsedAmount !== undefined,
    recipient: form.recipient === null ? 'none' : d.recipient.state,
    insufficientBalance:
      d.balances.input !== undefined && d.maximumIn !== undefined && d.balances.input < d.maximumIn,
    tradeState: d.tradeState,
    priceImpactBps: trade?.priceImpactBps,
    expertMode,
    approval: approval.state,
    signed: approval.signatureState === 'SIGNED',
    approvalSubmitted,
    wrapType: wrap.wrapType,
    wrapInputError: wrap.inputError,
  })

  const exactIn = form.independentField === 'INPUT'
  const refreshing = d.tradeState === 'SYNCING' || d.tradeState === 'LOADING'
  const shown = (field: 'INPUT' | 'OUTPUT') => {
    if (form.independentField === field || wrapping) return form.typedValue
    return field === 'INPUT' ? fmt(d.amounts.input, d.input) : fmt(d.amounts.output, d.output)
  }

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
  const confirmTrade = confirm.tradeToConfirm

  return (
    <div className="swap card">
      <header className="swap__header">
        <h1 className="swap__title">{S.title}</h1>
        <SettingsMenu autoSlippageBps={d.autoSlippageBps} showRouterToggle={quoteUrl !== null} />
      </header>
      <CurrencyInputPanel
        side="input"
        label={!exactIn && trade ? S.fromAtMost : S.from}
        value={shown('INPUT')}
        onUserInput={(v) => form.typeInput('INPUT', v)}
        currency={
          <CurrencySelect
            label={S.from}
            value={d.input}
            onChange={(c) => form.selectCurrency('INPUT', c)}
          />
        }
        balance={balanceText(d.balances.input, d.input)}
        onMax={
          d.input && maxSpend !== undefined && showMaxButton(maxSpend, d.amounts.input)
            ? () => form.typeInput('INPUT', amountToInput(maxSpend, d.input?.decimals ?? 18))
            : undefined
        }
        fiatValue={d.usd.input !== null ? formatFiat(d.usd.input) : undefined}
        loading={!exactIn && refreshing}
      />
      <SwitchArrow onClick={form.switchCurrencies} />
      <CurrencyInputPanel
        side="output"
        label={exactIn && trade ? S.toAtLeast : S.to}
        value={shown('OUTPUT')}
        onUserInput={(v) => form.typeInput('OUTPUT', v)}
        currency={
          <CurrencySelect
            label={S.to}
            value={d.output}
            onChange={(c) => form.selectCurrency('OUTPUT', c)}
          />
        }
        balance={balanceText(d.balances.output, d.output)}
        fiatValue={d.usd.output !== null ? formatFiat(d.usd.output) : undefined}
        priceImpact={trade && priceImpactView(trade)}
        loading={exactIn && refreshing}
      />
      <RecipientSection chain={chain} lookup={d.recipient} canAdd={!wrapping && !!account} />
      {!wrapping && trade && (
        <TradeInfo trade={trade} slippageBps={d.allowedSlippageBps} inputUSD={d.usd.input} />
      )}
      {chain.networkType === 'L2' && chain.bridge && (
        <a className="swap-bridge" href={chain.bridge} target="_blank" rel="noopener noreferrer">
          {`${chain.label} token bridge ↗`}
        </a>
      )}
      <SwapActions
        state={action}
        onConnect={connectWallet}
        onApprove={() => {
          void approval.approve().then(
            () => setApprovalSubmitted(true),
            () => undefined,
          )
        }}
        onSwap={onSwap}
        onWrap={() => {
          // Clears the amount once sent, unless the user already typed another one meanwhile.
          const sent = form.typedValue
          void wrap.execute?.().then(
            () => useSwapStore.getState().typedValue === sent && clearInput(),
            () => undefined,
          )
        }}
      />
      {swap.error && action.action === 'swap' && !action.disabled && (
        <p className="swap-warning" role="alert">
          {swap.error}
        </p>
      )}
      {confirmTrade && confirm.showConfirm && (
        <Suspense fallback={null}>
          <ConfirmSwapModal
            isOpen
            onDismiss={confirm.dismiss}
            input={{
              amount: fmt(confirmTrade.inputAmount, confirmTrade.inputCurrency),
              symbol: confirmTrade.inputCurrency.symbol,
            }}
            output={{
              amount: fmt(confirmTrade.outputAmount, confirmTrade.outputCurrency),
              symbol: confirmTrade.outputCurrency.symbol,
            }}
            estimateNote={estimateNote(confirmTrade, d.allowedSlippageBps)}
            recipient={d.recipient.address}
            details={<SwapDetails {...tradeDetails(confirmTrade, d.allowedSlippageBps)} />}
            priceUpdated={confirm.priceUpdated}
            onAccept={confirm.accept}
            onConfirm={send}
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
            percent={impact.pending.percent}
            onDismiss={impact.cancel}
            onConfirm={impact.confirm}
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
    </div>
  )
}
