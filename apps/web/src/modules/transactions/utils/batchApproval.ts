// Issue 18: the approval calls that go first in an atomic EIP-5792 batch with the action (spec
// 01 §4 Approvals: the maximum; issue 35: the exact amount when the user chose so). Encoded at
// send time (loaded with the send path: the ABI encoder is not needed to show a screen). A
// non-zero allowance is reset to 0 first, as USDT-like tokens refuse to change one non-zero
// allowance into another (approveToken does the same with two transactions); inside one atomic
// batch the reset costs no extra prompt.
import { type Address, encodeFunctionData, type Hex, maxUint256 } from 'viem'
import { erc20Abi } from '../../../chain/abis/erc20'
import { permit2Abi } from '../../../chain/abis/permit2'

export interface ApprovalCall {
  to: Address
  data: Hex
}

/**
 * An approval a batching wallet runs before the action: an ERC-20 allowance (modules/approvals'
 * useApproval), or issue 31's Permit2 allowance for the Universal Router, given by a call in
 * the batch instead of a signature.
 */
export type BatchApproval = Erc20BatchApproval | Permit2BatchApproval | Erc721BatchApproval

export interface Erc20BatchApproval {
  token: Address
  spender: Address
  /** The allowance read before sending (non-zero: reset first). */
  currentAllowance: bigint
  /** Issue 35: the exact amount to allow; absent, the maximum. */
  amount?: bigint
}

export interface Permit2BatchApproval {
  permit2: Address
  token: Address
  spender: Address
  /** Permit2's uint160 allowance amount. */
  amount: bigint
  /** Unix seconds. */
  expiration: number
}

/**
 * Issue 32: one NFT's approval (a v3 position the Universal Router takes apart in the v3 → v4
 * migration), in place of the owner's ERC-721 permit signature.
 */
export interface Erc721BatchApproval {
  nft: Address
  spender: Address
  tokenId: bigint
}

const approveData = (spender: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

export function batchApprovalCalls(p: BatchApproval): ApprovalCall[] {
  // ERC-721's approve(address,uint256) has ERC-20's selector and argument layout.
  if ('nft' in p) return [{ to: p.nft, data: approveData(p.spender, p.tokenId) }]
  if ('permit2' in p) {
    const args = [p.token, p.spender, p.amount, p.expiration] as const
    return [
      {
        to: p.permit2,
        data: encodeFunctionData({ abi: permit2Abi, functionName: 'approve', args }),
      },
    ]
  }
  const reset = p.currentAllowance > 0n ? [{ to: p.token, data: approveData(p.spender, 0n) }] : []
  return [...reset, { to: p.token, data: approveData(p.spender, p.amount ?? maxUint256) }]
}
