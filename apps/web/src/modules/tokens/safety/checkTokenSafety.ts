// Issue 35: the token-safety check as a plain action. A probe account (funded by a state
// override, so no wallet is needed) buys the token for a little of the chain's coin through the
// Uniswap v2 pair with the wrapped coin, approves the router and sells half of what the pair's
// reserves say it bought back — three calls in one eth_simulateV1. Selling half leaves room for
// a fee of up to 50 % on the buy. Tokens without such a pair are 'unknown' for now (their v3 and
// v4 routes are not probed yet).
import {
  type Address,
  type Client,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  parseAbi,
  parseEther,
} from 'viem'
import { readContract } from 'viem/actions'
import { v2PairAbi } from '../../../chain/abis/v2'
import type { ChainInfo } from '../../../chain/chains'
import { simulateCalls } from '../../../chain/simulate'
import { v2PairAddress } from '../../../chain/v2Pair'
import { type TokenSafety, tokenSafetyOf } from './tokenSafety'

// UniswapV2Router02's swaps that measure what arrives (the app's own swaps go through the
// Universal Router; only the probe uses these).
const routerAbi = parseAbi([
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

/** Holds nothing on any chain; funded only inside the simulation. */
export const SAFETY_PROBE: Address = '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE'
const BUY_WITH = parseEther('0.01')
const FUNDS = parseEther('1')
/** Far in the future: the probe's deadline never binds. */
const DEADLINE = 2n ** 40n

export async function checkTokenSafety(
  client: Client,
  p: { chain: ChainInfo; token: Address },
): Promise<TokenSafety> {
  const v2 = p.chain.v2Liquidity
  const weth = p.chain.wrappedNative?.address
  if (!v2 || !weth) return { verdict: 'unknown' }
  const pair = v2PairAddress(v2.uniswap, weth, p.token)
  const [reserve0, reserve1] = await readContract(client, {
    address: pair,
    abi: v2PairAbi,
    functionName: 'getReserves',
  }).catch(() => [0n, 0n, 0] as const)
  const wethIs0 = weth.toLowerCase() < p.token.toLowerCase()
  const [reserveIn, reserveOut] = wethIs0 ? [reserve0, reserve1] : [reserve1, reserve0]
  if (reserveIn === 0n || reserveOut === 0n) return { verdict: 'unknown' }
  // UniswapV2Library.getAmountOut (0.3 % fee).
  const out = (BUY_WITH * 997n * reserveOut) / (reserveIn * 1000n + BUY_WITH * 997n)
  const sellAmount = out / 2n
  if (sellAmount === 0n) return { verdict: 'unknown' }
  const router = v2.router
  const outcomes = await simulateCalls(client, {
    account: SAFETY_PROBE,
    balance: FUNDS,
    calls: [
      {
        to: router,
        value: BUY_WITH,
        data: encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
          args: [0n, [weth, p.token], SAFETY_PROBE, DEADLINE],
        }),
      },
      {
        to: p.token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, maxUint256],
        }),
      },
      {
        to: router,
        data: encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
          args: [sellAmount, 0n, [p.token, weth], SAFETY_PROBE, DEADLINE],
        }),
      },
    ],
  })
  if (!outcomes) return { verdict: 'unknown' }
  return tokenSafetyOf(outcomes, { token: p.token, probe: SAFETY_PROBE, pair })
}
