// Add to a v4 position (issue 32 "increase"; spec 02 §2's deposit inputs: one typed side, the
// other what that liquidity takes, a side the range does not take locked). The preview is the
// pool manager's arithmetic (liquidity/v4 depositForAmount): the amounts of that liquidity,
// rounded up. v4 pays the fees earned with the change, so what leaves the wallet is the deposit
// less the fees. The ERC-20 side goes through Permit2: the token approved to Permit2, then
// Permit2's allowance to the position manager (approvals usePermit2Allowance); the native coin
// is sent along, its unspent part swept back.
import { useLingui } from '@lingui/react'
import { formatSignificant, parseTypedAmount, useFormatAmount } from '../../../../lib/format'
import { Button, Card, Modal, TokenAmountRows } from '../../../../ui'
import {
  addSlippageBps,
  depositForAmount,
  lockedV4Sides,
  POSITION_MESSAGES as S,
  v4IncreaseCall,
} from '../../../liquidity'
import { useSideBalances } from '../../../tokens'
import { useUserSlippageTolerance } from '../../../user'
import { Permit2Step } from '../../shared/Permit2Step'
import { amountMax, usePermit2Steps } from '../../shared/usePermit2Steps'
import { V4DepositPanel } from '../../shared/V4DepositPanel'
import { V4_POSITION_STRINGS as V4 } from '../../strings'
import { amountRows, currencyId, currencyOf, feesOf } from '../hooks/sides'
import type { V4PositionView } from '../hooks/useV4Position'
import type { V4PositionAction } from '../hooks/useV4PositionAction'
import { IncreaseV4FormProvider, useIncreaseV4Form } from '../state/increaseStore'

/** spec 02 §9 "6 for amounts". */
const DIGITS = 6

/** `action`: the page's increase send, whose dialog the page shows (V4ActionDialog). */
export function V4IncreaseCard({
  view,
  action,
}: {
  view: V4PositionView
  action: V4PositionAction
}) {
  return (
    <IncreaseV4FormProvider>
      <IncreaseForm view={view} action={action} />
    </IncreaseV4FormProvider>
  )
}

function IncreaseForm({ view, action }: { view: V4PositionView; action: V4PositionAction }) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const { side, typed, onType, reset } = useIncreaseV4Form()
  const { chain, position, price, account } = view
  const currencies = [currencyOf(view, 0), currencyOf(view, 1)] as const
  const raw = parseTypedAmount(typed, currencies[side].decimals)
  const locked = lockedV4Sides(price, position)
  const deposit = raw === undefined ? undefined : depositForAmount(price, position, side, raw)
  const balances = useSideBalances(chain, account, currencies[0], currencies[1])
  const balance = [balances.a, balances.b] as const
  const amounts = [deposit?.amount0, deposit?.amount1] as const
  const steps = usePermit2Steps(chain, currencies, amounts)
  const slippage = addSlippageBps(locked[0] || locked[1], useUserSlippageTolerance())
  const maxOf = (i: 0 | 1, x: bigint) => amountMax(x, slippage, balance[i])
  const fees = feesOf(view)

  const shown = (i: 0 | 1) => {
    if (locked[i]) return ''
    if (i === side) return typed
    const a = amounts[i]
    return a !== undefined && a > 0n ? formatSignificant(a, currencies[i].decimals, DIGITS) : ''
  }
  const SIDES = [0, 1] as const
  const short = SIDES.find((i) => {
    const [a, b] = [amounts[i], balance[i]]
    return a !== undefined && b !== undefined && a > b
  })
  const rows = deposit && amountRows(view, deposit, fmt.tokenAmount, DIGITS, 'increase-confirm')
  const feeRows = amountRows(view, fees, fmt.tokenAmount, DIGITS, 'increase-confirm-fee')
  const hasFees = fees.amount0 > 0n || fees.amount1 > 0n

  const add = async () => {
    if (!account || !deposit || !rows) return
    const sent = await action.send(
      (deadline) =>
        v4IncreaseCall({
          tokenId: position.tokenId,
          poolKey: position.poolKey,
          liquidity: deposit.liquidity,
          amount0Max: maxOf(0, deposit.amount0),
          amount1Max: maxOf(1, deposit.amount1),
          recipient: account,
          deadline,
        }),
      {
        type: 'increaseLiquidityV4',
        tokenId: position.tokenId.toString(),
        baseCurrencyId: currencyId(view, 0),
        quoteCurrencyId: currencyId(view, 1),
        expectedAmountBaseRaw: deposit.amount0.toString(),
        expectedAmountQuoteRaw: deposit.amount1.toString(),
      },
      _({
        ...V4.addingPending,
        values: {
          amount0: rows[0].text,
          symbol0: rows[0].symbol,
          amount1: rows[1].text,
          symbol1: rows[1].symbol,
        },
      }),
      steps.batchApprovals,
    )
    if (sent) reset()
  }

  const panel = (i: 0 | 1) => (
    <V4DepositPanel
      chain={chain}
      currency={currencies[i]}
      value={shown(i)}
      balance={balance[i]}
      locked={locked[i]}
      onType={(v) => onType(i, v)}
      testId={`increase-${i}`}
    />
  )

  const step =
    deposit === undefined || deposit.liquidity === 0n ? (
      <Button block disabled testId="increase-button">
        {_(V4.enterAmount)}
      </Button>
    ) : short !== undefined ? (
      <Button block disabled testId="increase-button">
        {_({ ...V4.insufficient, values: { symbol: currencies[short].symbol } })}
      </Button>
    ) : steps.needsApproval !== undefined || steps.needsAllowance !== undefined ? (
      <Permit2Step steps={steps} symbols={[currencies[0].symbol, currencies[1].symbol]} />
    ) : (
      <Button
        block
        onClick={action.review}
        disabled={action.phase === 'attempting'}
        testId="increase-button"
      >
        {_(V4.add)}
      </Button>
    )

  return (
    <Card
      variant="outline"
      as="section"
      aria-labelledby="v4-increase-title"
      className="position-card v4-increase"
      data-testid="v4-increase"
    >
      <h2 id="v4-increase-title">{_(S.increaseLiquidity)}</h2>
      {panel(0)}
      {panel(1)}
      {step}
      <Modal
        isOpen={action.phase === 'review'}
        onDismiss={action.dismiss}
        title={_(S.increaseLiquidity)}
      >
        <div className="position-dialog" data-testid="increase-confirm">
          {rows && <TokenAmountRows boxed rows={rows} />}
          {hasFees && (
            <>
              <p className="position-dialog__note">{_(V4.feesNetted)}</p>
              <TokenAmountRows
                rows={feeRows.map((r) => ({
                  ...r,
                  symbol: _({ ...S.feesEarned, values: { symbol: r.symbol } }),
                }))}
              />
            </>
          )}
          <Button block size="large" onClick={() => void add()} testId="increase-confirm-button">
            {_(V4.add)}
          </Button>
        </div>
      </Modal>
    </Card>
  )
}
