// One write to a v4 position (issue 32: collect, decrease, burn), as the v3 position's collect
// and remove flows do it (spec 02 §4: review dialog, attempting, submitted; §8: a failed estimate
// says the transaction would fail, a refusal returns to the review): the reviewed send through
// the transactions module. When it settles, the page's read and /pool's list refresh at once. The
// hook lives above the card that sends, with its dialog (V4ActionDialog): a removal that empties
// the position swaps the removal card for the burn card while its dialog is still up.
import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { accountPositionsQueryKey, POSITION_MESSAGES, type V4Call } from '../../../liquidity'
import {
  GasEstimateError,
  type ReviewedPhase,
  type TransactionDialogPhase,
  type TransactionInfo,
  TransactionRevertError,
  useOnTransactionSettled,
  useReviewedTransaction,
  useSendTransaction,
} from '../../../transactions'
import type { V4PositionView } from './useV4Position'
import { v4PositionQueryKey } from './v4PositionQuery'

export interface V4PositionAction {
  phase: ReviewedPhase
  dialog: TransactionDialogPhase
  review: () => void
  dismiss: () => void
  /** Sends the call built for the send's deadline; resolves whether it was sent. */
  send: (
    build: (deadline: bigint) => V4Call,
    info: TransactionInfo,
    pendingText: string,
  ) => Promise<boolean>
  /** What the pending dialog says is being done (the last send's). */
  pendingText: string
}

export function useV4PositionAction(view: V4PositionView, what: string): V4PositionAction {
  const { _ } = useLingui()
  const { chain, account, position } = view
  const queryClient = useQueryClient()
  const sendTransaction = useSendTransaction(chain)
  const { dialog, hash, phase, run, review, dismiss } = useReviewedTransaction(chain)
  useOnTransactionSettled(hash, () => {
    void queryClient.invalidateQueries({
      queryKey: v4PositionQueryKey(chain.id, position.tokenId),
    })
    if (account)
      void queryClient.invalidateQueries({ queryKey: accountPositionsQueryKey(chain.id, account) })
  })
  const positionManager = chain.contracts?.v4?.positionManager
  const wouldFail = _(POSITION_MESSAGES.wouldFail)
  const [pendingText, setPendingText] = useState('')
  const send = useCallback(
    async (build: (deadline: bigint) => V4Call, info: TransactionInfo, pending: string) => {
      if (!account || !positionManager) return false
      setPendingText(pending)
      const sent = await run(
        what,
        () =>
          sendTransaction({
            account,
            call: ({ deadline }) => ({ to: positionManager, ...build(deadline) }),
            info,
          }),
        {
          failure: (e) =>
            e instanceof GasEstimateError || e instanceof TransactionRevertError ? wouldFail : null,
        },
      )
      return sent !== null
    },
    [account, positionManager, run, sendTransaction, what, wouldFail],
  )
  return { phase, dialog, review, dismiss, send, pendingText }
}
