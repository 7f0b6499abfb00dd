// spec 02 §4 "Claim, deposit, withdraw dialogs (mining): input, then pending (confirm in wallet),
// then 'Transaction Submitted' with hash. Cancelling or an error returns to input." One send
// through modules/transactions (the one write path) with the call's fixed gas limit (spec 02
// §9); a wallet refusal is silent (spec 02 §8). The reads refresh once it is mined
// (useStakingInfos: the dialog may be closed by then).
import { useCallback } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import {
  type BatchApproval,
  type TransactionInfo,
  useSendTransaction,
  useTransactionDialog,
} from '../../transactions'
import type { MiningCall } from '../utils/miningCalls'

/** The shared transaction dialog's phase; 'closed' is the dialog's input step. */
export function useMiningTx(chain: ChainInfo, account: Address | undefined) {
  const send = useSendTransaction(chain)
  const { dialog, run: runDialog, fail, close } = useTransactionDialog(chain)

  /**
   * `build` may throw a message for the dialog (the §8 guards); other failures are logged.
   * `approvals` (issue 18): a batching wallet's approvals, sent first in one batch with the call.
   */
  const run = useCallback(
    async (
      build: () => MiningCall,
      info: TransactionInfo,
      failure: string,
      approvals?: readonly BatchApproval[],
    ) => {
      if (!account) return
      let call: MiningCall
      try {
        call = build()
      } catch (error) {
        console.error(error)
        fail(error instanceof Error ? error.message : failure)
        return
      }
      // spec 02 §8 "Other send failures: pending state cleared, error logged": back to input.
      await runDialog(
        'Mining transaction failed',
        () =>
          send({ account, call: { to: call.to, data: call.data }, gas: call.gas, approvals, info }),
        { failure: () => null },
      )
    },
    [account, send, runDialog, fail],
  )
  return { phase: dialog, run, reset: close, fail }
}
