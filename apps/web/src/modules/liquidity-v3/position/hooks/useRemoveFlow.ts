// spec 02 §4 "Remove v3: dialog open, attempting, hash set; dismissing with a hash resets the
// slider to 0"; §7 the remove call (decreaseLiquidity + collect, slippage, deadline, expected
// owed amounts); §8 'This transaction would fail. Please contact support.' on a failed gas
// estimate, a wallet refusal silent.
import { useCallback, useState } from 'react'
import type { Hash } from 'viem'
import { GasEstimateError, TransactionRevertError, useSendTransaction } from '../../../transactions'
import { removeCall } from '../utils/calls'
import type { RemovalAmounts } from '../utils/sdk'
import { currencyIdOf } from './useCollectFlow'
import type { PositionView } from './usePosition'
import { useRefreshPositionOnSettle } from './useRefreshPositionOnSettle'

export type RemovePhase = 'closed' | 'review' | 'attempting' | 'submitted' | 'error'

export interface RemoveFlow {
  phase: RemovePhase
  hash: Hash | undefined
  review: () => void
  /** Closes any dialog; after a sent removal it also resets the slider (via onReset). */
  dismiss: () => void
  remove: () => Promise<void>
}

export interface UseRemoveFlowParameters {
  view: PositionView
  percent: number
  removal: RemovalAmounts
  receiveWETH: boolean
  onReset: () => void
}

export function useRemoveFlow({
  view,
  percent,
  removal,
  receiveWETH,
  onReset,
}: UseRemoveFlowParameters): RemoveFlow {
  const { chain, details, account } = view
  const send = useSendTransaction(chain)
  const [phase, setPhase] = useState<RemovePhase>('closed')
  const [hash, setHash] = useState<Hash>()
  useRefreshPositionOnSettle(chain.id, details.tokenId, hash)

  const remove = useCallback(async () => {
    const positionManager = chain.contracts?.positionManager
    if (!account || !positionManager) return
    // Fees owed are collected with the removal (spec 02 §2 "fees will also be collected").
    const owed = details.unclaimed ?? { amount0: details.tokensOwed0, amount1: details.tokensOwed1 }
    setPhase('attempting')
    try {
      const sent = await send({
        account,
        call: ({ deadline }) => {
          const { data, value } = removeCall({
            sdk: view.sdk,
            tokenId: details.tokenId,
            percent,
            deadline,
            owed,
            recipient: account,
            nativeSide: view.nativeSide,
            receiveWETH,
            nativeSymbol: chain.nativeCurrency.symbol,
            nativeName: chain.nativeCurrency.name,
          })
          return { to: positionManager, data, value }
        },
        info: {
          type: 'removeLiquidityV3',
          tokenId: details.tokenId.toString(),
          baseCurrencyId: currencyIdOf(view, 0, receiveWETH),
          quoteCurrencyId: currencyIdOf(view, 1, receiveWETH),
          expectedAmountBaseRaw: removal.amount0.toString(),
          expectedAmountQuoteRaw: removal.amount1.toString(),
        },
      })
      if (sent === null) {
        setPhase('review')
        return
      }
      setHash(sent.hash)
      setPhase('submitted')
    } catch (error) {
      console.error('Remove liquidity failed', error)
      const wouldFail = error instanceof GasEstimateError || error instanceof TransactionRevertError
      setPhase(wouldFail ? 'error' : 'review')
    }
  }, [account, chain, details, percent, receiveWETH, removal, send, view])

  // The hash stays: the position's reads refresh when that transaction settles.
  const dismiss = useCallback(() => {
    if (phase === 'submitted') onReset()
    setPhase('closed')
  }, [phase, onReset])

  return { phase, hash, review: useCallback(() => setPhase('review'), []), dismiss, remove }
}
