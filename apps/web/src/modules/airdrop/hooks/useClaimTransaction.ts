// spec 01 §4 "Airdrop claim" and §7 item 7: claim(index, account, amount, proof) through the one
// write path with the gas estimate + 20 %, recorded as a 'claim' transaction (recipient,
// uniAmountRaw); the flow follows the record until its receipt. Issue 15: the proof is checked
// against the distributor's merkleRoot, read again right before sending, so a bad file never
// reaches the wallet.

import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer } from 'react'
import { type Address, encodeFunctionData } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import { TOKEN_BALANCES_READ } from '../../../chain/queries'
import { uniProtocolOf } from '../../../chain/uniProtocol'
import { AppError } from '../../../lib/errors'
import {
  GAS_ESTIMATE_PLUS_20,
  TransactionRejectedError,
  transactionStatus,
  useSendTransaction,
  useTransaction,
} from '../../transactions'
import { merkleDistributorAbi } from '../abi'
import { readClaimStatus } from '../actions/readClaimStatus'
import type { AirdropClaim } from '../utils/claimFile'
import { CLAIM_FLOW_START, type ClaimFlowState, claimFlow } from '../utils/claimFlow'
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
}

export function useClaimTransaction(
  chain: ChainInfo,
  account: Address | undefined,
): ClaimTransaction {
  const getClient = useChainClients()
  const queryClient = useQueryClient()
  const send = useSendTransaction(chain)
  const [state, dispatch] = useReducer(claimFlow, CLAIM_FLOW_START)
  const distributor = uniProtocolOf(chain)?.airdrop?.distributor
  const hash = state.phase === 'claiming' ? state.hash : undefined
  const record = useTransaction(chain.id, hash)
  const settled = record && transactionStatus(record) !== 'pending' ? record : undefined

  useEffect(() => {
    if (!settled) return
    dispatch({
      type: 'receipt',
      hash: settled.hash,
      success: transactionStatus(settled) === 'success',
      message: '',
    })
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
      dispatch({ type: 'start' })
      try {
        const status = await readClaimStatus({
          client: getClient(chain.id),
          distributor,
          claim: entry,
          multicallAddress: chain.contracts?.multicall3,
        })
        if (!status.proofValid) throw new BadClaimProofError('proof does not match merkleRoot')
        const sent = await send({
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
          info: { type: 'claim', recipient: entry.account, uniAmountRaw: entry.amount.toString() },
        })
        dispatch(sent ? { type: 'submitted', hash: sent.hash } : { type: 'rejected' })
      } catch (error) {
        if (error instanceof TransactionRejectedError) {
          dispatch({ type: 'rejected' })
          return
        }
        console.error('Could not claim', error)
        dispatch({
          type: 'failed',
          message: error instanceof BadClaimProofError ? BAD_PROOF : errorMessage(error),
        })
      }
    },
    [account, distributor, getClient, chain.id, chain.contracts?.multicall3, send],
  )
  const reset = useCallback(() => dispatch({ type: 'reset' }), [])
  return { state, claim, reset }
}

/** The flow's marker for a refused proof (the view shows the translated text). */
export const BAD_PROOF = 'bad-proof'

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
