import type { Trade, TradeRoute, V2Pair, V3Pool } from '@tidepool/routing'
import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { FAKE_CHAIN, TOKENS } from './testing/fakeChain.ts'
import { buildChecks, encodeV3Path, quoterV2Abi, RouteCheckError, segmentsOf } from './verify.ts'

const { WETH, USDC, DAI } = TOKENS
const v3 = (address: `0x${string}`, fee: number): V3Pool => ({
  protocol: 'v3',
  address,
  token0: WETH,
  token1: USDC,
  fee,
  tickSpacing: 10,
  sqrtPriceX96: 1n << 96n,
  tick: 0,
  liquidity: 1n,
  ticks: [],
})
const v2: V2Pair = {
  protocol: 'v2',
  address: '0x00000000000000000000000000000000000a0002',
  token0: USDC,
  token1: DAI,
  reserve0: 1n,
  reserve1: 1n,
}
const poolA = v3('0x00000000000000000000000000000000000b0001', 500)
const poolB = v3('0x00000000000000000000000000000000000b0002', 100)

function route(
  hops: [V3Pool | V2Pair, `0x${string}`, `0x${string}`, bigint, bigint][],
): TradeRoute {
  return {
    route: { pools: hops.map((h) => h[0]), path: [hops[0]?.[1] ?? WETH, ...hops.map((h) => h[2])] },
    percent: 100,
    amountIn: hops[0]?.[3] ?? 0n,
    amountOut: hops[hops.length - 1]?.[4] ?? 0n,
    gasEstimate: 0n,
    hops: hops.map(([pool, tokenIn, tokenOut, amountIn, amountOut]) => ({
      pool,
      tokenIn,
      tokenOut,
      amountIn,
      amountOut,
      initializedTicksCrossed: 0,
    })),
  }
}

const trade = (tradeType: Trade['tradeType'], routes: TradeRoute[]): Trade => ({
  tradeType,
  tokenIn: WETH,
  tokenOut: DAI,
  amount: 10n,
  quote: 0n,
  amountIn: 0n,
  amountOut: 0n,
  gasEstimate: 0n,
  gasRouter: 'swapRouter02',
  l1FeeWei: 0n,
  gasCostInQuoteToken: 0n,
  quoteGasAdjusted: 0n,
  priceImpact: 0,
  routes,
})

describe('on-chain route checks', () => {
  it('cuts a mixed route into protocol segments with the engine amounts at their ends', () => {
    const mixed = route([
      [poolA, WETH, USDC, 10n, 30n],
      [v2, USDC, DAI, 30n, 29n],
    ])
    expect(segmentsOf(mixed)).toEqual(
      [
        { protocol: 'v3', tokens: [WETH, USDC], fees: [500], amountIn: 10n, amountOut: 30n },
        { protocol: 'v2', tokens: [USDC, DAI], fees: [], amountIn: 30n, amountOut: 29n },
      ].map((s) => ({ ...s, v4Pools: [], currencies: [] })),
    )
  })

  it('encodes QuoterV2 paths forward for exact input and reversed for exact output', () => {
    const twoHop = route([
      [poolA, WETH, USDC, 10n, 30n],
      [poolB, USDC, WETH, 30n, 9n],
    ])
    const [exactIn] = buildChecks(FAKE_CHAIN, trade('exactIn', [twoHop]))
    const [exactOut] = buildChecks(FAKE_CHAIN, trade('exactOut', [twoHop]))
    expect(exactIn?.call.to).toBe(FAKE_CHAIN.contracts.quoterV2)
    expect(decodeFunctionData({ abi: quoterV2Abi, data: exactIn?.call.data ?? '0x' })).toEqual({
      functionName: 'quoteExactInput',
      args: [encodeV3Path([WETH, USDC, WETH], [500, 100]), 10n],
    })
    expect(decodeFunctionData({ abi: quoterV2Abi, data: exactOut?.call.data ?? '0x' })).toEqual({
      functionName: 'quoteExactOutput',
      args: [encodeV3Path([WETH, USDC, WETH], [100, 500]), 9n],
    })
    expect(encodeV3Path([WETH, USDC], [500])).toBe(`${WETH}0001f4${USDC.slice(2)}`)
  })

  it('refuses a trade whose routes share a pool (their quotes would not compose)', () => {
    const a = route([[poolA, WETH, USDC, 5n, 15n]])
    const b = route([[poolA, WETH, USDC, 5n, 15n]])
    expect(() => buildChecks(FAKE_CHAIN, trade('exactIn', [a, b]))).toThrow(RouteCheckError)
  })
})
