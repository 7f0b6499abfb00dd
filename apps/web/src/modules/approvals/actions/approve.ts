// On-chain approval (spec 01 §4 Approvals, §7.7 "token approve"): the maximum amount, falling
// back to the exact amount when the maximum cannot be estimated; only the exact amount when the
// user chose exact-amount approvals (issue 35, settings). Tokens like USDT refuse to
// change a non-zero allowance to another non-zero value, so when both estimates fail while an
// allowance exists, the allowance is first reset to 0. Calls are encoded by hand and their
// return data never decoded: USDT-like tokens return nothing from approve.
import { type Address, type Client, encodeFunctionData, type Hex, maxUint256 } from 'viem'
import { estimateGas, waitForTransactionReceipt } from 'viem/actions'
import { erc20Abi } from '../../../chain/abis/erc20'
import {
  type ConnectedWalletClient,
  gasLimit,
  type SentTransaction,
  sendTransaction,
  WALLET_GAS,
  withGasMargin,
} from '../../transactions'

export interface ApproveTokenParameters {
  walletClient: ConnectedWalletClient
  publicClient: Client
  token: Address
  spender: Address
  /** The amount needed (the trade's maximum input). */
  amount: bigint
  /** The allowance read before clicking approve. */
  currentAllowance: bigint
  /** Issue 35: approve `amount` only, never the maximum. */
  exact?: boolean
  /** Called for every approval transaction sent (the reset to 0 included), to record it. */
  onSent?: (tx: SentTransaction) => void
}

const approveData = (spender: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

async function estimateApprove(
  p: ApproveTokenParameters,
  amount: bigint,
): Promise<{ data: Hex; gas: bigint } | undefined> {
  const data = approveData(p.spender, amount)
  try {
    const gas = await estimateGas(p.publicClient, {
      account: p.walletClient.account.address,
      to: p.token,
      data,
    })
    return { data, gas }
  } catch {
    return undefined
  }
}

async function send(
  p: ApproveTokenParameters,
  call: { data: Hex; gas?: bigint },
): Promise<SentTransaction> {
  // The estimate is already made (it chose max or exact): send it with the write path's margin;
  // nothing estimated → the wallet's own estimate (and its own error).
  const sent = await sendTransaction({
    walletClient: p.walletClient,
    publicClient: p.publicClient,
    to: p.token,
    data: call.data,
    // spec 01 §7.7: gas estimates are scaled up before sending (+20 %).
    gas: call.gas === undefined ? WALLET_GAS : gasLimit(withGasMargin(call.gas)),
  })
  p.onSent?.(sent)
  return sent
}

/** Sends the approval; resolves with the transaction that grants the allowance. */
export async function approveToken(p: ApproveTokenParameters): Promise<SentTransaction> {
  const target = p.exact ? p.amount : maxUint256
  const estimate = async () =>
    (p.exact ? undefined : await estimateApprove(p, maxUint256)) ??
    (await estimateApprove(p, p.amount))
  const estimated = await estimate()
  if (estimated) return send(p, estimated)
  if (p.currentAllowance > 0n) {
    // USDT-like: approve(0) must land before the new allowance can be set.
    const reset = await send(p, { data: approveData(p.spender, 0n) })
    await waitForTransactionReceipt(p.publicClient, { hash: reset.hash })
    const retry = await estimate()
    return send(p, retry ?? { data: approveData(p.spender, target) })
  }
  // Nothing estimates: let the wallet try (and show its own error) with the maximum (or exact).
  return send(p, { data: approveData(p.spender, target) })
}
