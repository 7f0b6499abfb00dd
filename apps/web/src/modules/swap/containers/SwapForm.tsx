// The swap screen (spec 01 §2 Swap screen, §4, §5): the container that joins the form store,
// quotes, balances, approvals, execution and the confirm dialog, and feeds pure components.
import { Suspense, useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { formatMessage } from '../../../i18n'
import { formatSignificant, formatTokenAmount } from '../../../lib/format'
import { lazyNamed } from '../../../ui'
import { useOpenModal } from '../../application'
import { useApproval } from '../../approvals'
import { useActiveChain } from '../../network'
import { routeDisplay, type SwapCurrency } from '../../quote'
import { SettingsMenu } from '../../settings'
import { CurrencySelect, isNative, useBlockedTokens, useCustomTokensStore } from '../../tokens'
import { useExpertMode } from '../../user'
import { useWallet } from '../../wallet'
import { CurrencyInputPanel } from '../components/CurrencyInputPanel'
import { RecipientField } from '../components/RecipientField'
import { RouteDiagram } from '../components/RouteDiagram'
import { SwapActions } from '../components/SwapActions'
import { SwapDetails } from '../components/SwapDetails'
import { SwitchArrow } from '../components/SwitchArrow'
import { TradePrice } from '../components/TradePrice'
import { useDerivedSwap } from '../hooks/useDerivedSwap'
import { useSwapCallback } from '../hooks/useSwapCallback'
import { useSwapConfirmation } from '../hooks/useSwapConfirmation'
import { useSwapUrlSync } from '../hooks/useSwapUrlSync'
import { useWrapCallback } from '../hooks/useWrapCallback'
import { useSwapStore } from '../state/swapStore'
import { SWAP_STRINGS as S } from '../strings'
import { amountToInput } from '../utils/amountInput'
import { swapActionState } from '../utils/buttonState'
import { expertImpactConfirmation, formatBpsPercent, priceImpactTone } from '../utils/priceImpact'
import {
  executionPrice,
  formatFiat,
  formatUsd,
  maxAmountSpend,
  networkFeeExceedsHalf,
  showMaxButton,
} from '../utils/trade'
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

const SUMMARY_DIGITS = 6 // spec 01 §9 Display: amounts in swap summaries 6 significant figures

const fmt = (raw: bigint | undefined, c: SwapCurrency | undefined) =>
  raw === undefined || !c ? '' : formatSignificant(raw, c.decimals, SUMMARY_DIGITS)

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
  const navigate = useNavigate()
  const form = useSwapStore()
  const unlisted = useSwapUrlSync(chain)
  const addToken = useCustomTokensStore((s) => s.addToken)
  const blocked = useBlockedTokens(chain.id)
  const [inverted, setInverted] = useState(false)
  const [showRecipient, setShowRecipient] = useState(false)
  const [approvalSubmitted, setApprovalSubmitted] = useState(false)

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
  const clearInput = useCallback(() => form.typeInput(form.independentField, ''), [form])
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
  const shown = (field: 'INPUT' | 'OUTPUT') => {
    if (form.independentField === field) return form.typedValue
    const raw = field === 'INPUT' ? d.amounts.input : d.amounts.output
    const c = field === 'INPUT' ? d.input : d.output
    if (raw === undefined || !c) return ''
    return wrapping ? form.typedValue : fmt(raw, c)
  }
  const impact = trade && {
    text: formatBpsPercent(trade.priceImpactBps),
    tone: priceImpactTone(trade.priceImpactBps),
  }
  const gasUSD = trade?.gasUseEstimateUSD != null ? Number(trade.gasUseEstimateUSD) : null
  const slippagePercent = formatBpsPercent(d.allowedSlippageBps)

  // spec 01 §5 Swap: in expert mode a high price impact still asks (browser confirm / typed word).
  const impactConfirmed = (t: NonNullable<typeof trade>) => {
    const ask = expertImpactConfirmation(t.priceImpactBps)
    const percent = formatBpsPercent(t.priceImpactBps)
    if (ask === 'confirm') return window.confirm(formatMessage(S.confirmHighImpact, { percent }))
    if (ask === 'typed')
      return window.prompt(formatMessage(S.confirmVeryHighImpact, { percent })) === 'confirm'
    return true
  }
  const send = () => {
    const callback = swap.callback
    if (!trade || !callback || !impactConfirmed(trade)) return
    void confirm.run(callback)
  }
  const onSwap = () => {
    if (!trade) return
    if (!expertMode) return confirm.open(trade)
    // Expert mode goes straight through: no review step, the dialog shows the wallet step.
    if (!swap.callback || !impactConfirmed(trade)) return
    confirm.open(trade)
    void confirm.run(swap.callback)
  }

  const details = (t: NonNullable<typeof trade>) => (
    <SwapDetails
      expectedOutput={`${fmt(exactIn ? t.outputAmount : t.inputAmount, exactIn ? t.outputCurrency : t.inputCurrency)} ${exactIn ? t.outputCurrency.symbol : t.inputCurrency.symbol}`}
      priceImpact={{
        text: formatBpsPercent(t.priceImpactBps),
        tone: priceImpactTone(t.priceImpactBps),
      }}
      slippageLabel={formatMessage(exactIn ? S.minimumReceived : S.maximumSent, {
        percent: slippagePercent,
      })}
      slippageAmount={
        exactIn
          ? `${fmt(d.minimumOut, t.outputCurrency)} ${t.outputCurrency.symbol}`
          : `${fmt(d.maximumIn, t.inputCurrency)} ${t.inputCurrency.symbol}`
      }
      networkFee={gasUSD === null ? undefined : formatUsd(gasUSD)}
    />
  )
  const confirmTrade = confirm.tradeToConfirm
  const price = trade && executionPrice(trade, inverted)

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
        balance={
          d.balances.input !== undefined && d.input
            ? formatTokenAmount({ raw: d.balances.input, decimals: d.input.decimals })
            : undefined
        }
        onMax={
          d.input && showMaxButton(maxSpend, d.amounts.input) && maxSpend !== undefined
            ? () => form.typeInput('INPUT', amountToInput(maxSpend, d.input?.decimals ?? 18))
            : undefined
        }
        fiatValue={d.usd.input !== null ? formatFiat(d.usd.input) : undefined}
        loading={!exactIn && (d.tradeState === 'SYNCING' || d.tradeState === 'LOADING')}
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
        balance={
          d.balances.output !== undefined && d.output
            ? formatTokenAmount({ raw: d.balances.output, decimals: d.output.decimals })
            : undefined
        }
        fiatValue={d.usd.output !== null ? formatFiat(d.usd.output) : undefined}
        priceImpact={impact}
        loading={exactIn && (d.tradeState === 'SYNCING' || d.tradeState === 'LOADING')}
      />
      {form.recipient !== null || showRecipient ? (
        <RecipientField
          value={form.recipient ?? ''}
          onChange={(v) => form.setRecipient(v.replace(/\s/g, ''))}
          onRemove={() => {
            form.setRecipient(null)
            setShowRecipient(false)
          }}
          invalid={form.recipient !== '' && d.recipient.state === 'invalid'}
          explorerHref={d.recipient.address && explorerLink(chain, d.recipient.address, 'address')}
          resolvedAddress={
            d.recipient.address && form.recipient !== d.recipient.address
              ? d.recipient.address
              : undefined
          }
        />
      ) : (
        !wrapping &&
        account && (
          <button
            type="button"
            className="swap-link-button"
            onClick={() => {
              setShowRecipient(true)
              form.setRecipient('')
            }}
          >
            {S.addRecipient}
          </button>
        )
      )}
      {!wrapping && trade && price && (
        <>
          <TradePrice {...price} onInvert={() => setInverted((v) => !v)} />
          {details(trade)}
          {networkFeeExceedsHalf(gasUSD, d.usd.input) && (
            <p className="swap-warning" role="alert">
              {S.networkFeeWarning}
            </p>
          )}
          <RouteDiagram
            routes={routeDisplay(trade).map((r) => ({
              protocol: r.protocol === 'MIXED' ? 'V2 + V3' : r.protocol,
              percent: `${r.percent}%`,
              hops: r.hops.map((h) => ({
                tokenIn: h.tokenIn.symbol,
                tokenOut: h.tokenOut.symbol,
                fee: h.feeLabel,
              })),
            }))}
          />
        </>
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
          void wrap.execute?.().then(clearInput, () => undefined)
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
            isOpen={confirm.showConfirm}
            onDismiss={confirm.dismiss}
            input={{
              amount: fmt(confirmTrade.inputAmount, confirmTrade.inputCurrency),
              symbol: confirmTrade.inputCurrency.symbol,
            }}
            output={{
              amount: fmt(confirmTrade.outputAmount, confirmTrade.outputCurrency),
              symbol: confirmTrade.outputCurrency.symbol,
            }}
            estimateNote={
              confirmTrade.tradeType === 'exactIn'
                ? formatMessage(S.outputEstimated, {
                    amount: fmt(d.minimumOut, confirmTrade.outputCurrency),
                    symbol: confirmTrade.outputCurrency.symbol,
                  })
                : formatMessage(S.inputEstimated, {
                    amount: fmt(d.maximumIn, confirmTrade.inputCurrency),
                    symbol: confirmTrade.inputCurrency.symbol,
                  })
            }
            recipient={d.recipient.address}
            details={details(confirmTrade)}
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
