// The Universal Router plan for each shape of trade: which commands, in which order, who pays,
// and where the output goes. The amounts it moves are proved on chain by
// actions/universalRouter.int.test.ts; this pins the plan for shapes the devnet seeds no route
// for (ETH out of a native pool and a v3 pool in one split, WETH into a native pool).
import {
  decodeAbiParameters,
  decodeFunctionData,
  getAddress,
  type Hex,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { describe, expect, it } from 'vitest'
import type { RouteToken, SwapCurrency, SwapTrade, TradeHop, TradeRoute } from '../../quote'
import { buildUniversalRouterCalldata } from './universalRouter'

const token = (n: number, symbol: string): RouteToken => ({
  chainId: 31337,
  address: getAddress(`0x${n.toString(16).padStart(40, '0')}`),
  symbol,
  decimals: 18,
})
const WETH = token(0xe1, 'WETH')
const USDC = token(0xe2, 'USDC')
const LUM = token(0xe3, 'LUM')
const NATIVE = '0x0000000000000000000000000000000000000000'
const ETH: SwapCurrency = {
  chainId: 31337,
  address: 'ETH',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
}
const asCurrency = (t: RouteToken): SwapCurrency => ({ ...t, name: t.symbol })

const v3 = (tokenIn: RouteToken, tokenOut: RouteToken): TradeHop => ({
  protocol: 'V3',
  address: '0x00000000000000000000000000000000000000a1',
  tokenIn,
  tokenOut,
  fee: 500,
  sqrtRatioX96: 1n << 96n,
  liquidity: 1n,
  tickCurrent: 0,
})
/** A native-ETH v4 pool against `other` (WETH stands for the native coin on the route). */
const v4Native = (tokenIn: RouteToken, tokenOut: RouteToken, other: RouteToken): TradeHop => ({
  protocol: 'V4',
  poolId: `0x${'11'.repeat(32)}`,
  tokenIn,
  tokenOut,
  currency0: NATIVE,
  currency1: other.address,
  fee: 3000,
  lpFee: 3000,
  tickSpacing: 60,
  hooks: NATIVE,
  sqrtRatioX96: 1n << 96n,
  liquidity: 1n,
  tickCurrent: 0,
})
const route = (hops: TradeHop[], amountIn: bigint, amountOut: bigint): TradeRoute => ({
  protocol: new Set(hops.map((h) => h.protocol)).size > 1 ? 'MIXED' : (hops[0]?.protocol ?? 'V3'),
  hops,
  amountIn,
  amountOut,
})
const trade = (
  p: Partial<SwapTrade> & Pick<SwapTrade, 'routes' | 'inputCurrency' | 'outputCurrency'>,
): SwapTrade => ({
  tradeType: 'exactIn',
  inputAmount: p.routes.reduce((s, r) => s + r.amountIn, 0n),
  outputAmount: p.routes.reduce((s, r) => s + r.amountOut, 0n),
  priceImpactBps: 0,
  gasUseEstimate: 0n,
  gasUseEstimateUSD: null,
  blockNumber: 1n,
  source: 'api',
  ...p,
})

const NAMES: Record<number, string> = {
  0: 'V3_SWAP_EXACT_IN',
  1: 'V3_SWAP_EXACT_OUT',
  2: 'PERMIT2_TRANSFER_FROM',
  4: 'SWEEP',
  10: 'PERMIT2_PERMIT',
  11: 'WRAP_ETH',
  12: 'UNWRAP_WETH',
  16: 'V4_SWAP',
}
const V4_NAMES: Record<number, string> = {
  7: 'SWAP_EXACT_IN',
  9: 'SWAP_EXACT_OUT',
  11: 'SETTLE',
  14: 'TAKE',
}
const bytes = (hex: Hex) => (hex.slice(2).match(/../g) ?? []).map((b) => Number.parseInt(b, 16))

function plan(t: SwapTrade) {
  const { calldata, value } = buildUniversalRouterCalldata({
    trade: t,
    slippageBps: 100,
    deadline: 10n,
  })
  const { args } = decodeFunctionData({
    abi: parseAbi(['function execute(bytes commands, bytes[] inputs, uint256 deadline) payable']),
    data: calldata,
  })
  const [commands, inputs] = args
  const steps = bytes(commands).map((c, i) => {
    const input = inputs[i] as Hex
    if (c !== 0x10) return NAMES[c]
    const [actions] = decodeAbiParameters(parseAbiParameters('bytes, bytes[]'), input)
    return `V4_SWAP(${bytes(actions)
      .map((a) => V4_NAMES[a])
      .join(',')})`
  })
  return { steps, inputs, value }
}

describe('the Universal Router plan', () => {
  it('ETH into a native-coin v4 pool: sent as value, swapped first, the output swept to the sender', () => {
    const t = trade({
      inputCurrency: ETH,
      outputCurrency: asCurrency(LUM),
      routes: [route([v4Native(WETH, LUM, LUM)], 100n, 50n)],
    })
    const { steps, inputs, value } = plan(t)
    expect(steps).toEqual(['V4_SWAP(SWAP_EXACT_IN,SETTLE,TAKE)', 'SWEEP'])
    expect(value).toBe(100n)
    // Minimum: 50 less 1 %, rounded down, to the sender (MSG_SENDER).
    expect(
      decodeAbiParameters(parseAbiParameters('address, address, uint256'), inputs[1] as Hex),
    ).toEqual([LUM.address, '0x0000000000000000000000000000000000000001', 49n])
  })

  it('v3 into WETH, then a native-coin v4 pool: the router unwraps its WETH between the two', () => {
    const t = trade({
      inputCurrency: asCurrency(USDC),
      outputCurrency: asCurrency(LUM),
      routes: [route([v3(USDC, WETH), v4Native(WETH, LUM, LUM)], 1000n, 7n)],
    })
    const { steps, inputs } = plan(t)
    expect(steps).toEqual([
      'V3_SWAP_EXACT_IN',
      'UNWRAP_WETH',
      'V4_SWAP(SETTLE,SWAP_EXACT_IN,TAKE)',
      'SWEEP',
    ])
    // The user pays the first segment (through Permit2); the router keeps its output.
    const [recipient, amountIn, , , payerIsUser] = decodeAbiParameters(
      parseAbiParameters('address, uint256, uint256, bytes, bool'),
      inputs[0] as Hex,
    )
    expect([recipient, amountIn, payerIsUser]).toEqual([
      '0x0000000000000000000000000000000000000002',
      1000n,
      true,
    ])
  })

  it('ETH out of a split through a native pool and a v3 pool: unwraps the WETH part, sweeps all ETH', () => {
    const t = trade({
      inputCurrency: asCurrency(USDC),
      outputCurrency: ETH,
      routes: [route([v4Native(USDC, WETH, USDC)], 600n, 6n), route([v3(USDC, WETH)], 400n, 4n)],
    })
    expect(plan(t).steps).toEqual([
      'V4_SWAP(SWAP_EXACT_IN,SETTLE,TAKE)',
      'V3_SWAP_EXACT_IN',
      'UNWRAP_WETH',
      'SWEEP',
    ])
    expect(plan(t).value).toBe(0n)
  })

  it('the user’s WETH into a native pool: pulled through Permit2 and unwrapped first', () => {
    const t = trade({
      inputCurrency: asCurrency(WETH),
      outputCurrency: asCurrency(LUM),
      routes: [route([v4Native(WETH, LUM, LUM)], 100n, 50n)],
    })
    expect(plan(t).steps).toEqual([
      'PERMIT2_TRANSFER_FROM',
      'UNWRAP_WETH',
      'V4_SWAP(SWAP_EXACT_IN,SETTLE,TAKE)',
      'SWEEP',
    ])
  })

  it('exact output paid in ETH through v3: wraps the maximum, then returns what was not used', () => {
    const t = trade({
      tradeType: 'exactOut',
      inputCurrency: ETH,
      outputCurrency: asCurrency(USDC),
      routes: [route([v3(WETH, USDC)], 1000n, 3n)],
    })
    const { steps, inputs, value } = plan(t)
    expect(steps).toEqual(['WRAP_ETH', 'V3_SWAP_EXACT_OUT', 'SWEEP', 'UNWRAP_WETH', 'SWEEP'])
    // 1 % above the quote, sent and wrapped; the output's minimum is the exact amount.
    expect(value).toBe(1010n)
    expect(decodeAbiParameters(parseAbiParameters('address, uint256'), inputs[0] as Hex)[1]).toBe(
      1010n,
    )
    expect(
      decodeAbiParameters(parseAbiParameters('address, address, uint256'), inputs[2] as Hex)[2],
    ).toBe(3n)
  })
})
