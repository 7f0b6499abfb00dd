// spec 02 §4 "Claim, deposit, withdraw dialogs (mining): input, then pending (confirm in wallet),
// then 'Transaction Submitted' with hash. Cancelling or an error returns to input." One send
// through modules/transactions (the one write path) with the call's fixed gas limit (spec 02
// §9); a wallet refusal is silent (spec 02 §8). Once mined, the staking reads refresh at once.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Address, Hash } from 'viem'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import {
  type TransactionInfo,
  useIsTransactionPending,
  useSendTransaction,
} from '../../transactions'
import type { MiningCall } from '../utils/miningCalls'
import { STAKING_INFOS_READ } from './useStakingInfos'

export type MiningTxPhase =
  | { status: 'input' }
  | { status: 'confirm' }
  | { status: 'submitted'; hash: Hash; explorerUrl: string }
  | { status: 'error'; message: string }

export function useMiningTx(chain: ChainInfo, account: Address | undefined) {
  const send = useSendTransaction(chain)
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<MiningTxPhase>({ status: 'input' })
  const [hash, setHash] = useState<Hash>()

  // Mined (the record settles): the staking and pair reads refresh now, not at the next poll.
  const pending = useIsTransactionPending(hash)
  const wasPending = useRef(false)
  useEffect(() => {
    if (pending) {
      wasPending.current = true
      return
    }
    if (!wasPending.current) return
    wasPending.current = false
    void queryClient.invalidateQueries({
      queryKey: ['chain', 'multicall', chain.id, STAKING_INFOS_READ],
    })
  }, [pending, queryClient, chain.id])

  /** `build` may throw a message for the dialog (the §8 guards); other failures are logged. */
  const run = useCallback(
    async (build: () => MiningCall, info: TransactionInfo, failure: string) => {
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
          info,
        })
        if (!sent) {
          setPhase({ status: 'input' })
          return
        }
        setHash(sent.hash)
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
