// Executes a served quote through SwapRouter02 the way a client would: one `multicall` with a
// call per route segment. Minimums (exact input) and maximums (exact output) are the quoted
// amounts themselves, so the router reverts if the chain would give one wei less.
import {
  type Account,
  type Chain,
  encodeFunctionData,
  encodePacked,
  maxUint256,
  type PublicClient,
  parseAbi,
  type Transport,
  type WalletClient,
} from 'viem'
import type { PoolInRoute, QuoteResponse } from '../response.ts'

const swapRouter02Abi = parseAbi([
  'struct ExactInputParams { bytes path; address recipient; uint256 amountIn; uint256 amountOutMinimum; }',
  'struct ExactOutputParams { bytes path; address recipient; uint256 amountOut; uint256 amountInMaximum; }',
  'function exactInput(ExactInputParams params) payable returns (uint256 amountOut)',
  'function exactOutput(ExactOutputParams params) payable returns (uint256 amountIn)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256 amountOut)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to) payable returns (uint256 amountIn)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
])

export const erc20Abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function approve(address spender, uint256 amount)',
])

// SwapRouter02 constants: recipient 1 = msg.sender, 2 = the router itself; amountIn 0 = spend
// the router's whole balance (how a mixed route hands one segment's output to the next).
const MSG_SENDER = '0x0000000000000000000000000000000000000001'
const ADDRESS_THIS = '0x0000000000000000000000000000000000000002'
const CONTRACT_BALANCE = 0n

type Hop = PoolInRoute

function segments(route: readonly Hop[]): Hop[][] {
  const out: Hop[][] = []
  for (const hop of route) {
    const last = out[out.length - 1]
    if (last?.[0]?.type === hop.type) last.push(hop)
    else out.push([hop])
  }
  return out
}

function v3Path(hops: readonly Hop[], reverse: boolean): `0x${string}` {
  const first = hops[0]
  if (first === undefined) throw new Error('empty route')
  const tokens = [first.tokenIn.address, ...hops.map((h) => h.tokenOut.address)]
  const fees = hops.map((h) => (h.type === 'v3-pool' ? Number(h.fee) : 0))
  if (reverse) {
    tokens.reverse()
    fees.reverse()
  }
  const types: ('address' | 'uint24')[] = []
  const values: (`0x${string}` | number)[] = []
  tokens.forEach((t, i) => {
    types.push('address')
    values.push(t)
    const fee = fees[i]
    if (i < fees.length && fee !== undefined) {
      types.push('uint24')
      values.push(fee)
    }
  })
  return encodePacked(types, values)
}

function exactInCalls(route: readonly Hop[]): `0x${string}`[] {
  const parts = segments(route)
  const amountIn = BigInt(route[0]?.amountIn ?? '0')
  const amountOut = BigInt(route[route.length - 1]?.amountOut ?? '0')
  return parts.map((hops, i) => {
    const first = i === 0
    const last = i === parts.length - 1
    const input = first ? amountIn : CONTRACT_BALANCE
    const minimum = last ? amountOut : 0n
    const recipient = last ? MSG_SENDER : ADDRESS_THIS
    if (hops[0]?.type === 'v2-pool') {
      const path = [hops[0].tokenIn.address, ...hops.map((h) => h.tokenOut.address)]
      return encodeFunctionData({
        abi: swapRouter02Abi,
        functionName: 'swapExactTokensForTokens',
        args: [input, minimum, path, recipient],
      })
    }
    return encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'exactInput',
      args: [{ path: v3Path(hops, false), recipient, amountIn: input, amountOutMinimum: minimum }],
    })
  })
}

/** Exact output routes stay within one protocol (SwapRouter02 cannot chain them otherwise). */
function exactOutCall(route: readonly Hop[]): `0x${string}` {
  const amountIn = BigInt(route[0]?.amountIn ?? '0')
  const amountOut = BigInt(route[route.length - 1]?.amountOut ?? '0')
  if (route[0]?.type === 'v2-pool') {
    const path = [route[0].tokenIn.address, ...route.map((h) => h.tokenOut.address)]
    return encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'swapTokensForExactTokens',
      args: [amountOut, amountIn, path, MSG_SENDER],
    })
  }
  return encodeFunctionData({
    abi: swapRouter02Abi,
    functionName: 'exactOutput',
    args: [
      { path: v3Path(route, true), recipient: MSG_SENDER, amountOut, amountInMaximum: amountIn },
    ],
  })
}

export interface ExecuteParams {
  wallet: WalletClient<Transport, Chain, Account>
  client: PublicClient
  swapRouter02: `0x${string}`
  quote: QuoteResponse
  type: 'exactIn' | 'exactOut'
}

export interface Executed {
  spent: bigint
  received: bigint
}

/** Approves the router, sends the multicall, and returns the wallet's balance changes. */
export async function executeQuote(params: ExecuteParams): Promise<Executed> {
  const { wallet, client, quote } = params
  const first = quote.route[0]?.[0]
  const lastRoute = quote.route[0]
  const lastHop = lastRoute?.[lastRoute.length - 1]
  if (first === undefined || lastHop === undefined) throw new Error('quote has no route')
  const tokenIn = first.tokenIn.address
  const tokenOut = lastHop.tokenOut.address
  const owner = wallet.account.address
  const balances = () =>
    Promise.all(
      [tokenIn, tokenOut].map((address) =>
        client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
      ),
    )
  const approval = await wallet.writeContract({
    address: tokenIn,
    abi: erc20Abi,
    functionName: 'approve',
    args: [params.swapRouter02, maxUint256],
  })
  await client.waitForTransactionReceipt({ hash: approval })
  const [inBefore = 0n, outBefore = 0n] = await balances()
  const calls = quote.route.flatMap((route) =>
    params.type === 'exactIn' ? exactInCalls(route) : [exactOutCall(route)],
  )
  const hash = await wallet.writeContract({
    address: params.swapRouter02,
    abi: swapRouter02Abi,
    functionName: 'multicall',
    args: [calls],
    gas: 5_000_000n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`swap ${hash} reverted`)
  const [inAfter = 0n, outAfter = 0n] = await balances()
  return { spent: inBefore - inAfter, received: outAfter - outBefore }
}
