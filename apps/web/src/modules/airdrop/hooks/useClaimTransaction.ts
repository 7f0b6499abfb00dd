// spec 01 §4 "Airdrop claim" and §7 item 7: claim(index, account, amount, proof) through the one
// write path with the gas estimate + 20 %, recorded as a 'claim' transaction (recipient,
// uniAmountRaw); the flow follows the record until its receipt. Issue 15: the proof is checked
// against the distributor's merkleRoot, read again right before sending, so a bad file never
// reaches the wallet.

import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect } from 'react'
import { type Address, encodeFunctionData } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import { TOKEN_BALANCES_READ } from '../../../chain/queries'
import { uniProtocolOf } from '../../../chain/uniProtocol'
import { AppError } from '../../../lib/errors'
import {
  GAS_ESTIMATE_PLUS_20,
  transactionStatus,
  useSendTransaction,
  useTransaction,
  useTransactionDialog,
} from '../../transactions'
import { merkleDistributorAbi } from '../abi'
import { readClaimStatus } from '../actions/readClaimStatus'
import type { AirdropClaim } from '../utils/claimFile'
import { type ClaimFlowState, claimFlowState } from '../utils/claimFlow'
import { AIRDROP_STATUS_READ } from './useAirdropClaim'

/** Thrown (and shown) when the proof does not lead to the distributor's root. */
export class BadClaimProofError extends AppError<'badProof'> {
  override name = 'BadClaimProofError'
  constructor(message: string) {
    super({ code: 'badProof', message })
  }
}

export interface ClaimTransaction {
  state: ClaimFlowState
  claim: (claim: AirdropClaim) => Promise<void>
  reset: () => void
  /** Issue 35: the claim's simulated outcome while the wallet is asked. */
  preview: ReactNode | undefined
}

export function useClaimTransaction(
  chain: ChainInfo,
  account: Address | undefined,
): ClaimTransaction {
  const getClient = useChainClients()
  const queryClient = useQueryClient()
  const send = useSendTransaction(chain)
  const { dialog, run, close, preview } = useTransactionDialog(chain)
  const distributor = uniProtocolOf(chain)?.airdrop?.distributor
  const hash = dialog.status === 'submitted' ? dialog.hash : undefined
  const record = useTransaction(chain.id, hash)
  const settled = record && transactionStatus(record) !== 'pending' ? record : undefined

  useEffect(() => {
    if (!settled) return
    // isClaimed and the UNI balances read again now, not at the next poll.
    void queryClient.invalidateQueries({
      queryKey: ['chain', 'multicall', chain.id, AIRDROP_STATUS_READ],
    })
    void queryClient.invalidateQueries({
      queryKey: ['chain', 'multicall', chain.id, TOKEN_BALANCES_READ],
    })
  }, [settled, queryClient, chain.id])

  const claim = useCallback(
    async (entry: AirdropClaim) => {
      if (!account || !distributor) return
      await run(
        'Could not claim',
        async () => {
          const status = await readClaimStatus({
            client: getClient(chain.id),
            distributor,
            claim: entry,
            multicallAddress: chain.contracts?.multicall3,
          })
          if (!status.proofValid) throw new BadClaimProofError('proof does not match merkleRoot')
          return send({
            account,
            call: {
              to: distributor,
              data: encodeFunctionData({
                abi: merkleDistributorAbi,
                functionName: 'claim',
                args: [BigInt(entry.index), entry.account, entry.amount, [...entry.proof]],
              }),
            },
            gas: GAS_ESTIMATE_PLUS_20,
            info: {
              type: 'claim',
              recipient: entry.account,
              uniAmountRaw: entry.amount.toString(),
            },
          })
        },
        { failure: (error) => (error instanceof BadClaimProofError ? BAD_PROOF : undefined) },
      )
    },
    [account, distributor, getClient, chain.id, chain.contracts?.multicall3, send, run],
  )
  const state = claimFlowState(dialog, settled && transactionStatus(settled) === 'success')
  return { state, claim, reset: close, preview }
}

/** The flow's marker for a refused proof (the view shows the translated text). */
export const BAD_PROOF = 'bad-proof'
