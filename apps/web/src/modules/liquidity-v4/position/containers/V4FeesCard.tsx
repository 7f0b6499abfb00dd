// The unclaimed fees of a v4 position and their Collect (spec 02 §2 "unclaimed fees", §4 Collect
// fees; issue 32): v4 has no collect call, so the collect is a decrease of nothing, which pays
// every fee owed (liquidity/v4/v4Calls v4CollectCall). The amounts are the read's, exact: what the
// pool manager pays on the next modify.
import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../../lib/format'
import { Button, Card, TokenAmountRows } from '../../../../ui'
import { CollectConfirm, POSITION_MESSAGES as S, v4CollectCall } from '../../../liquidity'
import { V4ActionDialog } from '../components/V4ActionDialog'
import { amountRows, currencyId, feesOf } from '../hooks/sides'
import type { V4PositionView } from '../hooks/useV4Position'
import { useV4PositionAction } from '../hooks/useV4PositionAction'

/** spec 02 §9 "6 for amounts". */
const DIGITS = 6

export function V4FeesCard({ view }: { view: V4PositionView }) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const action = useV4PositionAction(view, 'Collect fees failed')
  const fees = feesOf(view)
  const hasFees = fees.amount0 > 0n || fees.amount1 > 0n
  const rows = amountRows(view, fees, fmt.tokenAmount, DIGITS, 'position-fee')
  const { position, account } = view
  const pendingText = _({
    ...S.collectingPending,
    values: {
      amount0: rows[0].text,
      symbol0: rows[0].symbol,
      amount1: rows[1].text,
      symbol1: rows[1].symbol,
    },
  })
  const collect = () =>
    account &&
    void action.send(
      (deadline) =>
        v4CollectCall({
          tokenId: position.tokenId,
          poolKey: position.poolKey,
          recipient: account,
          deadline,
        }),
      {
        type: 'collectFees',
        tokenId: position.tokenId.toString(),
        currencyId0: currencyId(view, 0),
        currencyId1: currencyId(view, 1),
        expectedCurrencyOwed0Raw: fees.amount0.toString(),
        expectedCurrencyOwed1Raw: fees.amount1.toString(),
      },
      pendingText,
    )
  const busy = action.phase === 'attempting'
  return (
    <Card
      variant="outline"
      as="section"
      aria-labelledby="position-fees-title"
      className="position-card"
    >
      <div className="position-card__head">
        <h2 id="position-fees-title">{_(S.unclaimedFees)}</h2>
        {view.canCollect && (
          <Button
            size="small"
            disabled={!hasFees || busy}
            onClick={action.review}
            testId="position-collect"
          >
            {_(busy ? S.collecting : S.collectFees)}
          </Button>
        )}
      </div>
      <TokenAmountRows boxed rows={rows} />
      <CollectConfirm
        isOpen={action.phase === 'review'}
        onDismiss={action.dismiss}
        onConfirm={collect}
        rows={rows}
      />
      <V4ActionDialog action={action} />
    </Card>
  )
}
