// The v2 remove form (spec 02 §2 Remove v2 liquidity: Simple mode — slider plus 25/50/75/Max —
// and Detailed mode — separate amount inputs; §3 Burn state; §4 Remove v2; §5 Removal; §9 5 %
// slippage, slider step 1 debounced 100 ms, 4–6 significant digits in removal displays).
import { useLingui } from '@lingui/react'
import type { Token } from '@uniswap/sdk-core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Address } from 'viem'
import { Link } from 'wouter'
import { type ChainInfo, explorerLink } from '../../../../chain/chains'
import { useFormatAmount } from '../../../../lib/format'
import {
  Button,
  Card,
  DoubleTokenLogo,
  SegmentedControl,
  Slider,
  TokenLogo,
  TransactionDialog,
} from '../../../../ui'
import { useOpenModal } from '../../../application'
import {
  batchApprovalsOf,
  PERMIT_DEADLINE_SECONDS,
  type PermitOptions,
  useApproval,
} from '../../../approvals'
import { useTransferFees } from '../../../quote'
import { type Currency, isNative, useLogoUrls } from '../../../tokens'
import { useWallet } from '../../../wallet'
import { toSdkPair, type V2PairData } from '../../pair'
import type { AmountRow } from '../components/AmountRows'
import { AmountRows } from '../components/AmountRows'
import { DetailedInputs } from '../components/DetailedInputs'
import { RemoveConfirm } from '../components/RemoveConfirm'
import { useRemoveV2Flow } from '../hooks/useRemoveV2Flow'
import { useBurnForm } from '../state/burnStore'
import { REMOVE_V2_STRINGS as S } from '../strings'
import {
  deriveBurn,
  LP_DECIMALS,
  liquidityValue,
  percentText,
  sliderPercent,
} from '../utils/deriveBurn'
import { type RemoveV2Mode, removeV2Buttons } from '../utils/removeButton'
import { REMOVE_V2_SLIPPAGE_BPS } from '../utils/removeCalls'

/** spec 02 §9 "slider 0 to 100, step 1, debounced 100 ms". */
const SLIDER_DEBOUNCE_MS = 100
/** spec 02 §9 "4 to 6 [significant digits] in … removal displays": 4 on the form, 6 in inputs and the confirmation. */
const FORM_DIGITS = 4
const EXACT_DIGITS = 6

/** The pair's liquidity token takes EIP-2612 permits ('Uniswap V2', version '1'; spec 02 §3, §9 1200 s). */
const LP_PERMIT: PermitOptions = { kinds: ['AMOUNT'], deadlineSeconds: PERMIT_DEADLINE_SECONDS }

const MAIN_TEXT = {
  connectWallet: S.connectWallet,
  enterPercent: S.enterPercent,
  enterAmount: S.enterAmount,
  remove: S.remove,
} as const

const APPROVE_TEXT = { approve: S.approve, approving: S.approving, approved: S.approved } as const

export interface RemoveFormProps {
  chain: ChainInfo
  router: Address
  pair: V2PairData
  currencyA: Currency
  currencyB: Currency
  tokenA: Token
  tokenB: Token
}

