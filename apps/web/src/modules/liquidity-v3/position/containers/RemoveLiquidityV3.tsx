// /remove/{tokenId} (spec 02 §2 Remove v3 liquidity; §4 Remove v3; §5 Removal; §9 removal presets,
// slider step 1 debounced 100 ms, 4–6 significant digits). The route guard admits positive
// integer ids only (app/routes/guards.tsx RemoveV3Guard).
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { useFormatAmount } from '../../../../lib/format'
import { useDebouncedValue } from '../../../../lib/useDebouncedValue'
import {
  Button,
  Card,
  DoubleTokenLogo,
  PositionBadge,
  Slider,
  Toggle,
  type TokenAmountRow,
  TokenAmountRows,
  TransactionDialog,
} from '../../../../ui'
import { useOpenModal } from '../../../application'
import { RemoveConfirm, RemoveV3FormProvider, useRemoveV3Form } from '../../../liquidity'
import { dialogState } from '../../../transactions'
import { sideSymbol } from '../hooks/display'
import type { PositionView } from '../hooks/usePosition'
import { useRemoveFlow } from '../hooks/useRemoveFlow'
import { POSITION_STRINGS as S } from '../strings'
import { removeButtonState } from '../utils/removeButton'
import { removalAmounts } from '../utils/sdk'
import { PositionGate } from './PositionPage'

/** spec 02 §9 "slider 0 to 100, step 1, debounced 100 ms". */
const SLIDER_DEBOUNCE_MS = 100
/** spec 02 §9 "4 to 6 in … removal displays": 4 on the form, 6 in the confirmation. */
const FORM_DIGITS = 4
const CONFIRM_DIGITS = 6

export function RemoveLiquidityV3({ tokenId }: { tokenId: string | undefined }) {
  return (
    <PositionGate tokenId={tokenId} title={S.removeTitle}>
      {(view) => (
        <RemoveV3FormProvider>
          <RemoveForm view={view} />
        </RemoveV3FormProvider>
      )}
    </PositionGate>
  )
}

const BUTTON_TEXT = {
  closed: S.closed,
  connectWallet: S.connectWallet,
  enterPercent: S.enterPercent,
  remove: S.remove,
} as const

