// One write to the v4 position manager (issue 32: mint, collect, decrease, increase, burn), as the
// v3 position's flows do it (spec 02 §4: review dialog, attempting, submitted; §8: a failed
// estimate says the transaction would fail, a refusal returns to the review): the reviewed send
// through the transactions module. When it settles, `onSettled` refreshes the reads it moved.
import { useLingui } from '@lingui/react'
import { useCallback, useState } from 'react'
import type { Address, Hash } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { POSITION_MESSAGES, type V4Call } from '../../liquidity'
import {
  type BatchApproval,
  GasEstimateError,
  type ReviewedPhase,
  type TransactionDialogPhase,
  type TransactionInfo,
  TransactionRevertError,
  useOnTransactionSettled,
  useReviewedTransaction,
  useSendTransaction,
} from '../../transactions'

export interface V4Write {
  phase: ReviewedPhase
  dialog: TransactionDialogPhase
  /** The last send's transaction (change of range: followed to the new position). */
  hash: Hash | undefined
  review: () => void
  dismiss: () => void
  /**
   * Sends the call built for the send's deadline; resolves whether it was sent. `approvals` go
   * first in one atomic batch (only for a wallet that batches: useAtomicBatching).
   */
  send: (
    build: (deadline: bigint) => V4Call,
    info: TransactionInfo,
    pendingText: string,
    approvals?: readonly BatchApproval[],
  ) => Promise<boolean>
  /** What the pending dialog says is being done (the last send's). */
  pendingText: string
}

export interface UseV4WriteParameters {
  chain: ChainInfo
  account: Address | undefined
  /** The failure's log text (not shown). */
  what: string
  onSettled: () => void
  /** Where the calls go: the position manager, or the Universal Router (the v3 → v4 migration). */
  to?: Address | undefined
}

export function useV4Write({ chain, account, what, onSettled, to }: UseV4WriteParameters): V4Write {
  const { _ } = useLingui()
  const sendTransaction = useSendTransaction(chain)
  const { dialog, hash, phase, run, review, dismiss } = useReviewedTransaction(chain)
  useOnTransactionSettled(hash, onSettled)
  const positionManager = to ?? chain.contracts?.v4?.positionManager
  const wouldFail = _(POSITION_MESSAGES.wouldFail)
  const [pendingText, setPendingText] = useState('')
  const send = useCallback(
    async (
      build: (deadline: bigint) => V4Call,
      info: TransactionInfo,
      pending: string,
      approvals?: readonly BatchApproval[],
    ) => {
      if (!account || !positionManager) return false
      setPendingText(pending)
      const sent = await run(
        what,
        () =>
          sendTransaction({
            account,
            call: ({ deadline }) => ({ to: positionManager, ...build(deadline) }),
            info,
            ...(approvals && { approvals }),
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
  return { phase, dialog, hash, review, dismiss, send, pendingText }
}
