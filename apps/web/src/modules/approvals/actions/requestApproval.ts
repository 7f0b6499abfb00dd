// What the approve button does (spec 01 §4 Approvals): a permit signature when the token supports
// EIP-2612; if the user refuses it (4001) nothing more happens; any other failure falls back to
// an on-chain approval (approveToken: max, exact, USDT reset). A refused approval transaction
// also ends quietly; other failures throw.
import type { Address, Client } from 'viem'
import {
  type ConnectedWalletClient,
  isWalletRejection,
  type SentTransaction,
} from '../../transactions'
import type { PermitSignature } from '../types'
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
  /** The user's transaction deadline in seconds: the permit expires with it. */
  deadlineSeconds: number
  /** Every approval transaction sent, to record it. */
  onSent?: (tx: SentTransaction) => void
}

export type RequestApprovalReturnType =
  | { kind: 'permit'; signature: PermitSignature }
  | { kind: 'approval'; transaction: SentTransaction }
  | { kind: 'rejected' }

export async function requestApproval(
  p: RequestApprovalParameters,
): Promise<RequestApprovalReturnType> {
  const owner = p.walletClient.account.address
  const info = await getPermitInfo({
    client: p.publicClient,
    chainId: p.chainId,
    token: p.token,
    owner,
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
      onSent: p.onSent,
    })
    return { kind: 'approval', transaction }
  } catch (error) {
    if (isWalletRejection(error)) return { kind: 'rejected' }
    throw error
  }
}
