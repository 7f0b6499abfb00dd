// spec 02 §4 "Collect fees: closed, confirm dialog, collecting, collected"; §7 "Position manager
// collect (tokenId, expected owed amounts, recipient), simulated first, then sent"; §8 a wallet
// refusal is silent, other failures are logged and clear the pending state.
import { useCallback, useState } from 'react'
import type { Hash } from 'viem'
import { call } from 'viem/actions'
import { useChainClients } from '../../../../chain/clients'
import { useSendTransaction } from '../../../transactions'
import { collectCall } from '../utils/calls'
import type { PositionView } from './usePosition'
import { useRefreshPositionOnSettle } from './useRefreshPositionOnSettle'

export type CollectPhase = 'closed' | 'confirm' | 'collecting' | 'collected'

export interface CollectFlow {
  phase: CollectPhase
  /** The collected dialog is up (it closes while the phase stays 'collected'). */
  dialogOpen: boolean
  hash: Hash | undefined
  open: () => void
  dismiss: () => void
  collect: () => Promise<void>
}

export function useCollectFlow(view: PositionView, receiveWETH: boolean): CollectFlow {
  const { chain, details, account } = view
  const getClient = useChainClients()
  const send = useSendTransaction(chain)
  const [phase, setPhase] = useState<CollectPhase>('closed')
  const [hash, setHash] = useState<Hash>()
  const [dialogOpen, setDialogOpen] = useState(false)
  useRefreshPositionOnSettle(chain.id, details.tokenId, hash)

  const collect = useCallback(async () => {
    const positionManager = chain.contracts?.positionManager
    const owed = details.unclaimed
    if (!account || !positionManager || !owed) return
    const { data, value } = collectCall({
      sdk: view.sdk,
      tokenId: details.tokenId,
      owed,
      recipient: account,
      nativeSide: view.nativeSide,
      receiveWETH,
      nativeSymbol: chain.nativeCurrency.symbol,
      nativeName: chain.nativeCurrency.name,
    })
    setPhase('collecting')
    try {
      // Simulated first (spec 02 §7): a collect that would revert never reaches the wallet.
      await call(getClient(chain.id), {
        account,
        to: positionManager,
        data,
        value,
      })
      const sent = await send({
        account,
        call: { to: positionManager, data, value },
        info: {
          type: 'collectFees',
          tokenId: details.tokenId.toString(),
          currencyId0: currencyIdOf(view, 0, receiveWETH),
          currencyId1: currencyIdOf(view, 1, receiveWETH),
          expectedCurrencyOwed0Raw: owed.amount0.toString(),
          expectedCurrencyOwed1Raw: owed.amount1.toString(),
        },
      })
      if (sent === null) {
        setPhase('confirm')
        return
      }
      setHash(sent.hash)
      setPhase('collected')
    } catch (error) {
      console.error('Collect fees failed', error)
      setPhase('confirm')
    }
  }, [account, chain, getClient, details, receiveWETH, send, view])

  return {
    phase,
    dialogOpen,
    hash,
    open: useCallback(() => {
      setPhase('confirm')
      setDialogOpen(true)
    }, []),
    dismiss: useCallback(() => {
      setDialogOpen(false)
      setPhase((p) => (p === 'collected' ? p : 'closed'))
    }, []),
    collect,
  }
}

/** spec 01 §3 currency ids: the token address, or 'ETH' for a side paid out as the native coin. */
export function currencyIdOf(view: PositionView, side: 0 | 1, receiveWETH: boolean): string {
  if (view.nativeSide === side && !receiveWETH) return 'ETH'
  return side === 0 ? view.token0.address : view.token1.address
}
