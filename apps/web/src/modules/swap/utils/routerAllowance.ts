// Issue 31: how the Universal Router gets its Permit2 allowance for a swap, decided at send time
// from Permit2's allowance read then. Pure, so every branch is unit-tested.
//   none    — the allowance covers the trade's maximum input and has not expired;
//   batch   — a batching wallet (EIP-5792): Permit2.approve goes into the swap's own batch;
//   approve — an account that cannot sign typed data (a contract): Permit2.approve on chain,
//             then the swap;
//   reuse   — a PermitSingle signed earlier for this token, router and nonce, still good;
//   sign    — sign a new one.
// "An expired or mismatched Permit2 signature is never sent twice": a held signature is reused
// only for the nonce Permit2 expects now (a sent one advanced it) and with time to spare before
// its sigDeadline; anything else is signed anew.
import type { Address } from 'viem'
import type { AccountKind } from '../../../chain/accountKind'
import type { SignedPermit } from './universalRouter'

export interface Permit2Allowance {
  amount: bigint
  /** Unix seconds; 0: none was ever given. */
  expiration: number
  nonce: number
}

export type RouterAllowancePlan =
  | { kind: 'none' | 'batch' | 'approve' | 'sign' }
  | { kind: 'reuse'; permit: SignedPermit }

/** A held signature must outlive the swap's own wait in the wallet and the mempool. */
export const PERMIT_SIG_MARGIN_SECONDS = 120

/** The router may spend `amount` now without a new signature (Permit2's own checks). */
export function permitCovers(allowance: Permit2Allowance, amount: bigint, nowSec: number): boolean {
  return allowance.amount >= amount && allowance.expiration > nowSec
}

/**
 * Whether an account of `kind` gives the router its allowance by a Permit2 signature. Permit2
 * checks a signature by ecrecover only for an address without code; for any other (a contract,
 * and an EIP-7702-delegated EOA too) it asks the code (EIP-1271), which a delegate need not
 * answer. So only a plain EOA signs; the others approve in a call. The send (actions/
 * routerAllowance) and the network fee (hooks/useFeeBasis) both decide by this.
 */
export function signsPermit2(kind: AccountKind): boolean {
  return kind === 'eoa'
}

export function routerAllowancePlan(p: {
  allowance: Permit2Allowance
  /** The trade's maximum input. */
  amount: bigint
  nowSec: number
  token: Address
  router: Address
  held: SignedPermit | undefined
  batching: boolean
  signsTypedData: boolean
}): RouterAllowancePlan {
  if (permitCovers(p.allowance, p.amount, p.nowSec)) return { kind: 'none' }
  if (p.batching) return { kind: 'batch' }
  if (!p.signsTypedData) return { kind: 'approve' }
  const h = p.held
  const eq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  if (
    h &&
    eq(h.permit.details.token, p.token) &&
    eq(h.permit.spender, p.router) &&
    h.permit.details.nonce === p.allowance.nonce &&
    h.permit.details.amount >= p.amount &&
    h.permit.details.expiration > p.nowSec &&
    h.permit.sigDeadline > BigInt(p.nowSec + PERMIT_SIG_MARGIN_SECONDS)
  )
    return { kind: 'reuse', permit: h }
  return { kind: 'sign' }
}

/**
 * Whether the swap's router call will carry a signed PermitSingle, planned as the send plans it
 * (the network fee's basis, hooks/useFeeBasis). A signature held from a refused send is carried
 * too ('reuse'): either way a permit. A contract account approves on chain and carries none;
 * until the allowance and the account's kind are read, none is charged.
 */
export function carriesPermit(
  p: Omit<Parameters<typeof routerAllowancePlan>[0], 'allowance' | 'held' | 'signsTypedData'> & {
    allowance: Permit2Allowance | undefined
    accountKind: AccountKind | undefined
  },
): boolean {
  const { allowance, accountKind, ...rest } = p
  if (allowance === undefined || accountKind === undefined) return false
  const plan = routerAllowancePlan({
    ...rest,
    allowance,
    held: undefined,
    signsTypedData: signsPermit2(accountKind),
  })
  return plan.kind === 'sign' || plan.kind === 'reuse'
}
