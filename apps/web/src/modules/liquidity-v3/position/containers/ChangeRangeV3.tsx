// Issue 32 "Change range in one transaction", v3: the position page's Change range and its dialog
// (the core's ChangeRangeDialog), sending one position manager multicall (v3ChangeRangeCall:
// decreaseLiquidity + collect to the owner + mint, + burn) through the transactions module. The
// mint pulls the collected tokens back from the wallet, so the dialog asks for each token's
// allowance to the position manager first (on-chain approvals: the multicall takes no permit);
// a batching wallet's approvals go in the change's one batch instead (changeRangeApprovals).
import { useLingui } from '@lingui/react'
import { type ReactNode, useMemo } from 'react'
import { Button, TransactionDialog } from '../../../../ui'
import { ApproveButton, useApproval } from '../../../approvals'
import {
  type ChangeRangeChoice,
  ChangeRangeDialog,
  type ChangeRangeSubject,
  logInternalGuard,
  parseFeeTier,
  CHANGE_RANGE_MESSAGES as S,
  type TokenAmounts,
  useFollowChange,
  v3ChangeRangeCall,
} from '../../../liquidity'
import {
  type BatchApproval,
  dialogState,
  GasEstimateError,
  TransactionRevertError,
  useReviewedTransaction,
  useSendTransaction,
} from '../../../transactions'
import { currencyIdOf } from '../hooks/useCollectFlow'
import type { PositionView } from '../hooks/usePosition'
import { useRefreshPositionOnSettle } from '../hooks/useRefreshPositionOnSettle'
import { POSITION_STRINGS as P } from '../strings'
import { changeRangeApprovals } from '../utils/changeRangeApprovals'

const v3Href = (id: bigint) => `/pool/${id}`

export function ChangeRangeV3({ view }: { view: PositionView }) {
  const { _ } = useLingui()
  const { chain, details, account, sdk } = view
  const to = chain.contracts?.positionManager
  const send = useSendTransaction(chain)
  const { dialog, hash, phase, run, review, dismiss } = useReviewedTransaction(chain)
  useRefreshPositionOnSettle(chain.id, details.tokenId, hash)
  // Once mined, the page goes on to the new position (the route's page follows: useOpenNewPosition).
  useFollowChange(`v3:${details.tokenId}`, { chainId: chain.id, manager: to, hash, href: v3Href })
  const fees = useMemo(
    () => details.unclaimed ?? { amount0: details.tokensOwed0, amount1: details.tokensOwed1 },
    [details],
  )
  const { before, batch } = useApprovals(view, fees)
  const subject = useMemo((): ChangeRangeSubject | undefined => {
    if (!account || !to) return undefined
    return {
      chain,
      account,
      to,
      tokenId: details.tokenId,
      tokens: [sdk.token0, sdk.token1],
      currencies: [view.token0.address, view.token1.address],
      tickSpacing: sdk.pool.tickSpacing,
      price: details.pool,
      position: details,
      fees,
      mintsBy: 'amounts',
      pool: { version: 3, fee: parseFeeTier(details.fee) },
    }
  }, [account, to, chain, details, sdk, view.token0, view.token1, fees])
  if (!subject || !account || !to) return null
  const build = ({ preview, range, burn }: ChangeRangeChoice, deadline: bigint) =>
    v3ChangeRangeCall({
      tokenId: details.tokenId,
      token0: view.token0.address,
      token1: view.token1.address,
      fee: details.fee,
      preview,
      range,
      burn,
      owner: account,
      deadline,
    })
  const id = details.tokenId.toString()
  const wouldFail = _(P.wouldFail)
  const confirm = (choice: ChangeRangeChoice) => {
    if (!account) return logInternalGuard('missing dependencies')
    void run(
      'Change range failed',
      () =>
        send({
          account,
          call: ({ deadline }) => ({ to, ...build(choice, deadline) }),
          info: {
            type: 'changeRange',
            tokenId: id,
            baseCurrencyId: currencyIdOf(view, 0, true),
            quoteCurrencyId: currencyIdOf(view, 1, true),
          },
          // [approvals…, multicall]: one wallet request, the multicall its one manager call.
          ...(batch && { approvals: batch }),
        }),
      {
        failure: (e) =>
          e instanceof GasEstimateError || e instanceof TransactionRevertError ? wouldFail : null,
      },
    )
  }
  return (
    <>
      <Button
        variant="outline"
        size="small"
        onClick={review}
        disabled={phase === 'attempting'}
        testId="change-range-open"
      >
        {_(S.changeRange)}
      </Button>
      {phase === 'review' && (
        <ChangeRangeDialog
          subject={subject}
          symbols={[view.token0.symbol, view.token1.symbol]}
          onDismiss={dismiss}
          build={build}
          onConfirm={confirm}
          before={before}
          approvals={batch}
        />
      )}
      {dialog.status !== 'closed' && (
        <TransactionDialog
          isOpen
          onDismiss={dismiss}
          state={dialogState(dialog, _({ ...S.pending, values: { id } }))}
        />
      )}
    </>
  )
}

/**
 * The approve buttons the mint still needs (null once both tokens are allowed or batched), and a
 * batching wallet's approvals for the change's batch. The mint may take what the collect pays:
 * the liquidity's worth now (rounded down, as the removal pays) and the fees; a choice never
 * needs more.
 */
function useApprovals(
  view: PositionView,
  fees: TokenAmounts,
): { before: ReactNode; batch: BatchApproval[] | undefined } {
  const spender = view.chain.contracts?.positionManager
  const desired = {
    amount0: view.amounts.amount0 + fees.amount0,
    amount1: view.amounts.amount1 + fees.amount1,
  }
  const a0 = useApproval({
    chain: view.chain,
    currency: view.token0,
    amountRaw: desired.amount0,
    spender,
    permit: false,
  })
  const a1 = useApproval({
    chain: view.chain,
    currency: view.token1,
    amountRaw: desired.amount1,
    spender,
    permit: false,
  })
  const { steps, batch } = changeRangeApprovals([
    { ...a0, amount: desired.amount0 },
    { ...a1, amount: desired.amount1 },
  ])
  const symbols = [view.token0.symbol, view.token1.symbol] as const
  const before =
    steps.length === 0
      ? null
      : steps.map((i) => (
          <ApproveButton
            key={i}
            approval={i === 0 ? a0 : a1}
            symbol={symbols[i]}
            side={String(i)}
          />
        ))
  return { before, batch }
}
