// spec 02 §4 "Remove v2: approve or sign, Remove, confirm dialog, pending, submitted"; §7 the
// router variants chosen by gas estimate (the first whose estimate works); §8 the two 'Please
// contact support.' errors, a wallet refusal silent. After the receipt the pair reads refresh
// and the form empties.

import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { Address, Hash } from 'viem'
import { estimateGas } from 'viem/actions'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { AppError } from '../../../../lib/errors'
import type { PermitSignature } from '../../../approvals'
import {
  type BatchApproval,
  useOnTransactionSettled,
  useSendTransaction,
} from '../../../transactions'
import { V2_PAIRS_READ } from '../../pair'
import type { BurnAmounts } from '../utils/deriveBurn'
import { batchedRemoveCall, type RemoveV2Method, removeCalls } from '../utils/removeCalls'

export type RemoveV2Phase = 'closed' | 'review' | 'attempting' | 'submitted' | 'error'

export type RemoveV2Error = 'wouldFail' | 'noApproval'

export interface RemoveV2Flow {
  phase: RemoveV2Phase
  error: RemoveV2Error | null
  hash: Hash | undefined
  /** The variant that was sent (shown nowhere; tests read it from the sent data). */
  method: RemoveV2Method | undefined
  review: () => void
  dismiss: () => void
  remove: () => Promise<void>
}

export interface UseRemoveV2FlowParameters {
  chain: ChainInfo
  router: Address
  account: Address | undefined
  tokenA: Address
  tokenB: Address
  nativeSide: 'A' | 'B' | null
  burn: BurnAmounts
  approved: boolean
  signature: PermitSignature | null
  /** Issue 18: a batching wallet's LP approval, sent first in one batch with the removal. */
  approvals: readonly BatchApproval[] | undefined
  /** A side takes a fee on transfer (the batch's variant: utils/removeCalls batchedRemoveCall). */
  transferFee: boolean
  currencyIdA: string
  currencyIdB: string
  onReset: () => void
}

/** Thrown by the call builder when no variant's estimate works (spec 02 §8). */
class NoWorkingVariantError extends AppError<'noWorkingVariant'> {
  override name = 'NoWorkingVariantError'
  constructor() {
    super({ code: 'noWorkingVariant', message: '' })
  }
}

export function useRemoveV2Flow(p: UseRemoveV2FlowParameters): RemoveV2Flow {
  const getClient = useChainClients()
  const send = useSendTransaction(p.chain)
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<RemoveV2Phase>('closed')
  const [error, setError] = useState<RemoveV2Error | null>(null)
  const [hash, setHash] = useState<Hash>()
  const [method, setMethod] = useState<RemoveV2Method>()
  const { onReset } = p

  // Once the removal is mined (the transaction record settles) the pair reads refresh at once
  // and the form empties.
  useOnTransactionSettled(hash, () => {
    void queryClient.invalidateQueries({
      queryKey: ['chain', 'multicall', p.chain.id, V2_PAIRS_READ],
    })
    onReset()
  })

  const remove = useCallback(async () => {
    const { account, burn, signature } = p
    if (!account) return
    if (!p.approved && !signature && !p.approvals) {
      // spec 02 §8: nothing to spend the LP with; never reached through the buttons.
      console.error('Attempting to confirm without approval or a signature.')
      setError('noApproval')
      setPhase('error')
      return
    }
    setError(null)
    setPhase('attempting')
    const publicClient = getClient(p.chain.id)
    let chosen: RemoveV2Method | undefined
    try {
      const sent = await send({
        account,
        call: async ({ deadline }) => {
          const calls = removeCalls({
            tokenA: p.tokenA,
            tokenB: p.tokenB,
            liquidity: burn.liquidity,
            amountA: burn.amountA,
            amountB: burn.amountB,
            nativeSide: p.nativeSide,
            recipient: account,
            deadline,
            signature,
          })
          if (p.approvals) {
            const c = batchedRemoveCall(calls, p.transferFee)
            chosen = c.method
            return { to: p.router, data: c.data }
          }
          // spec 02 §7: estimate each variant in order; the first that works is sent.
          for (const c of calls) {
            const works = await estimateGas(publicClient, {
              account,
              to: p.router,
              data: c.data,
            }).then(
              () => true,
              (e: unknown) => {
                console.debug(`${c.method} estimate failed`, e)
                return false
              },
            )
            if (works) {
              chosen = c.method
              return { to: p.router, data: c.data }
            }
          }
          throw new NoWorkingVariantError()
        },
        approvals: p.approvals,
        info: {
          type: 'removeLiquidityV2',
          baseCurrencyId: p.currencyIdA,
          quoteCurrencyId: p.currencyIdB,
          expectedAmountBaseRaw: burn.amountA.toString(),
          expectedAmountQuoteRaw: burn.amountB.toString(),
        },
      })
      if (sent === null) {
        setPhase('review')
        return
      }
      setMethod(chosen)
      setHash(sent.hash)
      setPhase('submitted')
    } catch (e) {
      // spec 02 §8: every estimate failed → logged and shown; any other failure is logged.
      console.error('Remove liquidity failed', e)
      setError('wouldFail')
      setPhase('error')
    }
  }, [p, getClient, send])

  const dismiss = useCallback(() => {
    setPhase('closed')
    setError(null)
  }, [])

  return {
    phase,
    error,
    hash,
    method,
    review: useCallback(() => setPhase('review'), []),
    dismiss,
    remove,
  }
}
