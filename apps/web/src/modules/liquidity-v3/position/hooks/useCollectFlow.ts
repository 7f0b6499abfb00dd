// spec 02 §4 "Collect fees: closed, confirm dialog, collecting, collected"; §7 "Position manager
// collect (tokenId, expected owed amounts, recipient), simulated first, then sent"; §8 a wallet
// refusal is silent, other failures are logged and clear the pending state.
import { useCallback } from 'react'
import { call } from 'viem/actions'
import { useChainClients } from '../../../../chain/clients'
import { logInternalGuard } from '../../../liquidity'
import {
  type ReviewedPhase,
  type TransactionDialogPhase,
  useReviewedTransaction,
  useSendTransaction,
} from '../../../transactions'
import { collectCall } from '../utils/calls'
import type { PositionView } from './usePosition'
import { useRefreshPositionOnSettle } from './useRefreshPositionOnSettle'

export type CollectPhase = 'closed' | 'confirm' | 'collecting' | 'collected'

/** The collect flow's names for the reviewed send's steps (its failures close: no 'error'). */
const COLLECT_PHASE: Record<ReviewedPhase, CollectPhase> = {
  closed: 'closed',
  review: 'confirm',
  attempting: 'collecting',
  submitted: 'collected',
  error: 'closed',
}

export interface CollectFlow {
  phase: CollectPhase
  /** The collect dialogs are up (they close while the phase stays 'collected'). */
  dialogOpen: boolean
  /** The shared transaction dialog's phase: 'confirm' is collecting, 'submitted' collected. */
  dialog: TransactionDialogPhase
  open: () => void
  dismiss: () => void
  collect: () => Promise<void>
}

export function useCollectFlow(view: PositionView, receiveWETH: boolean): CollectFlow {
  const { chain, details, account } = view
  const getClient = useChainClients()
  const send = useSendTransaction(chain)
  // The button keeps saying 'Collected' after the submitted dialog is closed (§4).
  const { dialog, hash, phase, run, reviewing, review, dismiss } = useReviewedTransaction(chain, {
    keepSubmitted: true,
  })
  useRefreshPositionOnSettle(chain.id, details.tokenId, hash)

  const collect = useCallback(async () => {
    const positionManager = chain.contracts?.positionManager
    const owed = details.unclaimed
    // spec 02 §8 internal guards: logged, never reached through the enabled button.
    if (!account || !positionManager) return logInternalGuard('missing dependencies')
    if (!owed) return logInternalGuard('missing currency amounts')
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
    // A refusal or a failure goes back to the confirm dialog (§8: no error dialog here).
    await run(
      'Collect fees failed',
      async () => {
        // Simulated first (spec 02 §7): a collect that would revert never reaches the wallet.
        await call(getClient(chain.id), { account, to: positionManager, data, value })
        return send({
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
      },
      { failure: () => null },
    )
  }, [account, chain, getClient, details, receiveWETH, run, send, view])

  return {
    phase: COLLECT_PHASE[phase],
    dialogOpen: reviewing,
    dialog,
    open: review,
    dismiss,
    collect,
  }
}

/** spec 01 §3 currency ids: the token address, or 'ETH' for a side paid out as the native coin. */
export function currencyIdOf(view: PositionView, side: 0 | 1, receiveWETH: boolean): string {
  if (view.nativeSide === side && !receiveWETH) return 'ETH'
  return side === 0 ? view.token0.address : view.token1.address
}
