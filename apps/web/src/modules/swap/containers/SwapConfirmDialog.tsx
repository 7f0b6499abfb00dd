// The confirm dialog with the submitted view's add-to-wallet offer (spec 02 §4): loaded with the
// dialog, so the offer's wallet check stays out of the screen's initial JS (issue 11 §1 budget).
import type { SwapCurrency } from '../../quote'
import { useAddToWallet } from '../../tokens'
import { ConfirmSwapModal, type ConfirmSwapModalProps } from '../components/ConfirmSwapModal'

export function SwapConfirmDialog({
  chainId,
  outputCurrency,
  ...props
}: Omit<ConfirmSwapModalProps, 'addToken'> & { chainId: number; outputCurrency: SwapCurrency }) {
  // The swap's output token, when an ERC-20 (none for the native coin).
  const addToWallet = useAddToWallet(chainId)
  return <ConfirmSwapModal {...props} addToken={addToWallet(outputCurrency)} />
}
