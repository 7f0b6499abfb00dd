// Every governance write of the vote screens (vote, delegate, queue, execute, cancel) through the
// transactions module (estimate, revert reason, record, toast), in the transaction dialog; once
// the receipt is in, the governance reads refresh at once (not at the next poll).
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import {
  type TransactionCall,
  type TransactionInfo,
  useIsTransactionPending,
  useOnTransactionSettled,
  useSendTransaction,
  useTransactionDialog,
} from '../../transactions'
import { GOVERNANCE_READ } from './queryKeys'

export function useGovernanceWrite(chain: ChainInfo, account: Address | undefined) {
  const send = useSendTransaction(chain)
  const queryClient = useQueryClient()
  const { dialog, run, close } = useTransactionDialog(chain)
  const hash = dialog.status === 'submitted' ? dialog.hash : undefined
  const pending = useIsTransactionPending(hash)
  useOnTransactionSettled(hash, () => {
    void queryClient.invalidateQueries({
      queryKey: ['chain', 'multicall', chain.id, GOVERNANCE_READ],
    })
  })

  const write = useCallback(
    async (call: TransactionCall, info: TransactionInfo) => {
      if (!account) return null
      return run(`Could not send ${info.type}`, () => send({ account, call, info }))
    },
    [account, run, send],
  )
  return { dialog, write, closeDialog: close, pending }
}
