// spec 01 §4 "Approvals": not approved, pending, approved; plus the permit signature state.
import type { Address, Hex } from 'viem'

export type ApprovalState = 'UNKNOWN' | 'NOT_APPROVED' | 'PENDING' | 'APPROVED'
export type SignatureState = 'UNKNOWN' | 'NOT_SIGNED' | 'SIGNED'

/**
 * An EIP-2612 permit signed by `owner` for `spender` to spend `amount` of `tokenAddress` until
 * `deadline`. The swap passes {v, r, s, amount, deadline} to the router's selfPermit; it is
 * valid only for this token, spender, chain and an input of at most `amount`.
 */
export interface PermitSignature {
  v: 27 | 28
  r: Hex
  s: Hex
  amount: bigint
  /** Unix seconds. */
  deadline: bigint
  tokenAddress: Address
  spender: Address
  chainId: number
  owner: Address
  nonce: bigint
}
