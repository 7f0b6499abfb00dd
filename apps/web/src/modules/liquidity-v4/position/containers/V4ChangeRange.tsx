// Issue 32 "Change range in one transaction", v4: the page's Change range button and its dialog
// (the core's ChangeRangeDialog), sending one modifyLiquidities (v4ChangeRangeCall: decrease or
// burn + mint + TAKE_PAIR; nothing is pulled from the wallet) through the page's v4 write: the
// dialog is its review (a refusal in the wallet comes back to it).
import { useLingui } from '@lingui/react'
import { Token } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import { Button } from '../../../../ui'
import {
  type ChangeRangeChoice,
  ChangeRangeDialog,
  type ChangeRangeSubject,
  CHANGE_RANGE_MESSAGES as S,
  v4ChangeRangeCall,
} from '../../../liquidity'
import { currencyId, feesOf } from '../hooks/sides'
import type { V4PositionView } from '../hooks/useV4Position'
import type { V4PositionAction } from '../hooks/useV4PositionAction'

export function V4ChangeRange({
  view,
  action,
}: {
  view: V4PositionView
  action: V4PositionAction
}) {
  const { _ } = useLingui()
  const { chain, position, currency0, currency1, account, price } = view
  const to = chain.contracts?.v4?.positionManager
  const subject = useMemo((): ChangeRangeSubject | undefined => {
    if (!account || !to) return undefined
    const token = (c: typeof currency0) => new Token(chain.id, c.address, c.decimals, c.symbol)
    return {
      chain,
      account,
      to,
      tokenId: position.tokenId,
      tokens: [token(currency0), token(currency1)],
      currencies: [currency0.address, currency1.address],
      tickSpacing: position.poolKey.tickSpacing,
      price,
      position,
      fees: feesOf(view),
      mintsBy: 'liquidity',
      pool: { version: 4, poolKey: position.poolKey },
    }
  }, [account, to, chain, position, currency0, currency1, price, view])
  if (!subject || !account) return null
  const build = ({ preview, range, burn }: ChangeRangeChoice, deadline: bigint) =>
    v4ChangeRangeCall({
      tokenId: position.tokenId,
      poolKey: position.poolKey,
      preview,
      range,
      burn,
      owner: account,
      deadline,
    })
  const confirm = (choice: ChangeRangeChoice) => {
    const id = position.tokenId.toString()
    void action.send(
      (deadline) => build(choice, deadline),
      {
        type: 'changeRange',
        tokenId: id,
        baseCurrencyId: currencyId(view, 0),
        quoteCurrencyId: currencyId(view, 1),
      },
      _({ ...S.pending, values: { id } }),
    )
  }
  return (
    <>
      <Button
        variant="secondary"
        block
        onClick={action.review}
        disabled={action.phase === 'attempting'}
        testId="change-range-open"
      >
        {_(S.changeRange)}
      </Button>
      {action.phase === 'review' && (
        <ChangeRangeDialog
          subject={subject}
          symbols={[currency0.symbol, currency1.symbol]}
          onDismiss={action.dismiss}
          build={build}
          onConfirm={confirm}
        />
      )}
    </>
  )
}
