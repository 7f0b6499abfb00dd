// Issue 17: SwapRouter02 calldata for a trade through fee-on-transfer tokens. router-sdk rebuilds
// each v2 route's amounts from the pairs (v2-sdk Trade), without the token's fee, so its
// minimum would exceed what can arrive ('Too little received'). The engine's amounts are already
// net of every fee, and SwapRouter02's v2 swapExactTokensForTokens measures what arrives (its
// _swap reads the pairs' balances: the fee-on-transfer-supporting path), so the calls are built
// here from those amounts. Such trades are exact input and v2 only (packages/routing).
import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { SwapTrade } from '../../quote'
import { isNative } from '../../tokens'
import type { BuildSwapCalldataParameters, SwapCalldata } from './calldata'

const swapRouter02Abi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256 amountOut)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
])

/** SwapRouter02's recipient placeholders (Constants.MSG_SENDER / ADDRESS_THIS). */
const MSG_SENDER: Address = '0x0000000000000000000000000000000000000001'
const ADDRESS_THIS: Address = '0x0000000000000000000000000000000000000002'

export function hasTransferFee(trade: SwapTrade): boolean {
  return (trade.transferFees ?? []).length > 0
}

export function buildFeeOnTransferCalldata(params: BuildSwapCalldataParameters): SwapCalldata {
  const { trade, slippageBps, deadline, recipient, permit } = params
  if (trade.tradeType !== 'exactIn' || trade.routes.some((r) => r.protocol !== 'V2'))
    throw new Error('fee-on-transfer trades are exact input through v2 pairs only')
  const outputNative = isNative(trade.outputCurrency)
  const to = outputNative ? ADDRESS_THIS : (recipient ?? MSG_SENDER)
  const minimum = (amount: bigint) => (amount * BigInt(10_000 - slippageBps)) / 10_000n
  const calls: Hex[] = []
  const first = trade.routes[0]?.hops[0]
  if (permit && first)
    calls.push(
      encodeFunctionData({
        abi: swapRouter02Abi,
        functionName: 'selfPermit',
        args: [first.tokenIn.address, permit.amount, permit.deadline, permit.v, permit.r, permit.s],
      }),
    )
  let total = 0n
  for (const route of trade.routes) {
    const path = [
      ...route.hops.map((h) => h.tokenIn.address),
      route.hops[route.hops.length - 1]?.tokenOut.address,
    ].filter((a): a is Address => a !== undefined)
    const min = minimum(route.amountOut)
    total += min
    calls.push(
      encodeFunctionData({
        abi: swapRouter02Abi,
        functionName: 'swapExactTokensForTokens',
        args: [route.amountIn, min, path, to],
      }),
    )
  }
  if (outputNative)
    calls.push(
      encodeFunctionData({
        abi: swapRouter02Abi,
        functionName: 'unwrapWETH9',
        args: [total, recipient ?? MSG_SENDER],
      }),
    )
  return {
    calldata: encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'multicall',
      args: [deadline, calls],
    }),
    // Native in: the router wraps msg.value when it pays the first pair (PeripheryPayments.pay).
    value: isNative(trade.inputCurrency) ? trade.inputAmount : 0n,
  }
}
