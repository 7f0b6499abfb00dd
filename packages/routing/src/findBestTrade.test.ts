import { describe, expect, it } from 'vitest'
import { InvalidInputError, NoRouteError } from './errors.ts'
import { findBestTrade } from './findBestTrade.ts'
import type { Pool, PoolSnapshot, V4Pool } from './graph/types.ts'
import { routeDataGas, transactionDataGas } from './l1DataFee.ts'
import { toQuoteRoute } from './optimizer/quoteResponse.ts'
import { randomGraph, tokenAddress } from './testing/graphs.ts'
import { createRng } from './testing/prng.ts'
import { poolFromPositions, TOKEN_A, TOKEN_B } from './testing/v3Pools.ts'
import { estimateUniversalRouterGas, searchCommands } from './universalRouterGas.ts'
import { NO_HOOKS } from './v4/hooks.ts'

function snapshot(seed: number): PoolSnapshot {
  return {
    chainId: 31337,
    blockNumber: 123n,
    pools: randomGraph(createRng(seed), { tokens: 5, pools: 14, v2Share: 0.5 }),
  }
}

describe('findBestTrade', () => {
  it('routes between two tokens of the snapshot and echoes its block', () => {
    const trade = findBestTrade({
      snapshot: snapshot(1),
      tokenIn: tokenAddress(0),
      tokenOut: tokenAddress(1),
      tradeType: 'exactIn',
      amount: 10n ** 18n,
    })
    expect(trade.blockNumber).toBe(123n)
    expect(trade.chainId).toBe(31337)
    expect(trade.amountIn).toBe(10n ** 18n)
    expect(trade.quote).toBe(trade.amountOut)
    expect(trade.routes.every((r) => r.route.pools.length <= 3)).toBe(true)
    // A small trade pays about the pools' fees over the mid price, a large one much more.
    expect(trade.priceImpact).toBeGreaterThan(0)
    const large = findBestTrade({
      snapshot: snapshot(1),
      tokenIn: tokenAddress(0),
      tokenOut: tokenAddress(1),
      tradeType: 'exactIn',
      amount: 10n ** 20n,
    })
    expect(large.priceImpact).toBeGreaterThan(trade.priceImpact)
  })

  it('keeps exact-output routes within one protocol (SwapRouter02 cannot chain them)', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const trade = findBestTrade({
        snapshot: snapshot(seed),
        tokenIn: tokenAddress(0),
        tokenOut: tokenAddress(1),
        tradeType: 'exactOut',
        amount: 10n ** 17n,
        maxHops: 3,
      })
      expect(trade.amountOut).toBe(10n ** 17n)
      for (const r of trade.routes) {
        expect(new Set(r.route.pools.map((p) => p.protocol)).size).toBe(1)
      }
    }
  })

  it('rejects a non-positive amount and reports a missing route', () => {
    const base = {
      snapshot: snapshot(2),
      tokenIn: tokenAddress(0),
      tokenOut: tokenAddress(1),
      tradeType: 'exactIn' as const,
    }
    expect(() => findBestTrade({ ...base, amount: 0n })).toThrow(InvalidInputError)
    expect(() => findBestTrade({ ...base, tokenOut: tokenAddress(9), amount: 1n })).toThrow(
      NoRouteError,
    )
  })
})

describe('toQuoteRoute', () => {
  it('lists each route as hops with the pool state and amounts, as decimal strings', () => {
    const trade = findBestTrade({
      snapshot: snapshot(3),
      tokenIn: tokenAddress(0),
      tokenOut: tokenAddress(1),
      tradeType: 'exactIn',
      amount: 5n * 10n ** 18n,
    })
    const route = toQuoteRoute(trade)
    expect(route).toHaveLength(trade.routes.length)
    route.forEach((hops, i) => {
      const r = trade.routes[i]
      expect(hops[0]?.amountIn).toBe(r?.amountIn.toString())
      expect(hops.at(-1)?.amountOut).toBe(r?.amountOut.toString())
      for (const hop of hops) {
        if (hop.type !== 'v2-pool') expect(hop.sqrtRatioX96).toMatch(/^\d+$/)
        else expect(hop.reserve0).toMatch(/^\d+$/)
      }
    })
    expect(JSON.parse(JSON.stringify(route))).toEqual(route)
  })
})

