// spec 02 §2 Position detail "unclaimed fees"; §4 Collect fees; §6 owner or approved operator only.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { useFormatAmount } from '../../../../lib/format'
import { Button, Card, Toggle, TokenAmountRows, TransactionDialog } from '../../../../ui'
import { CollectConfirm } from '../../../liquidity'
import { dialogState } from '../../../transactions'
import { sideSymbol } from '../hooks/display'
import { useCollectFlow } from '../hooks/useCollectFlow'
import { useFiatValue } from '../hooks/useFiatValue'
import type { PositionView } from '../hooks/usePosition'
import { POSITION_STRINGS as S } from '../strings'

// spec 02 §9 "6 for amounts".
const DIGITS = 6

export function CollectSection({ view }: { view: PositionView }) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const [receiveWETH, setReceiveWETH] = useState(false)
  const flow = useCollectFlow(view, receiveWETH)
  const owed = view.details.unclaimed
  const fiat = useFiatValue(view, owed)
  const hasFees = owed !== null && (owed.amount0 > 0n || owed.amount1 > 0n)
  const symbol0 = sideSymbol(view, 0, receiveWETH)
  const symbol1 = sideSymbol(view, 1, receiveWETH)
  const rows = owed && [
    {
      symbol: symbol0,
      seed: view.token0.address,
      raw: owed.amount0,
      text: fmt.tokenAmount(owed.amount0, view.token0.decimals, DIGITS),
      testId: 'position-fee0',
    },
    {
      symbol: symbol1,
      seed: view.token1.address,
      raw: owed.amount1,
      text: fmt.tokenAmount(owed.amount1, view.token1.decimals, DIGITS),
      testId: 'position-fee1',
    },
  ]
  const pendingText = rows
    ? _({
        ...S.collectingPending,
        values: { amount0: rows[0]?.text, symbol0, amount1: rows[1]?.text, symbol1 },
      })
    : ''
  return (
    <Card
      variant="outline"
      as="section"
      aria-labelledby="position-fees-title"
      className="position-card"
    >
      <div className="position-card__head">
        <div>
          <h2 id="position-fees-title">{_(S.unclaimedFees)}</h2>
          {fiat !== null && (
            <p className="position-card__fiat" data-testid="position-fees-usd">
              {fmt.usd(fiat)}
            </p>
          )}
        </div>
        {view.canCollect && (
          <Button
            size="small"
            disabled={!hasFees || flow.phase === 'collecting'}
            onClick={flow.open}
            testId="position-collect"
          >
            {_(
              flow.phase === 'collecting'
                ? S.collecting
                : flow.phase === 'collected'
                  ? S.collected
                  : S.collectFees,
            )}
          </Button>
        )}
      </div>
      {rows ? <TokenAmountRows boxed rows={rows} /> : <p>{_(S.feesUnavailable)}</p>}
      {view.canCollect && view.nativeSide !== null && hasFees && (
        <div className="position-card__toggle">
          <span id="position-collect-weth">
            {_({ ...S.collectAs, values: { symbol: view.chain.wrappedNativeSymbol } })}
          </span>
          <Toggle
            label={_({ ...S.collectAs, values: { symbol: view.chain.wrappedNativeSymbol } })}
            checked={receiveWETH}
            onChange={setReceiveWETH}
            testId="position-collect-as-weth"
          />
        </div>
      )}
      <CollectConfirm
        isOpen={flow.phase === 'confirm'}
        onDismiss={flow.dismiss}
        onConfirm={() => void flow.collect()}
        rows={rows}
      />
      {flow.dialog.status !== 'closed' && (
        <TransactionDialog
          isOpen={flow.dialogOpen}
          onDismiss={flow.dismiss}
          state={dialogState(flow.dialog, pendingText)}
        />
      )}
    </Card>
  )
}
