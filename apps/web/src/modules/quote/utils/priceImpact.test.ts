import { describe, expect, it } from 'vitest'
import { USDC, WETH } from '../testing/fixtures'
import type { RouteToken, TradeRoute } from '../types'
import { priceImpactBpsOf } from './priceImpact'

const weth: RouteToken = { chainId: 31337, address: WETH, symbol: 'WETH', decimals: 18 }
const usdc: RouteToken = { chainId: 31337, address: USDC, symbol: 'USDC', decimals: 6 }
const POOL = '0x00000000000000000000000000000000000000a1' as const

describe('priceImpactBpsOf (a quote response without priceImpact)', () => {
  it('compares the output with the v2 reserves’ mid price', () => {
    const route: TradeRoute = {
      protocol: 'V2',
      amountIn: 10n ** 18n,
      amountOut: 2_991_000_000n,
      hops: [
        {
          protocol: 'V2',
          address: POOL,
          tokenIn: weth,
          tokenOut: usdc,
          reserve0: { token: weth, raw: 1000n * 10n ** 18n },
          reserve1: { token: usdc, raw: 3_000_000n * 10n ** 6n },
        },
      ],
    }
    // Mid price 3000 USDC per WETH: 2991 is 0.3 % (30 bps) short.
    expect(priceImpactBpsOf([route])).toBeCloseTo(30, 6)
  })

  it('compares it with the v3 pool’s sqrt price, both directions', () => {
    // sqrtRatioX96 of 3000e6 / 1e18 raw USDC per raw WETH (token0 WETH, the lower address).
    const hop = {
      protocol: 'V3' as const,
      address: POOL,
      fee: 500,
      liquidity: 1n,
      tickCurrent: 0,
      sqrtRatioX96: 4339505179874779489431521n,
    }
    const sell: TradeRoute = {
      protocol: 'V3',
      amountIn: 10n ** 18n,
      amountOut: 3_003_000_000n,
      hops: [{ ...hop, tokenIn: weth, tokenOut: usdc }],
    }
    expect(priceImpactBpsOf([sell])).toBeCloseTo(-10, 4) // better than mid: negative
    const buy: TradeRoute = {
      protocol: 'V3',
      amountIn: 3_000_000_000n,
      amountOut: 99n * 10n ** 16n,
      hops: [{ ...hop, tokenIn: usdc, tokenOut: weth }],
    }
    expect(priceImpactBpsOf([buy])).toBeCloseTo(100, 4)
  })

  it("reads a native-coin v4 pool by its currencies' order, not WETH's address (issue 31)", () => {
    // A token whose address sorts below WETH's: by address it would be token0, but in the
    // native pool the coin (0x0) is currency0. Price: 2 TOK per ETH.
    const tok: RouteToken = {
      chainId: 31337,
      address: '0x0000000000000000000000000000000000000001',
      symbol: 'TOK',
      decimals: 18,
    }
    const route: TradeRoute = {
      protocol: 'V4',
      amountIn: 10n ** 18n,
      amountOut: 199n * 10n ** 16n,
      hops: [
        {
          protocol: 'V4',
          poolId: `0x${'11'.repeat(32)}`,
          tokenIn: weth,
          tokenOut: tok,
          currency0: '0x0000000000000000000000000000000000000000',
          currency1: tok.address,
          fee: 3000,
          lpFee: 3000,
          tickSpacing: 60,
          hooks: '0x0000000000000000000000000000000000000000',
          // sqrt(2) × 2^96: 2 TOK per ETH.
          sqrtRatioX96: 112045541949572279837463876454n,
          liquidity: 1n,
          tickCurrent: 6931,
        },
      ],
    }
    // 1.99 TOK for 1 ETH at a mid price of 2: 0.5 % (50 bps) short.
    expect(priceImpactBpsOf([route])).toBeCloseTo(50, 2)
  })
})