describe('findBestTrade: the router whose gas weighs the routes (issue 31)', () => {
  // The same full-range liquidity at the same price and fee, in a v3 pool and a v4 pool: the
  // outputs are equal, so gas alone picks. SwapRouter02 runs a v3 pool for 98,000 and a v4 pool
  // for 105,500 (gas.ts); the Universal Router for 77,000 and 73,000 (universalRouterGas.ts).
  const v3 = poolFromPositions({
    fee: 3000,
    sqrtPriceX96: 2n ** 96n,
    positions: [{ tickLower: -887_220, tickUpper: 887_220, liquidity: 10n ** 24n }],
  })
  const v4: V4Pool = {
    ...v3,
    protocol: 'v4' as const,
    address: `0x${'44'.repeat(32)}`,
    currency0: TOKEN_A,
    currency1: TOKEN_B,
    keyFee: 3000,
    hooks: NO_HOOKS,
  }
  const request = {
    snapshot: { chainId: 31337, blockNumber: 1n, pools: [v3, v4] as Pool[] },
    tokenIn: TOKEN_A,
    tokenOut: TOKEN_B,
    tradeType: 'exactIn' as const,
    amount: 10n ** 15n,
    gas: { gasPriceWei: 10n ** 9n, quoteTokenPerWei: { numerator: 1n, denominator: 1n } },
  }

  it('flips from the v3 pool (SwapRouter02) to the v4 pool (Universal Router)', () => {
    const sr02 = findBestTrade(request)
    const ur = findBestTrade({ ...request, router: 'universalRouter' })
    expect(sr02.routes.map((r) => r.route.pools[0]?.protocol)).toEqual(['v3'])
    expect(ur.routes.map((r) => r.route.pools[0]?.protocol)).toEqual(['v4'])
    expect(sr02.gasRouter).toBe('swapRouter02')
    expect(ur.gasRouter).toBe('universalRouter')
  })

  it("ranks by the UR model's own figure: the estimate is estimateUniversalRouterGas's, no permit", () => {
    const ur = findBestTrade({ ...request, router: 'universalRouter' })
    const hops = ur.routes.map((r) =>
      r.hops.map((h) => ({
        protocol: h.pool.protocol,
        initializedTicksCrossed: h.initializedTicksCrossed,
      })),
    )
    expect(ur.gasEstimate).toBe(estimateUniversalRouterGas(hops, searchCommands({}, 'exactIn')))
    expect(ur.gasCostInQuoteToken).toBe(ur.gasEstimate * 10n ** 9n)
  })

  it('weighs a fee-on-transfer trade by SwapRouter02, which sends it', () => {
    const taxed = findBestTrade({
      ...request,
      router: 'universalRouter',
      snapshot: {
        ...request.snapshot,
        pools: [
          {
            protocol: 'v2',
            address: '0x00000000000000000000000000000000000000f2',
            token0: TOKEN_A,
            token1: TOKEN_B,
            reserve0: 10n ** 24n,
            reserve1: 10n ** 24n,
          },
        ],
      },
      transferFees: { [TOKEN_A]: 100 },
    })
    expect(taxed.gasRouter).toBe('swapRouter02')
  })

  describe('the L1 data fee on OP-stack chains (issue 33)', () => {
    // Through the UR the v4 pool runs for 4,000 gas less than the v3 pool, but its V4_SWAP
    // command carries 3,828 more data gas (l1DataFee.ts). At Base's usual ratio, an L1 fee per
    // data gas about twice the L2 gas price, the calldata outweighs the gas.
    const ur = { ...request, router: 'universalRouter' as const }
    const priced = (numerator: bigint) => ({
      ...ur,
      gas: { ...ur.gas, l1FeePerDataGas: { numerator, denominator: 1n } },
    })

    it('picks the v3 pool once the data costs more than the gas it saves, the v4 pool before', () => {
      const cheapData = findBestTrade(priced(10n ** 8n))
      const dearData = findBestTrade(priced(2n * 10n ** 9n))
      expect(cheapData.routes.map((r) => r.route.pools[0]?.protocol)).toEqual(['v4'])
      expect(dearData.routes.map((r) => r.route.pools[0]?.protocol)).toEqual(['v3'])
    })

    it('charges the route and call data gas at the price, on top of the gas, and says how much', () => {
      const trade = findBestTrade(priced(2n * 10n ** 9n))
      const dataGas = routeDataGas([{ protocol: 'v3' }]) + transactionDataGas({}, 'exactIn')
      expect(dataGas).toBe(1_976n + 1_940n)
      expect(trade.l1FeeWei).toBe(dataGas * 2n * 10n ** 9n)
      expect(trade.gasCostInQuoteToken).toBe(trade.gasEstimate * 10n ** 9n + trade.l1FeeWei)
      // Without the price (every other chain) nothing is charged for the data.
      expect(findBestTrade(ur).l1FeeWei).toBe(0n)
    })
  })
})
