// What an approve button does, for any spender (spec 01 §4 Approvals, spec 02 §3/§8): a permit
// signature when the token supports a kind the caller can use; if the user refuses it (4001)
// nothing more happens, no fallback; any other failure falls back to an on-chain approval
// (approveToken: max, exact, USDT reset). A refused approval transaction also ends quietly;
// other failures throw.
import type { Address, Client } from 'viem'
import { type AccountKind, getAccountKind, signsPermits } from '../../../chain/accountKind'
import {
  type ConnectedWalletClient,
  isWalletRejection,
  type SentTransaction,
} from '../../transactions'
import type { PermitKind, PermitSignature } from '../types'
import { approveToken } from './approve'
import { getPermitInfo, permitDeadline, signPermit } from './permit'

export interface RequestApprovalParameters {
  walletClient: ConnectedWalletClient
  publicClient: Client
  chainId: number
  token: Address
  spender: Address
  amount: bigint
  currentAllowance: bigint
  /**
   * Seconds the permit stays valid: spec 02 §9's 1200 (PERMIT_DEADLINE_SECONDS) for liquidity
   * and staking; the swap passes its own transaction deadline.
   */
  deadlineSeconds: number
  /** Permit kinds the spender can consume; none: on-chain approval only. Default: EIP-2612. */
  permitKinds?: readonly PermitKind[]
  /** Every approval transaction sent, to record it. */
  onSent?: (tx: SentTransaction) => void
  /** Issue 35: an on-chain approval of `amount` only, never the maximum. */
  exact?: boolean
  /** The smart-wallet check's answer when the caller has it; read here otherwise. */
  accountKind?: AccountKind
}

export type RequestApprovalReturnType =
  | { kind: 'permit'; signature: PermitSignature }
  | { kind: 'approval'; transaction: SentTransaction }
  | { kind: 'rejected' }

export async function requestApproval(
  p: RequestApprovalParameters,
): Promise<RequestApprovalReturnType> {
  const owner = p.walletClient.account.address
  // Issue 18: a contract account has no key for its own address, so it cannot sign a permit
  // (an ECDSA signature the token recovers to the owner): approve on-chain. An EOA delegated by
  // EIP-7702 keeps its key and signs as any EOA.
  const kind =
    p.accountKind ?? (await getAccountKind(p.publicClient, owner).catch((): AccountKind => 'eoa'))
  const kinds = signsPermits(kind) ? (p.permitKinds ?? ['AMOUNT']) : []
  const info =
    kinds.length === 0
      ? null
      : await getPermitInfo({
          client: p.publicClient,
          chainId: p.chainId,
          token: p.token,
          owner,
          kinds,
        }).catch(() => null)
  if (info) {
    try {
      const signature = await signPermit({
        walletClient: p.walletClient,
        chainId: p.chainId,
        token: p.token,
        info,
        spender: p.spender,
        amount: p.amount,
        deadline: await permitDeadline(p.publicClient, p.deadlineSeconds),
      })
      return { kind: 'permit', signature }
    } catch (error) {
      if (isWalletRejection(error)) return { kind: 'rejected' }
      console.warn('Permit signature failed; falling back to an approval transaction', error)
    }
  }
  try {
    const transaction = await approveToken({
      walletClient: p.walletClient,
      publicClient: p.publicClient,
      token: p.token,
      spender: p.spender,
      amount: p.amount,
      currentAllowance: p.currentAllowance,
      exact: p.exact,
      onSent: p.onSent,
    })
    return { kind: 'approval', transaction }
  } catch (error) {
    if (isWalletRejection(error)) return { kind: 'rejected' }
    throw error
  }
}
