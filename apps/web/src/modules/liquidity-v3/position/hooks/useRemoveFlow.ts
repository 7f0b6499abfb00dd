// spec 02 §4 "Remove v3: dialog open, attempting, hash set; dismissing with a hash resets the
// slider to 0"; §7 the remove call (decreaseLiquidity + collect, slippage, deadline, expected
// owed amounts); §8 'This transaction would fail. Please contact support.' on a failed gas
// estimate, a wallet refusal silent.
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { logInternalGuard } from '../../../liquidity'
import {
  GasEstimateError,
  type ReviewedPhase,
  type TransactionDialogPhase,
  TransactionRevertError,
  useReviewedTransaction,
  useSendTransaction,
} from '../../../transactions'
import { POSITION_STRINGS as S } from '../strings'
import { removeCall } from '../utils/calls'
import type { RemovalAmounts } from '../utils/sdk'
import { currencyIdOf } from './useCollectFlow'
import type { PositionView } from './usePosition'
import { useRefreshPositionOnSettle } from './useRefreshPositionOnSettle'

export type RemovePhase = ReviewedPhase

export interface RemoveFlow {
  phase: RemovePhase
  /** The shared transaction dialog's phase ('confirm' while attempting). */
  dialog: TransactionDialogPhase
  review: () => void
  /** Closes any dialog (a sent removal has reset the slider already, via onReset). */
  dismiss: () => void
  remove: () => Promise<void>
}

export interface UseRemoveFlowParameters {
  view: PositionView
  percent: number
  removal: RemovalAmounts
  receiveWETH: boolean
  onReset: () => void
}

export function useRemoveFlow({
  view,
  percent,
  removal,
  receiveWETH,
  onReset,
}: UseRemoveFlowParameters): RemoveFlow {
  const { _ } = useLingui()
  const { chain, details, account } = view
  const send = useSendTransaction(chain)
  const { dialog, hash, phase, run, review, dismiss: close } = useReviewedTransaction(chain)
  // The hash stays after the dialog closes: the position's reads refresh when it settles.
  useRefreshPositionOnSettle(chain.id, details.tokenId, hash)

  const remove = useCallback(async () => {
    const positionManager = chain.contracts?.positionManager
    // spec 02 §8 internal guard: logged, never reached through the enabled button.
    if (!account || !positionManager) return logInternalGuard('missing dependencies')
    // Fees owed are collected with the removal (spec 02 §2 "fees will also be collected").
    const owed = details.unclaimed ?? { amount0: details.tokensOwed0, amount1: details.tokensOwed1 }
    const wouldFail = _(S.wouldFail)
    const sent = await run(
      'Remove liquidity failed',
      () =>
        send({
          account,
          call: ({ deadline }) => {
            const { data, value } = removeCall({
              sdk: view.sdk,
              tokenId: details.tokenId,
              percent,
              deadline,
              owed,
              recipient: account,
              nativeSide: view.nativeSide,
              receiveWETH,
              nativeSymbol: chain.nativeCurrency.symbol,
              nativeName: chain.nativeCurrency.name,
            })
            return { to: positionManager, data, value }
          },
          info: {
            type: 'removeLiquidityV3',
            tokenId: details.tokenId.toString(),
            baseCurrencyId: currencyIdOf(view, 0, receiveWETH),
            quoteCurrencyId: currencyIdOf(view, 1, receiveWETH),
            expectedAmountBaseRaw: removal.amount0.toString(),
            expectedAmountQuoteRaw: removal.amount1.toString(),
          },
        }),
      // §8: a failed estimate says the transaction would fail; other failures (and a refusal)
      // return to the review.
      {
        failure: (e) =>
          e instanceof GasEstimateError || e instanceof TransactionRevertError ? wouldFail : null,
      },
    )
    // Sent: the slider goes back to 0 at once, not only when the dialog is dismissed (spec 02
    // §4). Left at 50 % it showed fresh amounts once the removal was mined, behind the dialog,
    // and one more click removed half of the rest (issue 34 #12).
    if (sent) onReset()
  }, [_, account, chain, details, percent, receiveWETH, removal, run, send, view, onReset])

  const submitted = dialog.status === 'submitted'
  const dismiss = useCallback(() => {
    if (submitted) onReset()
    close()
  }, [submitted, onReset, close])

  return { phase, dialog, review, dismiss, remove }
}
