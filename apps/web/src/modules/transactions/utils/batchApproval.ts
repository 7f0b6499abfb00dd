// Issue 18: the approval calls that go first in an atomic EIP-5792 batch with the action (spec
// 01 §4 Approvals: the maximum). Encoded at send time (loaded with the send path: the ABI
// encoder is not needed to show a screen). A non-zero allowance is reset to 0 first, as USDT-like tokens
// refuse to change one non-zero allowance into another (approveToken does the same with two
// transactions); inside one atomic batch the reset costs no extra prompt.
import { type Address, encodeFunctionData, type Hex, maxUint256 } from 'viem'
import { erc20Abi } from '../../../chain/abis/erc20'

export interface ApprovalCall {
  to: Address
  data: Hex
}

/** An approval a batching wallet runs before the action (modules/approvals' useApproval). */
export interface BatchApproval {
  token: Address
  spender: Address
  /** The allowance read before sending (non-zero: reset first). */
  currentAllowance: bigint
}

const approveData = (spender: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

export function batchApprovalCalls(p: BatchApproval): ApprovalCall[] {
  const reset = p.currentAllowance > 0n ? [{ to: p.token, data: approveData(p.spender, 0n) }] : []
  return [...reset, { to: p.token, data: approveData(p.spender, maxUint256) }]
}