export function RemoveForm({
  chain,
  router,
  pair,
  currencyA,
  currencyB,
  tokenA,
  tokenB,
}: RemoveFormProps) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const logoUrls = useLogoUrls(chain)
  // A fee-on-transfer side (issue 12 #14's on-chain check) arrives net of its fee, taken on the
  // pair → router and router → you transfers: the amounts below are what the pair pays out.
  const [feeA, feeB] = useTransferFees(chain, currencyA, currencyB)
  const feeSymbols = [
    ...((feeA ?? 0) > 0 ? [currencyA.symbol] : []),
    ...((feeB ?? 0) > 0 ? [currencyB.symbol] : []),
  ]
  const connect = useOpenModal('wallet')
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const { independentField, typedValue, onUserInput, resetBurnState } = useBurnForm()
  const [mode, setMode] = useState<RemoveV2Mode>('simple')

  // The slider moves at once; the form follows 100 ms after the last move (spec 02 §9).
  const [sliderValue, setSliderValue] = useState(0)
  const [sliding, setSliding] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const onSlide = useCallback(
    (value: number) => {
      setSliderValue(value)
      setSliding(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        onUserInput('LIQUIDITY_PERCENT', String(value))
        setSliding(false)
      }, SLIDER_DEBOUNCE_MS)
    },
    [onUserInput],
  )
  const burn = useMemo(
    () => deriveBurn({ pair, tokenA, tokenB, field: independentField, typedValue }),
    [pair, tokenA, tokenB, independentField, typedValue],
  )
  const held = pair.balance
  const percentField = independentField === 'LIQUIDITY_PERCENT'
  const shownSlider = percentField || sliding ? sliderValue : sliderPercent(burn.liquidity, held)
  // A typed percent reads as typed (the burn rounds down to the wei); other fields as the share
  // they burn, '<1' below 1 % (spec 02 §5).
  const shownPercent =
    sliding || percentField ? String(sliderValue) : percentText(burn.liquidity, held)

  const nativeSide = isNative(currencyA) ? 'A' : isNative(currencyB) ? 'B' : null
  const approval = useApproval({
    chain,
    currency: { address: pair.address, symbol: 'UNI-V2' },
    amountRaw: burn.liquidity > 0n ? burn.liquidity : undefined,
    spender: router,
    permit: LP_PERMIT,
  })
  const signature = approval.signatureData
  const onReset = useCallback(() => {
    resetBurnState()
    setSliderValue(0)
  }, [resetBurnState])
  const flow = useRemoveV2Flow({
    chain,
    router,
    account,
    tokenA: tokenA.address as Address,
    tokenB: tokenB.address as Address,
    nativeSide,
    burn,
    approved: approval.state === 'APPROVED',
    signature,
    approvals: batchApprovalsOf(approval),
    transferFee: feeSymbols.length > 0,
    currencyIdA: currencyA.address,
    currencyIdB: currencyB.address,
    onReset,
  })
  const buttons = removeV2Buttons({
    connected: account !== undefined,
    mode,
    burn,
    approval: approval.state,
    signature: approval.signatureState,
    batched: approval.batchApproval !== undefined,
    busy: flow.phase === 'attempting' || sliding,
  })
  const approve = () =>
    void approval.approve().catch((error: unknown) => console.error('Approval failed', error))

  const symbolA = currencyA.symbol
  const symbolB = currencyB.symbol
  const row = (side: 'A' | 'B', raw: bigint, digits: number, testId: string): AmountRow => {
    const token = side === 'A' ? tokenA : tokenB
    return {
      symbol: side === 'A' ? symbolA : symbolB,
      seed: token.address,
      srcs: logoUrls(side === 'A' ? currencyA.address : currencyB.address),
      raw,
      text: fmt.tokenAmount(raw, token.decimals, digits),
      testId,
    }
  }
  const lpSymbol = _({ ...S.pairTitle, values: { symbolA, symbolB } })
  const sdk = toSdkPair(pair)
  const price = (base: Token, quote: Token) =>
    pair.reserve0 > 0n && pair.reserve1 > 0n
      ? _({
          ...S.pricePer,
          values: {
            base: base === tokenA ? symbolA : symbolB,
            quote: quote === tokenA ? symbolA : symbolB,
            price: fmt.decimal(sdk.pair.priceOf(base).toSignificant(EXACT_DIGITS)),
          },
        })
      : '–'
  const slippage = (Number(REMOVE_V2_SLIPPAGE_BPS) / 100).toString()
  const pendingText = _({
    ...S.removingPending,
    values: {
      amountA: fmt.tokenAmount(burn.amountA, tokenA.decimals, EXACT_DIGITS),
      symbolA,
      amountB: fmt.tokenAmount(burn.amountB, tokenB.decimals, EXACT_DIGITS),
      symbolB,
    },
  })

  // spec 02 §2 (the reference's links): one side native ↔ wrapped native, switching the URL.
  const weth = chain.wrappedNative?.address.toLowerCase()
  const isWeth = (c: Currency) => weth !== undefined && c.address.toLowerCase() === weth
  const switchTo = (side: 'A' | 'B', id: string) =>
    side === 'A' ? `/remove/v2/${id}/${currencyB.address}` : `/remove/v2/${currencyA.address}/${id}`
  const wrapLink =
    nativeSide && chain.wrappedNative
      ? { to: switchTo(nativeSide, chain.wrappedNative.address), symbol: chain.wrappedNativeSymbol }
      : isWeth(currencyA)
        ? { to: switchTo('A', 'ETH'), symbol: chain.nativeCurrency.symbol }
        : isWeth(currencyB)
          ? { to: switchTo('B', 'ETH'), symbol: chain.nativeCurrency.symbol }
          : null

  const tokenSlot = (symbol: string, seed: string, srcs: string[] = []) => (
    <span className="v2-remove__token">
      <TokenLogo srcs={srcs} symbol={symbol} seed={seed} size={24} />
      <span>{symbol}</span>
    </span>
  )

  return (
    <>
      <Card as="section" className="v2-remove__card" aria-labelledby="v2-remove-title">
        <div className="v2-remove__head">
          <h1 id="v2-remove-title" className="v2-remove__title">
            {_(S.title)}
          </h1>
          <SegmentedControl
            label={_(S.mode)}
            size="small"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'simple', label: _(S.simple), testId: 'v2-remove-simple' },
              { value: 'detailed', label: _(S.detailed), testId: 'v2-remove-detailed' },
            ]}
          />
        </div>
        <p className="v2-remove__tip">{_(S.tip)}</p>
        <div className="v2-remove__pair" data-testid="v2-remove-pair">
          <DoubleTokenLogo
            tokens={[
              { srcs: logoUrls(currencyA.address), symbol: symbolA, seed: tokenA.address },
              { srcs: logoUrls(currencyB.address), symbol: symbolB, seed: tokenB.address },
            ]}
          />
          <span>{lpSymbol}</span>
        </div>
        {feeSymbols.map((symbol) => (
          <p key={symbol} className="v2-remove__message" data-testid="v2-remove-transfer-fee">
            {_({ ...S.transferFee, values: { symbol } })}
          </p>
        ))}
        {account && held === 0n && (
          <p className="v2-remove__message" data-testid="v2-remove-no-liquidity">
            {_(S.noLiquidity)}
          </p>
        )}
        {mode === 'simple' ? (
          <>
            <Card variant="inset" className="v2-remove__amount">
              <span className="v2-remove__label">{_(S.amount)}</span>
              <Slider
                label={_(S.amount)}
                value={shownSlider}
                onChange={onSlide}
                showValue
                formatValue={(v) =>
                  _({
                    ...S.percentValue,
                    values: { percent: v === shownSlider ? shownPercent : v },
                  })
                }
                disabled={held === 0n}
                testId="v2-remove-slider"
              />
            </Card>
            <Card variant="inset" className="v2-remove__receive">
              <span className="v2-remove__label">{_(S.youReceive)}</span>
              <AmountRows
                rows={[
                  row('A', burn.amountA, FORM_DIGITS, 'v2-remove-amountA'),
                  row('B', burn.amountB, FORM_DIGITS, 'v2-remove-amountB'),
                ]}
              />
            </Card>
          </>
        ) : (
          <DetailedInputs
            burn={burn}
            independentField={independentField}
            typedValue={typedValue}
            onUserInput={onUserInput}
            decimalsA={tokenA.decimals}
            decimalsB={tokenB.decimals}
            balanceText={account ? fmt.tokenAmount(held, LP_DECIMALS, FORM_DIGITS) : undefined}
            slots={{
              lp: tokenSlot('UNI-V2', pair.address),
              a: tokenSlot(symbolA, tokenA.address, logoUrls(currencyA.address)),
              b: tokenSlot(symbolB, tokenB.address, logoUrls(currencyB.address)),
            }}
          />
        )}
        {wrapLink && (
          <Link to={wrapLink.to} className="v2-remove__wrap" data-testid="v2-remove-wrap-link">
            {_({ ...S.receiveWrapped, values: { symbol: wrapLink.symbol } })}
          </Link>
        )}
        <div className="v2-remove__prices">
          <span className="v2-remove__label">{_(S.price)}</span>
          <span>{price(tokenA, tokenB)}</span>
          <span>{price(tokenB, tokenA)}</span>
        </div>
        <div className="v2-remove__actions">
          {buttons.approve !== 'hidden' && (
            <Button
              block
              size="large"
              variant={buttons.approve === 'approved' ? 'secondary' : 'primary'}
              disabled={buttons.approve !== 'approve'}
              loading={buttons.approve === 'approving'}
              onClick={approve}
              testId="v2-remove-approve"
            >
              {_(APPROVE_TEXT[buttons.approve])}
            </Button>
          )}
          <Button
            block
            size="large"
            disabled={buttons.main === 'connectWallet' ? false : !buttons.removeEnabled}
            onClick={buttons.main === 'connectWallet' ? connect : flow.review}
            testId="v2-remove-button"
          >
            {_(MAIN_TEXT[buttons.main])}
          </Button>
        </div>
      </Card>
      {account && (
        <Card as="section" className="v2-remove__position" data-testid="v2-remove-position">
          <p className="v2-remove__line">
            <span>{_(S.lpBalance)}</span>
            <span data-testid="v2-remove-lp-balance" data-raw={held.toString()}>
              {fmt.tokenAmount(held, LP_DECIMALS, EXACT_DIGITS)}
            </span>
          </p>
          <AmountRows
            rows={[
              row('A', liquidityValue(pair, tokenA, held), FORM_DIGITS, 'v2-remove-pooledA'),
              row('B', liquidityValue(pair, tokenB, held), FORM_DIGITS, 'v2-remove-pooledB'),
            ]}
          />
        </Card>
      )}
      <RemoveConfirm
        isOpen={flow.phase === 'review'}
        onDismiss={flow.dismiss}
        onConfirm={() => void flow.remove()}
        amounts={[
          row('A', burn.amountA, EXACT_DIGITS, 'v2-remove-confirmA'),
          row('B', burn.amountB, EXACT_DIGITS, 'v2-remove-confirmB'),
        ]}
        burned={{
          symbol: lpSymbol,
          seed: pair.address,
          srcs: [],
          raw: burn.liquidity,
          text: fmt.tokenAmount(burn.liquidity, LP_DECIMALS, EXACT_DIGITS),
          testId: 'v2-remove-confirm-lp',
        }}
        slippage={slippage}
        price={price(tokenA, tokenB)}
      />
      <TransactionDialog
        isOpen={flow.phase === 'attempting' || flow.phase === 'submitted' || flow.phase === 'error'}
        onDismiss={flow.dismiss}
        state={
          flow.phase === 'attempting'
            ? { status: 'confirm', pendingText }
            : flow.phase === 'error'
              ? {
                  status: 'error',
                  message: _(flow.error === 'noApproval' ? S.noApproval : S.wouldFail),
                }
              : {
                  status: 'submitted',
                  explorerUrl: flow.hash && explorerLink(chain, flow.hash, 'transaction'),
                }
        }
      />
    </>
  )
}
