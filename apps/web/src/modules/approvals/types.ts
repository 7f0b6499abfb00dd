// spec 01 §4 "Approvals": not approved, pending, approved; plus the permit signature state.
import type { Address, Hex } from 'viem'

export type ApprovalState = 'UNKNOWN' | 'NOT_APPROVED' | 'PENDING' | 'APPROVED'
export type SignatureState = 'UNKNOWN' | 'NOT_SIGNED' | 'SIGNED'

/**
 * spec 02 §3 "Permit kinds": AMOUNT is EIP-2612 (owner, spender, value, nonce, deadline);
 * ALLOWED is DAI's (holder, spender, nonce, expiry, allowed): all or nothing.
 */
export type PermitKind = 'AMOUNT' | 'ALLOWED'

/**
 * A permit signed by `owner` for `spender` to spend `amount` of `tokenAddress` until `deadline`
 * (spec 02 §3 "Permit signature data"). The swap passes {v, r, s, amount, deadline} of an AMOUNT
 * permit to the router's selfPermit; an ALLOWED permit (selfPermitAllowed, stakeWithPermit …)
 * has `allowed: true` and `amount` the maximum uint256. Valid only for this token, spender,
 * chain and an amount of at most `amount`.
 */
export interface PermitSignature {
  permitType: PermitKind
  /** ALLOWED permits only. */
  allowed?: true
  v: 27 | 28
  r: Hex
  s: Hex
  amount: bigint
  /** Unix seconds (an ALLOWED permit's `expiry`). */
  deadline: bigint
  tokenAddress: Address
  spender: Address
  chainId: number
  owner: Address
  nonce: bigint
}
