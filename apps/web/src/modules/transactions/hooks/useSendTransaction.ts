// The React side of the one write path (issue 11 §3): the wallet client, the deadline from the
// user's setting (for calls that take one), sendTransaction's gas and revert rules, the wallet
// rejection rule, and the pending record with its typed info. Flows pass the call, the gas rule
// and the info; nothing else about sending is theirs.
import { useCallback } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import { transactionDeadlineSeconds } from '../../../chain/deadline'
import { useUserDeadline } from '../../user'
import type { SentTransaction, SimulationCheck, TransactionCall } from '../actions/sendTransaction'
import type { GasRule } from '../gasRules'
import type { TransactionInfo } from '../types'
import type { BatchApproval } from '../utils/batchApproval'
import { useTransactionAdder } from './transactions'

export interface SendTransactionRequest {
  /** The connected account: the wallet must send from it. */
  account: Address
  /**
   * The call, or a builder given the deadline (unix seconds: chain time + the user's setting,
   * spec 01 §5; the L2 deadline on rollups) for calls that take one.
   */
  call:
    | TransactionCall
    | ((context: { deadline: bigint }) => TransactionCall | Promise<TransactionCall>)
  /** Default: the estimate plus 20 % (spec 01 §7.7). */
  gas?: GasRule
  /** What the record keeps (spec 01 §3 / spec 02 §3 transaction info). */
  info: TransactionInfo
  /**
   * spec 02 §8: a wallet refusal is silent ('silent': resolves null). The swap shows
   * 'Transaction rejected.' (spec 01 §8): 'throw' rethrows TransactionRejectedError.
   */
  onRejection?: 'silent' | 'throw'
  /**
   * Issue 18: approvals that go first in ONE atomic EIP-5792 batch with this call (the ones the
   * action needs). Pass them only when useAtomicBatching says the wallet batches; the record is
   * the batch's transaction, with this request's info.
   */
  approvals?: readonly BatchApproval[]
  /**
   * Issue 35: every send is simulated before the wallet is asked; a reverting one is not sent.
   * `check` compares the simulated outcome with the flow's preview (a swap's minimum received)
   * and blocks the send when it returns the sentence saying how they disagree.
   */
  check?: SimulationCheck
}

export type SendTransactionFunction = (
  request: SendTransactionRequest,
) => Promise<SentTransaction | null>

/** Sends on `chain` and records the transaction; rejects with a TransactionError subclass. */
export function useSendTransaction(chain: ChainInfo): SendTransactionFunction {
  const getClient = useChainClients()
  const deadlineSeconds = useUserDeadline()
  const addTransaction = useTransactionAdder()
  return useCallback(
    async (request) => {
      const { sendRequest } = await import('../actions/sendRequest')
      const sent = await sendRequest({
        chainId: chain.id,
        publicClient: getClient(chain.id),
        account: request.account,
        call: request.call,
        gas: request.gas,
        deadlineSeconds: transactionDeadlineSeconds(chain.networkType, deadlineSeconds),
        onRejection: request.onRejection ?? 'silent',
        approvals: request.approvals,
        check: request.check,
      })
      if (sent)
        addTransaction({
          hash: sent.hash,
          from: sent.from,
          chainId: chain.id,
          nonce: sent.nonce,
          info: request.info,
        })
      return sent
    },
    [getClient, chain.id, chain.networkType, deadlineSeconds, addTransaction],
  )
}
