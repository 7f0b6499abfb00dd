// The confirm dialog with the submitted view's add-to-wallet offer (spec 02 §4): loaded with the
// dialog, so the offer's wallet check stays out of the screen's initial JS (issue 11 §1 budget).
import type { Hash } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import type { SwapCurrency } from '../../quote'
import { useAddToWallet } from '../../tokens'
import { useTransactionTracker } from '../../transactions'
import { ConfirmSwapModal, type ConfirmSwapModalProps } from '../components/ConfirmSwapModal'

export function SwapConfirmDialog({
  chain,
  outputCurrency,
  ...props
}: Omit<ConfirmSwapModalProps, 'addToken' | 'tracker'> & {
  chain: ChainInfo
  outputCurrency: SwapCurrency
}) {
  // The swap's output token, when an ERC-20 (none for the native coin).
  const addToWallet = useAddToWallet(chain.id)
  // Issue 33: on a rollup, Submitted follows the receipt to Success or Error (spec 02 §4).
  const tracker = useTransactionTracker(chain, props.txHash as Hash | undefined)
  return <ConfirmSwapModal {...props} addToken={addToWallet(outputCurrency)} tracker={tracker} />
}
