// Issue 17: fee-on-transfer quotes against numbers worked out by hand (Uniswap v2's constant
// product with the 0.3 % fee, and the token's 1 % taken off each transfer), not the engine's own
// functions: out = a·997·R_out / (R_in·1000 + a·997), received = sent − floor(sent/100).
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { findBestTrade } from '../findBestTrade.ts'
import { quoteRouteExactIn } from '../graph/quoteRoute.ts'
import { enumerateRoutes } from '../graph/routes.ts'
import type { Address, PoolSnapshot, V2Pair, V3Pool } from '../graph/types.ts'
import {
  amountAfterTransferFee,
  FeeOnTransferExactOutputError,
  type TransferFees,
} from './transferFee.ts'

const E18 = 10n ** 18n
const TAX: Address = '0x00000000000000000000000000000000000000aa'
const WETH: Address = '0x00000000000000000000000000000000000000bb'
const USDC: Address = '0x00000000000000000000000000000000000000cc'
const FEES: TransferFees = { [TAX]: 100 }

const taxWeth: V2Pair = {
  protocol: 'v2',
  address: '0x0000000000000000000000000000000000000a01',
  token0: TAX,
  token1: WETH,
  reserve0: 1_000_000n * E18,
  reserve1: 300n * E18,
}
const taxUsdc: V2Pair = {
  protocol: 'v2',
  address: '0x0000000000000000000000000000000000000a02',
  token0: TAX,
  token1: USDC,
  reserve0: 900_000n * E18,
  reserve1: 3_000_000n * 10n ** 6n,
}
/** A deep v3 pool at a far better price: a plain-token router would always pick it. */
const taxWethV3: V3Pool = {
  protocol: 'v3',
  address: '0x0000000000000000000000000000000000000a03',
  token0: TAX,
  token1: WETH,
  fee: 500,
  tickSpacing: 10,
  sqrtPriceX96: 1n << 96n,
  tick: 0,
  liquidity: 10n ** 30n,
  ticks: [],
}
const snapshot = (pools: PoolSnapshot['pools']): PoolSnapshot => ({
  chainId: 1,
  blockNumber: 1n,
  pools,
})

describe('fee-on-transfer quotes', () => {
  it('take floor(amount × bps / 10000) off a transfer', () => {
    expect(amountAfterTransferFee(100n * E18, 100)).toBe(99n * E18)
    expect(amountAfterTransferFee(199n, 100)).toBe(198n) // fee floor(1.99) = 1
    expect(amountAfterTransferFee(99n, 100)).toBe(99n) // fee rounds to 0
    expect(amountAfterTransferFee(1234n, 0)).toBe(1234n)
    expect(() => amountAfterTransferFee(1n, 10_000)).toThrow(InvalidInputError)
  })

  it('selling: the pair prices what it received (100 TAX → 99 TAX in)', () => {
    const [route] = enumerateRoutes([taxWeth], TAX, WETH)
    if (route === undefined) throw new Error('no route')
    const q = quoteRouteExactIn(route, 100n * E18, FEES)
    expect(q.amountIn).toBe(100n * E18)
    expect(q.hops[0]?.amountIn).toBe(99n * E18)
    expect(q.amountOut).toBe(29_607_977_603_786_573n)
  })

  it('buying: 1 % of what the pair sends is kept on the way to the buyer', () => {
    const [route] = enumerateRoutes([taxWeth], WETH, TAX)
    if (route === undefined) throw new Error('no route')
    const q = quoteRouteExactIn(route, E18, FEES)
    expect(q.hops[0]?.amountOut).toBe(3_312_325_372_013_674_554_895n)
    expect(q.amountOut).toBe(3_279_202_118_293_537_809_347n)
  })

  it('through a fee token: charged on the pair-to-pair transfer', () => {
    const [route] = enumerateRoutes([taxUsdc, taxWeth], USDC, WETH)
    if (route === undefined) throw new Error('no route')
    const q = quoteRouteExactIn(route, 1000n * 10n ** 6n, FEES)
    expect(q.hops[0]?.amountOut).toBe(299_000_632_123_257_704_023n)
    expect(q.hops[1]?.amountIn).toBe(296_010_625_802_025_126_983n)
    expect(q.amountOut).toBe(88_510_656_682_795_517n)
  })

  it('the engine routes a fee token through v2 only, and quotes net', () => {
    const pools = snapshot([taxWeth, taxWethV3])
    const plain = findBestTrade({
      snapshot: pools,
      tokenIn: TAX,
      tokenOut: WETH,
      tradeType: 'exactIn',
      amount: 100n * E18,
    })
    expect(plain.routes.some((r) => r.route.pools.includes(taxWethV3))).toBe(true)
    const taxed = findBestTrade({
      snapshot: pools,
      tokenIn: TAX,
      tokenOut: WETH,
      tradeType: 'exactIn',
      amount: 100n * E18,
      transferFees: FEES,
    })
    expect(taxed.routes.map((r) => r.route.pools)).toEqual([[taxWeth]])
    expect(taxed.amountOut).toBe(29_607_977_603_786_573n)
    // The transfer fee is not price impact: the pair alone moves the price by ~0.01 %.
    expect(taxed.priceImpact).toBeLessThan(0.004)
  })

  it('refuses exact output for a fee token, either side', () => {
    for (const [tokenIn, tokenOut] of [
      [TAX, WETH],
      [WETH, TAX],
    ] as const)
      expect(() =>
        findBestTrade({
          snapshot: snapshot([taxWeth]),
          tokenIn,
          tokenOut,
          tradeType: 'exactOut',
          amount: 10n ** 15n,
          transferFees: FEES,
        }),
      ).toThrow(FeeOnTransferExactOutputError)
  })

  it('keeps exact-output routes off fee tokens in the middle', () => {
    expect(() =>
      findBestTrade({
        snapshot: snapshot([taxUsdc, taxWeth]),
        tokenIn: USDC,
        tokenOut: WETH,
        tradeType: 'exactOut',
        amount: 10n ** 15n,
        transferFees: FEES,
      }),
    ).toThrow(/no route/)
  })
})
