// spec 01 §4 "Swap confirmation": showConfirm, tradeToConfirm, attemptingTxn, swapErrorMessage,
// txHash. The trade shown in the dialog is frozen when it opens; when the live trade moves away
// from it, 'Price Updated' shows and Confirm waits for Accept (which adopts the live trade).
import { useCallback, useState } from 'react'
import type { SwapTrade } from '../../quote'
import { simulationSeq } from '../../transactions'
import { tradeMeaningfullyDiffers } from '../utils/trade'

interface ConfirmState {
  showConfirm: boolean
  tradeToConfirm: SwapTrade | undefined
  attemptingTxn: boolean
  swapErrorMessage: string | undefined
  txHash: string | undefined
  /** Issue 35: when the send began, so the dialog shows that send's simulation. */
  simulationSince: number | undefined
}

const CLOSED: ConfirmState = {
  showConfirm: false,
  tradeToConfirm: undefined,
  attemptingTxn: false,
  swapErrorMessage: undefined,
  txHash: undefined,
  simulationSince: undefined,
}

export function useSwapConfirmation(liveTrade: SwapTrade | undefined, onSubmitted: () => void) {
  const [s, setState] = useState<ConfirmState>(CLOSED)
  const open = useCallback(
    (trade: SwapTrade) => setState({ ...CLOSED, showConfirm: true, tradeToConfirm: trade }),
    [],
  )
  const accept = useCallback(
    () => setState((prev) => ({ ...prev, tradeToConfirm: liveTrade })),
    [liveTrade],
  )
  const dismiss = useCallback(() => {
    // Step 4: dismissing after a sent swap clears the input.
    if (s.txHash) onSubmitted()
    setState(CLOSED)
  }, [s.txHash, onSubmitted])
  const run = useCallback(async (send: () => Promise<string>) => {
    setState((prev) => ({
      ...prev,
      attemptingTxn: true,
      swapErrorMessage: undefined,
      simulationSince: simulationSeq(),
    }))
    try {
      const txHash = await send()
      setState((prev) => ({ ...prev, attemptingTxn: false, txHash }))
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      setState((prev) => ({ ...prev, attemptingTxn: false, swapErrorMessage: message }))
    }
  }, [])
  const priceUpdated =
    s.tradeToConfirm !== undefined &&
    liveTrade !== undefined &&
    !s.txHash &&
    tradeMeaningfullyDiffers(s.tradeToConfirm, liveTrade)
  return { ...s, priceUpdated, open, accept, dismiss, run }
}
