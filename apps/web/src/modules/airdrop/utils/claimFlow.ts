// spec 01 §4 "Airdrop claim" flow: Claim → 'Confirm this transaction in your wallet' → the
// submitted hash with an explorer link while claiming → once the receipt exists 'Claimed' with
// confetti. On failure it returns to the start (with the reason shown). Button states: Claim,
// Claiming, Claimed.
import type { Hash } from 'viem'
import type { TransactionDialogPhase } from '../../transactions'

export type ClaimFlowState =
  | { phase: 'idle'; error?: string }
  | { phase: 'confirm' }
  | { phase: 'claiming'; hash: Hash }
  | { phase: 'claimed'; hash: Hash }

/**
 * The claim's state from the shared send phase (modules/transactions useTransactionDialog: a
 * refusal closes it silently, spec 02 §8; a failure is its error) and the receipt of the sent
 * claim (true: status 1 or none; undefined: not mined yet). A reverted claim returns to the start
 * with an empty reason (the view says it reverted).
 */
export function claimFlowState(
  dialog: TransactionDialogPhase,
  receipt: boolean | undefined,
): ClaimFlowState {
  switch (dialog.status) {
    case 'closed':
      return { phase: 'idle' }
    case 'confirm':
      return { phase: 'confirm' }
    case 'error':
      return { phase: 'idle', error: dialog.message }
    case 'submitted':
      if (receipt === undefined) return { phase: 'claiming', hash: dialog.hash }
      return receipt ? { phase: 'claimed', hash: dialog.hash } : { phase: 'idle', error: '' }
  }
}

/** spec 01 §4 "Button states: Claim, Claiming, Claimed". */
export function claimButtonState(state: ClaimFlowState): 'claim' | 'claiming' | 'claimed' {
  if (state.phase === 'claimed') return 'claimed'
  return state.phase === 'idle' ? 'claim' : 'claiming'
}
