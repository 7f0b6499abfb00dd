// How the Universal Router gets the v3 position it takes apart in the migration (issue 32
// "Batching wallets, permit or approval, as elsewhere"), decided as the swap decides its Permit2
// allowance (swap/utils/routerAllowance):
//   approved — the router already manages the NFT (getApproved): nothing to do;
//   batch    — a batching wallet (EIP-5792): the NFT's approve goes first in the migration's batch;
//   approve  — an account that cannot sign the permit, or whose wallet failed to: approve(router,
//              id) on chain, then the migration;
//   sign     — the owner signs the position manager's ERC-721 permit, carried in the migration.
import type { AccountKind } from '../../../../chain/accountKind'

export type RouterAccess = 'approved' | 'batch' | 'approve' | 'sign'

/**
 * Whether the owner can sign the v3 position manager's permit. It checks a signature by ecrecover
 * only for an owner without code; for any other (a contract, and an EIP-7702-delegated EOA too)
 * it asks the code (EIP-1271), which a delegate need not answer. So only a plain EOA signs.
 */
export function signsPositionPermit(kind: AccountKind): boolean {
  return kind === 'eoa'
}

export function routerAccess(p: {
  routerApproved: boolean
  batching: boolean
  /** undefined until read: taken for an EOA, as the send paths do. */
  accountKind: AccountKind | undefined
  /** The wallet failed to sign (not a refusal): approve on chain instead. */
  signFailed: boolean
}): RouterAccess {
  if (p.routerApproved) return 'approved'
  if (p.batching) return 'batch'
  if (p.signFailed || !signsPositionPermit(p.accountKind ?? 'eoa')) return 'approve'
  return 'sign'
}
