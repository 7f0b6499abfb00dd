// spec 02 §4 "Claim, deposit, withdraw dialogs (mining): input, then pending (confirm in wallet),
// then 'Transaction Submitted' with hash. Cancelling or an error returns to input." One send
// through modules/transactions (the one write path) with the call's fixed gas limit (spec 02
// §9); a wallet refusal is silent (spec 02 §8). The reads refresh once it is mined
// (useStakingInfos: the dialog may be closed by then).
import { useCallback, useState } from 'react'
import type { Address, Hash } from 'viem'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { type BatchApproval, type TransactionInfo, useSendTransaction } from '../../transactions'
import type { MiningCall } from '../utils/miningCalls'

export type MiningTxPhase =
  | { status: 'input' }
  | { status: 'confirm' }
  | { status: 'submitted'; hash: Hash; explorerUrl: string }
  | { status: 'error'; message: string }

export function useMiningTx(chain: ChainInfo, account: Address | undefined) {
  const send = useSendTransaction(chain)
  const [phase, setPhase] = useState<MiningTxPhase>({ status: 'input' })

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
        setPhase({ status: 'error', message: error instanceof Error ? error.message : failure })
        return
      }
      setPhase({ status: 'confirm' })
      try {
        const sent = await send({
          account,
          call: { to: call.to, data: call.data },
          gas: call.gas,
          approvals,
          info,
        })
        if (!sent) {
          setPhase({ status: 'input' })
          return
        }
        setPhase({
          status: 'submitted',
          hash: sent.hash,
          explorerUrl: explorerLink(chain, sent.hash, 'transaction'),
        })
      } catch (error) {
        // spec 02 §8 "Other send failures: pending state cleared, error logged".
        console.error('Mining transaction failed', error)
        setPhase({ status: 'input' })
      }
    },
    [account, send, chain],
  )
  const reset = useCallback(() => setPhase({ status: 'input' }), [])
  return { phase, run, reset, setPhase }
}
