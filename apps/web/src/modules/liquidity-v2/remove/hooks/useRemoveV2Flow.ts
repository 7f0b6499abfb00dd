// spec 02 §4 "Remove v2: approve or sign, Remove, confirm dialog, pending, submitted"; §7 the
// router variants chosen by gas estimate (the first whose estimate works); §8 the two 'Please
// contact support.' errors, a wallet refusal silent. After the receipt the pair reads refresh
// and the form empties.

import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Address } from 'viem'
import { estimateGas } from 'viem/actions'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { AppError } from '../../../../lib/errors'
import type { PermitSignature } from '../../../approvals'
import { logInternalGuard, V2_PAIRS_READ } from '../../../liquidity'
import {
  type BatchApproval,
  type ReviewedPhase,
  type TransactionDialogPhase,
  useOnTransactionSettled,
  useReviewedTransaction,
  useSendTransaction,
} from '../../../transactions'
import { REMOVE_V2_STRINGS as S } from '../strings'
import type { BurnAmounts } from '../utils/deriveBurn'
import { batchedRemoveCall, removeCalls } from '../utils/removeCalls'

export type RemoveV2Phase = ReviewedPhase

export interface RemoveV2Flow {
  phase: RemoveV2Phase
  /** The shared transaction dialog's phase ('confirm' while attempting). */
  dialog: TransactionDialogPhase
  review: () => void
  dismiss: () => void
  remove: () => Promise<void>
}

export interface UseRemoveV2FlowParameters {
  chain: ChainInfo
  router: Address
  account: Address | undefined
  tokenA: Address
  tokenB: Address
  nativeSide: 'A' | 'B' | null
  burn: BurnAmounts
  approved: boolean
  signature: PermitSignature | null
  /** Issue 18: a batching wallet's LP approval, sent first in one batch with the removal. */
  approvals: readonly BatchApproval[] | undefined
  /** A side takes a fee on transfer (the batch's variant: utils/removeCalls batchedRemoveCall). */
  transferFee: boolean
  currencyIdA: string
  currencyIdB: string
  onReset: () => void
}

/** Thrown by the call builder when no variant's estimate works (spec 02 §8). */
class NoWorkingVariantError extends AppError<'noWorkingVariant'> {
  override name = 'NoWorkingVariantError'
  constructor() {
    super({ code: 'noWorkingVariant', message: '' })
  }
}

export function useRemoveV2Flow(p: UseRemoveV2FlowParameters): RemoveV2Flow {
  const { _ } = useLingui()
  const getClient = useChainClients()
  const send = useSendTransaction(p.chain)
  const queryClient = useQueryClient()
  const { dialog, hash, phase, run, fail, review, dismiss } = useReviewedTransaction(p.chain)
  const { onReset } = p

  // Once the removal is mined (the transaction record settles) the pair reads refresh at once
  // and the form empties.
  useOnTransactionSettled(hash, () => {
    void queryClient.invalidateQueries({
      queryKey: ['chain', 'multicall', p.chain.id, V2_PAIRS_READ],
    })
    onReset()
  })

  const remove = useCallback(async () => {
    const { account, burn, signature } = p
    // spec 02 §8 internal guards: logged, never reached through the enabled button.
    if (!account) return logInternalGuard('missing dependencies')
    if (burn.liquidity <= 0n) return logInternalGuard('missing liquidity amount')
    if (!p.approved && !signature && !p.approvals) {
      // spec 02 §8: nothing to spend the LP with; never reached through the buttons.
      console.error('Attempting to confirm without approval or a signature.')
      fail(_(S.noApproval))
      return
    }
    const publicClient = getClient(p.chain.id)
    const wouldFail = _(S.wouldFail)
    // spec 02 §8: every estimate failed → logged and shown; any other failure is logged (and
    // shown the same); a refusal returns to the review.
    await run(
      'Remove liquidity failed',
      () =>
        send({
          account,
          call: async ({ deadline }) => {
            const calls = removeCalls({
              tokenA: p.tokenA,
              tokenB: p.tokenB,
              liquidity: burn.liquidity,
              amountA: burn.amountA,
              amountB: burn.amountB,
              nativeSide: p.nativeSide,
              recipient: account,
              deadline,
              signature,
            })
            if (p.approvals)
              return { to: p.router, data: batchedRemoveCall(calls, p.transferFee).data }
            // spec 02 §7: estimate each variant in order; the first that works is sent.
            for (const c of calls) {
              const works = await estimateGas(publicClient, {
                account,
                to: p.router,
                data: c.data,
              }).then(
                () => true,
                (e: unknown) => {
                  console.debug(`${c.method} estimate failed`, e)
                  return false
                },
              )
              if (works) return { to: p.router, data: c.data }
            }
            throw new NoWorkingVariantError()
          },
          approvals: p.approvals,
          info: {
            type: 'removeLiquidityV2',
            baseCurrencyId: p.currencyIdA,
            quoteCurrencyId: p.currencyIdB,
            expectedAmountBaseRaw: burn.amountA.toString(),
            expectedAmountQuoteRaw: burn.amountB.toString(),
          },
        }),
      { failure: () => wouldFail },
    )
  }, [p, _, getClient, send, run, fail])

  return { phase, dialog, review, dismiss, remove }
}
