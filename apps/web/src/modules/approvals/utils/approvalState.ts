// spec 01 §4 Approvals: the states as pure functions of what was read (the hook only wires them).
import type { ApprovalState, PermitSignature, SignatureState } from '../types'

export interface ApprovalStateInput {
  /** spec 01 §4: the native coin is always approved. */
  isNative: boolean
  /** The amount to spend (raw); undefined: nothing to approve yet. */
  amount: bigint | undefined
  /** The allowance read; undefined while loading. */
  allowance: bigint | undefined
  /** An approval of this token to this spender is pending (modules/transactions). */
  pending: boolean
}

export function approvalState({
  isNative,
  amount,
  allowance,
  pending,
}: ApprovalStateInput): ApprovalState {
  if (isNative) return 'APPROVED'
  if (amount === undefined || allowance === undefined) return 'UNKNOWN'
  if (allowance >= amount) return 'APPROVED'
  return pending ? 'PENDING' : 'NOT_APPROVED'
}

export interface SignatureMatch {
  chainId: number
  token: string
  spender: string
  owner: string
  amount: bigint
  /** Unix seconds. */
  now: bigint
  /** The owner's current permit nonce, when read: a signature whose nonce was used is spent. */
  nonce?: bigint
}

/**
 * The signature covers this token, spender, owner and chain, at least `amount`, is not expired
 * and not yet used (a swap's selfPermit consumes it: the token's nonce moves on).
 */
export function signatureCovers(s: PermitSignature | null, m: SignatureMatch): boolean {
  const eq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  return (
    s !== null &&
    s.chainId === m.chainId &&
    eq(s.tokenAddress, m.token) &&
    eq(s.spender, m.spender) &&
    eq(s.owner, m.owner) &&
    s.amount >= m.amount &&
    s.deadline > m.now &&
    (m.nonce === undefined || s.nonce === m.nonce)
  )
}

export function signatureState(
  s: PermitSignature | null,
  m: SignatureMatch | undefined,
): SignatureState {
  if (m === undefined) return 'UNKNOWN'
  return signatureCovers(s, m) ? 'SIGNED' : 'NOT_SIGNED'
}
