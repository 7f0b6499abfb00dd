// spec 01 §4 "Airdrop claim" flow: Claim → 'Confirm this transaction in your wallet' → the
// submitted hash with an explorer link while claiming → once the receipt exists 'Claimed' with
// confetti. On failure it returns to the start (with the reason shown). Button states: Claim,
// Claiming, Claimed.
import type { Hash } from 'viem'

export type ClaimFlowState =
  | { phase: 'idle'; error?: string }
  | { phase: 'confirm' }
  | { phase: 'claiming'; hash: Hash }
  | { phase: 'claimed'; hash: Hash }

export type ClaimFlowEvent =
  | { type: 'start' }
  /** The wallet refused (spec 02 §8: silent) — back to the start. */
  | { type: 'rejected' }
  | { type: 'failed'; message: string }
  | { type: 'submitted'; hash: Hash }
  /** The receipt of the claim's transaction: status 1 (or none) is success. */
  | { type: 'receipt'; hash: Hash; success: boolean; message: string }
  | { type: 'reset' }

export const CLAIM_FLOW_START: ClaimFlowState = { phase: 'idle' }

export function claimFlow(state: ClaimFlowState, event: ClaimFlowEvent): ClaimFlowState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' ? { phase: 'confirm' } : state
    case 'rejected':
      return state.phase === 'confirm' ? { phase: 'idle' } : state
    case 'failed':
      return state.phase === 'confirm' ? { phase: 'idle', error: event.message } : state
    case 'submitted':
      return state.phase === 'confirm' ? { phase: 'claiming', hash: event.hash } : state
    case 'receipt':
      if (state.phase !== 'claiming' || state.hash !== event.hash) return state
      return event.success
        ? { phase: 'claimed', hash: event.hash }
        : { phase: 'idle', error: event.message }
    case 'reset':
      return CLAIM_FLOW_START
  }
}

/** spec 01 §4 "Button states: Claim, Claiming, Claimed". */
export function claimButtonState(state: ClaimFlowState): 'claim' | 'claiming' | 'claimed' {
  if (state.phase === 'claimed') return 'claimed'
  return state.phase === 'idle' ? 'claim' : 'claiming'
}