function RemoveForm({ view }: { view: PositionView }) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const connect = useOpenModal('wallet')
  const { sliderValue, onSlide, receiveWETH, setReceiveWETH, resetSlider } = useRemoveV3Form()
  const percent = useDebouncedValue(sliderValue, SLIDER_DEBOUNCE_MS)
  const removal = useMemo(
    () =>
      percent > 0 ? removalAmounts(view.sdk, percent) : { liquidity: 0n, amount0: 0n, amount1: 0n },
    [view.sdk, percent],
  )
  const flow = useRemoveFlow({
    view,
    percent,
    removal,
    receiveWETH,
    onReset: resetSlider,
  })
  const { details, token0, token1 } = view
  const fees = details.unclaimed
  const hasFees = fees !== null && (fees.amount0 > 0n || fees.amount1 > 0n)
  const symbol0 = sideSymbol(view, 0, receiveWETH)
  const symbol1 = sideSymbol(view, 1, receiveWETH)
  const row = (side: 0 | 1, raw: bigint, digits: number, testId: string): TokenAmountRow => {
    const t = side === 0 ? token0 : token1
    return {
      symbol: side === 0 ? symbol0 : symbol1,
      seed: t.address,
      raw,
      text: fmt.tokenAmount(raw, t.decimals, digits),
      testId,
    }
  }
  const button = removeButtonState({
    connected: view.account !== undefined,
    liquidity: details.liquidity,
    percent,
    removedLiquidity: removal.liquidity,
    busy: flow.phase === 'attempting' || sliderValue !== percent,
  })
  const pooled = [
    row(0, removal.amount0, FORM_DIGITS, 'remove-pooled0'),
    row(1, removal.amount1, FORM_DIGITS, 'remove-pooled1'),
  ]
  const feeRows = fees && [
    row(0, fees.amount0, FORM_DIGITS, 'remove-fee0'),
    row(1, fees.amount1, FORM_DIGITS, 'remove-fee1'),
  ]
  const pendingText = _({
    ...S.removingPending,
    values: {
      amount0: fmt.tokenAmount(removal.amount0, token0.decimals, CONFIRM_DIGITS),
      symbol0,
      amount1: fmt.tokenAmount(removal.amount1, token1.decimals, CONFIRM_DIGITS),
      symbol1,
    },
  })
  return (
    <div className="position-page position-page--narrow" data-testid="remove-page">
      <Link
        to={`/pool/${details.tokenId}`}
        className="position-page__back"
        data-testid="remove-back"
      >
        ← {_({ ...S.backToPosition, values: { id: details.tokenId.toString() } })}
      </Link>
      <Card as="section" aria-labelledby="remove-title" className="position-card">
        <h1 id="remove-title" className="remove__title">
          {_(S.removeTitle)}
        </h1>
        <div className="position-page__title">
          <DoubleTokenLogo
            tokens={[
              { srcs: [], symbol: symbol0, seed: token0.address },
              { srcs: [], symbol: symbol1, seed: token1.address },
            ]}
          />
          <span className="remove__pair" data-testid="remove-pair">
            {_({ ...S.pairTitle, values: { symbol0, symbol1 } })}
          </span>
          <PositionBadge status={view.status} testId="remove-badge" />
        </div>
        <Card variant="inset" className="remove__amount">
          <span className="position-range__label">{_(S.amount)}</span>
          <Slider
            label={_(S.amount)}
            value={sliderValue}
            onChange={onSlide}
            showValue
            testId="remove-slider"
            disabled={details.liquidity === 0n}
          />
        </Card>
        <div className="remove__rows">
          <TokenAmountRows
            rows={pooled.map((r) => ({
              ...r,
              symbol: _({ ...S.pooled, values: { symbol: r.symbol } }),
            }))}
          />
          {hasFees && feeRows && (
            <TokenAmountRows
              rows={feeRows.map((r) => ({
                ...r,
                symbol: _({ ...S.feesEarned, values: { symbol: r.symbol } }),
              }))}
            />
          )}
        </div>
        {view.nativeSide !== null && hasFees && (
          <div className="position-card__toggle">
            <span>{_({ ...S.collectAs, values: { symbol: view.chain.wrappedNativeSymbol } })}</span>
            <Toggle
              label={_({ ...S.collectAs, values: { symbol: view.chain.wrappedNativeSymbol } })}
              checked={receiveWETH}
              onChange={setReceiveWETH}
              testId="remove-collect-as-weth"
            />
          </div>
        )}
        <Button
          block
          size="large"
          disabled={button.disabled}
          onClick={button.label === 'connectWallet' ? connect : flow.review}
          testId="remove-button"
        >
          {_(BUTTON_TEXT[button.label])}
        </Button>
      </Card>
      <RemoveConfirm
        isOpen={flow.phase === 'review'}
        onDismiss={flow.dismiss}
        onConfirm={() => void flow.remove()}
        amounts={[
          row(0, removal.amount0, CONFIRM_DIGITS, 'remove-confirm0'),
          row(1, removal.amount1, CONFIRM_DIGITS, 'remove-confirm1'),
        ]}
        fees={
          hasFees && fees
            ? [
                row(0, fees.amount0, CONFIRM_DIGITS, 'remove-confirm-fee0'),
                row(1, fees.amount1, CONFIRM_DIGITS, 'remove-confirm-fee1'),
              ]
            : null
        }
      />
      {flow.dialog.status !== 'closed' && (
        <TransactionDialog
          isOpen
          onDismiss={flow.dismiss}
          state={dialogState(flow.dialog, pendingText)}
        />
      )}
    </div>
  )
}
