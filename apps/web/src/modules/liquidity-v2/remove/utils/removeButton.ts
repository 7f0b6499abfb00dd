// spec 02 §5 Removal: 'Connect Wallet', or 'Enter a percent' / 'Enter an amount' until the
// liquidity and both token amounts are non-zero; §4 Remove v2: approve or sign first, then
// Remove. Simple mode asks for a percent, Detailed mode for an amount.
import type { ApprovalState, SignatureState } from '../../../approvals'
import type { BurnAmounts } from './deriveBurn'

export type RemoveV2Mode = 'simple' | 'detailed'

export interface RemoveV2Buttons {
  main: 'connectWallet' | 'enterPercent' | 'enterAmount' | 'remove'
  /** Whether Remove can be pressed. */
  removeEnabled: boolean
  /** The Approve button: hidden without an amount or account. */
  approve: 'hidden' | 'approve' | 'approving' | 'approved'
}

export interface RemoveV2ButtonFacts {
  connected: boolean
  mode: RemoveV2Mode
  burn: BurnAmounts
  approval: ApprovalState
  signature: SignatureState
  /** Issue 18: the approval goes in one batch with the removal (a batching wallet): no step. */
  batched: boolean
  busy: boolean
}

export function removeV2Buttons(f: RemoveV2ButtonFacts): RemoveV2Buttons {
  if (!f.connected) return { main: 'connectWallet', removeEnabled: false, approve: 'hidden' }
  const { liquidity, amountA, amountB } = f.burn
  if (liquidity === 0n || amountA === 0n || amountB === 0n)
    return {
      main: f.mode === 'simple' ? 'enterPercent' : 'enterAmount',
      removeEnabled: false,
      approve: 'hidden',
    }
  const ready = f.approval === 'APPROVED' || f.signature === 'SIGNED' || f.batched
  return {
    main: 'remove',
    removeEnabled: ready && !f.busy,
    approve: f.batched
      ? 'hidden'
      : ready
        ? 'approved'
        : f.approval === 'PENDING'
          ? 'approving'
          : 'approve',
  }
}
