import { type Address, decodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { RouteToken, SwapTrade } from '../../quote'
import { ETH, TRADE } from '../testing/fixtures'
import { buildFeeOnTransferCalldata } from './feeOnTransferCalldata'

const abi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256 amountOut)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
])
const token = (address: Address, symbol: string): RouteToken => ({
  chainId: 1,
  address,
  symbol,
  decimals: 18,
})
const TAX = token('0x00000000000000000000000000000000000000aa', 'TAX')
const WETH = token('0x00000000000000000000000000000000000000bb', 'WETH')
const hop = {
  protocol: 'V2' as const,
  address: '0x0000000000000000000000000000000000000a01' as Address,
  tokenIn: TAX,
  tokenOut: WETH,
  reserve0: { token: TAX, raw: 10n ** 24n },
  reserve1: { token: WETH, raw: 10n ** 20n },
}
const SELL: SwapTrade = {
  ...TRADE,
  inputCurrency: { ...TAX, name: 'Tax' },
  outputCurrency: ETH,
  inputAmount: 100n * 10n ** 18n,
  outputAmount: 9_801_000n,
  routes: [{ protocol: 'V2', hops: [hop], amountIn: 100n * 10n ** 18n, amountOut: 9_801_000n }],
  transferFees: [{ token: TAX, bps: 100 }],
}

describe('fee-on-transfer swap calldata (issue 17)', () => {
  it('swaps each route on SwapRouter02 v2 with a minimum off the net quote, then unwraps', () => {
    const { calldata, value } = buildFeeOnTransferCalldata({
      trade: SELL,
      slippageBps: 50,
      deadline: 1_000n,
    })
    expect(value).toBe(0n)
    const multicall = decodeFunctionData({ abi, data: calldata })
    expect(multicall.functionName).toBe('multicall')
    const [deadline, calls] = multicall.args as [bigint, `0x${string}`[]]
    expect(deadline).toBe(1_000n)
    const [swap, unwrap] = calls.map((c) => decodeFunctionData({ abi, data: c }))
    if (swap === undefined) throw new Error('the multicall holds no swap')
    // floor(9,801,000 × 0.995) = 9,751,995: what arrives net of the fee, less the slippage.
    const [amountIn, min, path, to] = swap.args as [bigint, bigint, string[], string]
    expect([amountIn, min, to]).toEqual([
      100n * 10n ** 18n,
      9_751_995n,
      '0x0000000000000000000000000000000000000002',
    ])
    expect(path.map((a) => a.toLowerCase())).toEqual([TAX.address, WETH.address])
    expect(unwrap?.args).toEqual([9_751_995n, '0x0000000000000000000000000000000000000001'])
  })

  it('refuses exact output', () => {
    expect(() =>
      buildFeeOnTransferCalldata({
        trade: { ...SELL, tradeType: 'exactOut' },
        slippageBps: 50,
        deadline: 1n,
      }),
    ).toThrow(/exact input/)
  })
})
