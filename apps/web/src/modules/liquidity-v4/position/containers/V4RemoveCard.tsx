// Remove part or all of a v4 position's liquidity (issue 32 "decrease", on spec 02 §2 Remove v3
// liquidity's form: the slider 0–100 debounced 100 ms, §9; the confirmation repeating the amounts
// and the fees collected with them; 5 % slippage, not editable). The amounts are the pool
// manager's for ⌊liquidity × percent / 100⌋ at the current price, rounded down: what the chain
// pays, to the wei (liquidity/v4/v4Amounts). Works in range or out of it (#7993).
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { useFormatAmount } from '../../../../lib/format'
import { useDebouncedValue } from '../../../../lib/useDebouncedValue'
import { Button, Card, Slider, TokenAmountRows } from '../../../../ui'
import {
  amountsForLiquidity,
  liquidityShare,
  RemoveConfirm,
  RemoveV3FormProvider,
  removeMinimum,
  POSITION_MESSAGES as S,
  useRemoveV3Form,
  v4DecreaseCall,
} from '../../../liquidity'
import { amountRows, currencyId, feesOf } from '../hooks/sides'
import type { V4PositionView } from '../hooks/useV4Position'
import type { V4PositionAction } from '../hooks/useV4PositionAction'

/** spec 02 §9 "slider 0 to 100, step 1, debounced 100 ms". */
const SLIDER_DEBOUNCE_MS = 100
/** spec 02 §9 "4 to 6 in … removal displays": 4 on the form, 6 in the confirmation. */
const FORM_DIGITS = 4
const CONFIRM_DIGITS = 6

/** `action`: the page's removal send, whose dialog outlives this card (V4ActionDialog). */
export function V4RemoveCard({ view, action }: { view: V4PositionView; action: V4PositionAction }) {
  return (
    <RemoveV3FormProvider>
      <RemoveForm view={view} action={action} />
    </RemoveV3FormProvider>
  )
}

function RemoveForm({ view, action }: { view: V4PositionView; action: V4PositionAction }) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const { sliderValue, onSlide, resetSlider } = useRemoveV3Form()
  const percent = useDebouncedValue(sliderValue, SLIDER_DEBOUNCE_MS)
  const { position, price, account } = view
  const removal = useMemo(() => {
    const liquidity = liquidityShare(position.liquidity, percent)
    return { liquidity, ...amountsForLiquidity(price, position, liquidity, false) }
  }, [position, price, percent])
  const fees = feesOf(view)
  const hasFees = fees.amount0 > 0n || fees.amount1 > 0n
  const rows = (digits: number, testId: string) =>
    amountRows(view, removal, fmt.tokenAmount, digits, testId)
  const feeRows = (digits: number, testId: string) =>
    amountRows(view, fees, fmt.tokenAmount, digits, testId)
  const confirmRows = rows(CONFIRM_DIGITS, 'remove-confirm')
  const pendingText = _({
    ...S.removingPending,
    values: {
      amount0: confirmRows[0].text,
      symbol0: confirmRows[0].symbol,
      amount1: confirmRows[1].text,
      symbol1: confirmRows[1].symbol,
    },
  })
  const remove = async () => {
    if (!account) return
    const sent = await action.send(
      (deadline) =>
        v4DecreaseCall({
          tokenId: position.tokenId,
          poolKey: position.poolKey,
          liquidity: removal.liquidity,
          amount0Min: removeMinimum(removal.amount0),
          amount1Min: removeMinimum(removal.amount1),
          recipient: account,
          deadline,
        }),
      {
        type: 'removeLiquidityV3',
        tokenId: position.tokenId.toString(),
        baseCurrencyId: currencyId(view, 0),
        quoteCurrencyId: currencyId(view, 1),
        expectedAmountBaseRaw: removal.amount0.toString(),
        expectedAmountQuoteRaw: removal.amount1.toString(),
      },
      pendingText,
    )
    // Sent: back to 0 at once, so that the fresh amounts behind the dialog can't be removed
    // again by one more click (issue 34 #12, as v3's removal).
    if (sent) resetSlider()
  }
  const busy = action.phase === 'attempting' || sliderValue !== percent
  return (
    <Card
      variant="outline"
      as="section"
      aria-labelledby="v4-remove-title"
      className="position-card"
      data-testid="v4-remove"
    >
      <h2 id="v4-remove-title">{_(S.removeTitle)}</h2>
      <Slider
        label={_(S.amount)}
        value={sliderValue}
        onChange={onSlide}
        showValue
        testId="remove-slider"
      />
      <TokenAmountRows
        rows={rows(FORM_DIGITS, 'remove-pooled').map((r) => ({
          ...r,
          symbol: _({ ...S.pooled, values: { symbol: r.symbol } }),
        }))}
      />
      {hasFees && (
        <TokenAmountRows
          rows={feeRows(FORM_DIGITS, 'remove-fee').map((r) => ({
            ...r,
            symbol: _({ ...S.feesEarned, values: { symbol: r.symbol } }),
          }))}
        />
      )}
      <Button
        block
        disabled={removal.liquidity === 0n || busy}
        onClick={action.review}
        testId="remove-button"
      >
        {_(percent === 0 ? S.enterPercent : S.remove)}
      </Button>
      <RemoveConfirm
        isOpen={action.phase === 'review'}
        onDismiss={action.dismiss}
        onConfirm={() => void remove()}
        amounts={confirmRows}
        fees={hasFees ? feeRows(CONFIRM_DIGITS, 'remove-confirm-fee') : null}
      />
    </Card>
  )
}
