// Issue 32: the add's last steps — a hooked pool's review (acknowledged before anything else),
// the Permit2 steps of each ERC-20 side (a batching wallet's go in the mint's one batch instead),
// then the preview with the exact amounts the chain will move (the pool manager's rounding:
// liquidity/v4 depositForAmount), and the mint through the
// transactions module (V4 write: MINT_POSITION + SETTLE_PAIR [+ SWEEP], a new pool initialised in
// the same multicall). After a successful add, closing the dialog goes to /pool.
import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { useFormatAmount } from '../../../../lib/format'
import { Button } from '../../../../ui'
import { useOpenModal } from '../../../application'
import { accountPositionsQueryKey, useMintForm, v4MintCall } from '../../../liquidity'
import { usePairSafety } from '../../../tokens'
import { Permit2Step } from '../../shared/Permit2Step'
import { useV4Write } from '../../shared/useV4Write'
import { V4WriteDialog } from '../../shared/V4WriteDialog'
import { V4_POSITION_STRINGS as V4 } from '../../strings'
import type { V4AddFlow } from '../hooks/useV4AddFlow'
import { usePoolChoice } from '../state/poolChoiceStore'
import { ADD_V4_STRINGS as S } from '../strings'
import { V4AddPreview } from './V4AddPreview'
import { V4HookReview } from './V4HookReview'

export function V4AddActions({ flow }: { flow: V4AddFlow }) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const openWallet = useOpenModal('wallet')
  const reset = useMintForm((s) => s.resetMintState)
  const acknowledged = usePoolChoice((s) => s.hookAcknowledged)
  const { chain, account, derived, review, steps, maxima, short } = flow
  const write = useV4Write({
    chain,
    account,
    what: 'Add v4 liquidity failed',
    onSettled: () => {
      if (account)
        void queryClient.invalidateQueries({
          queryKey: accountPositionsQueryKey(chain.id, account),
        })
    },
  })
  const { key, deposit, range, currencies, price } = derived
  // Issue 35: the pair's tokens tested when chosen; a risky one holds Preview until acknowledged.
  const safety = usePairSafety(chain, [currencies?.[0], currencies?.[1]])
  if (!key || !currencies) return null
  const symbols = [currencies[0].symbol, currencies[1].symbol] as const
  const hookBlocks = review !== undefined && !acknowledged

  const mint = async () => {
    if (!account || !deposit || !range || !maxima || !price) return
    const text = (i: 0 | 1) =>
      fmt.tokenAmount(i === 0 ? deposit.amount0 : deposit.amount1, currencies[i].decimals, 6)
    const sent = await write.send(
      (deadline) =>
        v4MintCall({
          poolKey: key,
          ...range,
          liquidity: deposit.liquidity,
          amount0Max: maxima[0],
          amount1Max: maxima[1],
          owner: account,
          deadline,
          initialSqrtPriceX96: derived.status === 'new' ? price.sqrtPriceX96 : undefined,
        }),
      {
        type: 'addLiquidityV4',
        createPool: derived.status === 'new',
        baseCurrencyId: currencies[0].address,
        quoteCurrencyId: currencies[1].address,
        expectedAmountBaseRaw: deposit.amount0.toString(),
        expectedAmountQuoteRaw: deposit.amount1.toString(),
      },
      _({
        ...V4.addingPending,
        values: { amount0: text(0), symbol0: symbols[0], amount1: text(1), symbol1: symbols[1] },
      }),
      // A batching wallet: the Permit2 approvals still needed go first in the mint's one batch.
      steps.batchApprovals,
    )
    if (sent) reset()
  }

  const action = !account ? (
    <Button block size="large" onClick={openWallet} testId="v4-add-action">
      {_(S.connectWallet)}
    </Button>
  ) : hookBlocks ? null : !deposit ? (
    <Button block size="large" disabled testId="v4-add-action">
      {_(V4.enterAmount)}
    </Button>
  ) : short !== undefined ? (
    <Button block size="large" disabled testId="v4-add-action">
      {_({ ...V4.insufficient, values: { symbol: symbols[short] } })}
    </Button>
  ) : steps.needsApproval !== undefined || steps.needsAllowance !== undefined ? (
    <Permit2Step steps={steps} symbols={symbols} />
  ) : (
    <Button
      block
      size="large"
      onClick={write.review}
      disabled={write.phase === 'attempting' || safety.held}
      testId="v4-add-action"
    >
      {_(S.preview)}
    </Button>
  )
  return (
    <>
      <V4HookReview flow={flow} />
      <div className="v4-add__actions">
        {safety.notices}
        {action}
      </div>
      {deposit && range && (
        <V4AddPreview
          flow={flow}
          isOpen={write.phase === 'review'}
          onDismiss={write.dismiss}
          onAdd={() => void mint()}
        />
      )}
      <V4WriteDialog write={write} onSucceeded={() => navigate('/pool')} />
    </>
  )
}
