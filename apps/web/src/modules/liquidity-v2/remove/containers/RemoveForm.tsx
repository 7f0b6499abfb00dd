// The v2 remove form (spec 02 §2 Remove v2 liquidity: Simple mode — slider plus 25/50/75/Max —
// and Detailed mode — separate amount inputs; §3 Burn state; §4 Remove v2; §5 Removal; §9 5 %
// slippage, slider step 1 debounced 100 ms, 4–6 significant digits in removal displays).
// The container: the burn store, the slider, approval and the send flow; components/ draw it.
import type { Token } from '@uniswap/sdk-core'
import { useCallback, useMemo, useState } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { Card, TransactionDialog } from '../../../../ui'
import { useOpenModal } from '../../../application'
import {
  ApprovalPromptDialog,
  batchApprovalsOf,
  PERMIT_DEADLINE_SECONDS,
  type PermitOptions,
  useApproval,
  useApprovalPrompt,
} from '../../../approvals'
import type { V2PairData } from '../../../liquidity'
import { useTransferFees } from '../../../quote'
import { type Currency, isNative } from '../../../tokens'
import { dialogState } from '../../../transactions'
import { useWallet } from '../../../wallet'
import { DetailedInputs } from '../components/DetailedInputs'
import { PooledPosition } from '../components/PooledPosition'
import { RemoveActions } from '../components/RemoveActions'
import { RemoveConfirm } from '../components/RemoveConfirm'
import { RemoveHead } from '../components/RemoveHead'
import { SimpleAmount } from '../components/SimpleAmount'
import { TokenSlot } from '../components/TokenSlot'
import { EXACT_DIGITS, FORM_DIGITS, useBurnDisplay } from '../hooks/useBurnDisplay'
import { useBurnSlider } from '../hooks/useBurnSlider'
import { useRemoveV2Flow } from '../hooks/useRemoveV2Flow'
import { useBurnForm } from '../state/burnStore'
import { deriveBurn, liquidityValue, percentText, sliderPercent } from '../utils/deriveBurn'
import { type RemoveV2Mode, removeV2Buttons } from '../utils/removeButton'
import { REMOVE_V2_SLIPPAGE_BPS } from '../utils/removeCalls'
import { wrapLink } from '../utils/wrapLink'

/** The pair's liquidity token takes EIP-2612 permits ('Uniswap V2', version '1'; spec 02 §3, §9 1200 s). */
const LP_PERMIT: PermitOptions = { kinds: ['AMOUNT'], deadlineSeconds: PERMIT_DEADLINE_SECONDS }

export interface RemoveFormProps {
  chain: ChainInfo
  router: Address
  pair: V2PairData
  currencyA: Currency
  currencyB: Currency
  tokenA: Token
  tokenB: Token
}

export function RemoveForm(props: RemoveFormProps) {
  const { chain, router, pair, currencyA, currencyB, tokenA, tokenB } = props
  const show = useBurnDisplay(props)
  const { row } = show
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
  const { sliderValue, sliding, onSlide, resetSlider } = useBurnSlider()
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
  const onReset = useCallback(() => {
    resetBurnState()
    resetSlider()
  }, [resetBurnState, resetSlider])
  const flow = useRemoveV2Flow({
    chain,
    router,
    account,
    tokenA: tokenA.address as Address,
    tokenB: tokenB.address as Address,
    nativeSide,
    burn,
    approved: approval.state === 'APPROVED',
    signature: approval.signatureData,
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
  // Issue 35: the approval's simulated outcome shows while the wallet is asked.
  const approvalPrompt = useApprovalPrompt()
  const approve = () =>
    void approvalPrompt
      .run('UNI-V2', approval.approve)
      .catch((error: unknown) => console.error('Approval failed', error))

  return (
    <>
      <Card as="section" className="v2-remove__card" aria-labelledby="v2-remove-title">
        <RemoveHead
          mode={mode}
          onModeChange={setMode}
          logos={[show.logos.A, show.logos.B]}
          lpSymbol={show.lpSymbol}
          feeSymbols={feeSymbols}
          noLiquidity={account !== undefined && held === 0n}
        />
        {mode === 'simple' ? (
          <SimpleAmount
            sliderValue={shownSlider}
            percentText={shownPercent}
            onSlide={onSlide}
            disabled={held === 0n}
            receive={[
              row('A', burn.amountA, FORM_DIGITS, 'v2-remove-amountA'),
              row('B', burn.amountB, FORM_DIGITS, 'v2-remove-amountB'),
            ]}
          />
        ) : (
          <DetailedInputs
            burn={burn}
            independentField={independentField}
            typedValue={typedValue}
            onUserInput={onUserInput}
            decimalsA={tokenA.decimals}
            decimalsB={tokenB.decimals}
            balanceText={account ? show.lpText(held, FORM_DIGITS) : undefined}
            slots={{
              lp: <TokenSlot symbol="UNI-V2" seed={pair.address} />,
              a: <TokenSlot {...show.logos.A} />,
              b: <TokenSlot {...show.logos.B} />,
            }}
          />
        )}
        <RemoveActions
          wrapLink={wrapLink({
            chain,
            currencyIdA: currencyA.address,
            currencyIdB: currencyB.address,
            nativeSide,
          })}
          prices={[show.priceAB, show.priceBA]}
          buttons={buttons}
          onApprove={approve}
          onConnect={connect}
          onReview={flow.review}
        />
      </Card>
      {approvalPrompt.prompt && (
        <ApprovalPromptDialog prompt={approvalPrompt.prompt} onDismiss={approvalPrompt.dismiss} />
      )}
      {account && (
        <PooledPosition
          held={held}
          heldText={show.lpText(held, EXACT_DIGITS)}
          pooled={[
            row('A', liquidityValue(pair, tokenA, held), FORM_DIGITS, 'v2-remove-pooledA'),
            row('B', liquidityValue(pair, tokenB, held), FORM_DIGITS, 'v2-remove-pooledB'),
          ]}
        />
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
          // Labelled: 'ETH/USDC 0.5' alone did not say these were the pool tokens given up
          // (issue 34 #13).
          symbol: show.lpBurnedLabel,
          seed: pair.address,
          srcs: [],
          raw: burn.liquidity,
          text: show.lpText(burn.liquidity, EXACT_DIGITS),
          testId: 'v2-remove-confirm-lp',
        }}
        slippage={(Number(REMOVE_V2_SLIPPAGE_BPS) / 100).toString()}
        price={show.priceAB}
      />
      {flow.dialog.status !== 'closed' && (
        <TransactionDialog
          isOpen
          onDismiss={flow.dismiss}
          state={dialogState(flow.dialog, show.pendingText(burn))}
        />
      )}
    </>
  )
}
