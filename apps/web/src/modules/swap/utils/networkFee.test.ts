import { describe, expect, it } from 'vitest'
import type { SwapTrade } from '../../quote'
import { currency, ETH, route, trade, USDC, v3Hop, WETH } from '../testing/calldataTrades'
import { routerGas, scaleUsd, withRouterGas } from './networkFee'

const E18 = 10n ** 18n
/** One v3 pool, as the quote service answers: SwapRouter02's 23,000 + 17,500 + 80,500. */
const wethToUsdc: SwapTrade = {
  ...trade('exactIn', currency(WETH), currency(USDC), [
    route([v3Hop(WETH, USDC, 500, E18, 3000n * 10n ** 6n)], E18, 3000n * 10n ** 6n),
  ]),
  gasUseEstimate: 121_000n,
  gasUseEstimateUSD: '2.42',
  source: 'api',
}

describe('routerGas', () => {
  it("keeps the quote's estimate off the Universal Router (SwapRouter02's model)", () => {
    expect(routerGas(wethToUsdc, { universal: false, permit: true })).toBe(121_000n)
  })

  it('charges the UR its own terms, and a permit only when the call carries one', () => {
    // routing universalRouterGas.ts: 30,000 + 77,000 (V3_SWAP) + 11,000 (SWEEP), + 37,500 permit.
    expect(routerGas(wethToUsdc, { universal: true, permit: false })).toBe(118_000n)
    expect(routerGas(wethToUsdc, { universal: true, permit: true })).toBe(155_500n)
  })

  it("charges ETH in a wrap and exact output's refund, less the engine's own wrap terms", () => {
    const exactOut: SwapTrade = {
      ...trade('exactOut', ETH, currency(USDC), [
        route([v3Hop(WETH, USDC, 500, E18, 3000n * 10n ** 6n)], E18, 3000n * 10n ** 6n),
      ]),
      // The in-browser engine: 121,000 + NATIVE_IN_GAS 3,000 + NATIVE_REFUND_GAS 9,000.
      gasUseEstimate: 133_000n,
    }
    // 30,000 + 10,000 (WRAP_ETH) + 77,000 + 11,000 (SWEEP) + 11,000 (refund); no permit on ETH.
    expect(routerGas(exactOut, { universal: true, permit: true })).toBe(139_000n)
  })

  it('pays ETH out by UNWRAP_WETH, not SWEEP', () => {
    const toEth: SwapTrade = {
      ...wethToUsdc,
      inputCurrency: currency(USDC),
      outputCurrency: ETH,
      routes: [route([v3Hop(USDC, WETH, 500, 3000n * 10n ** 6n, E18)], 3000n * 10n ** 6n, E18)],
    }
    expect(routerGas(toEth, { universal: true, permit: false })).toBe(124_000n)
  })
})

describe('routerGas of a quote weighed by the Universal Router (issue 31)', () => {
  // The service on a UR chain: routing universalRouterGas.ts's 30,000 + 77,000 (V3_SWAP) +
  // 11,000 (SWEEP), no permit, plus one initialized tick crossed (42,000, gas.ts).
  const urQuote: SwapTrade = {
    ...wethToUsdc,
    gasUseEstimate: 160_000n,
    gasRouter: 'universalRouter',
  }

  it('is the figure the routes were weighed by, plus the permit the call carries', () => {
    expect(routerGas(urQuote, { universal: true, permit: false })).toBe(160_000n)
    expect(routerGas(urQuote, { universal: true, permit: true })).toBe(197_500n)
  })

  it("is SwapRouter02's terms and the same tick when sent through it", () => {
    // 23,000 + 17,500 + 80,500 + 42,000.
    expect(routerGas(urQuote, { universal: false, permit: false })).toBe(163_000n)
  })
})

describe('withRouterGas', () => {
  it('scales the dollars by the same gas price, rounding up, in integers', () => {
    const sent = withRouterGas(wethToUsdc, { universal: true, permit: true })
    expect(sent.gasUseEstimate).toBe(155_500n)
    // 2.42 × 155,500 / 121,000, the same dollars per gas.
    expect(sent.gasUseEstimateUSD).toBe('3.11')
  })

  it('issue 33: charges an OP-stack L1 data fee on top of the router gas, at the same dollars per gas', () => {
    // SwapRouter02's own gas (121,000) and an L1 fee worth 242,000 gas: the fee triples.
    const sent = withRouterGas(wethToUsdc, { universal: false, permit: false, l1Gas: 242_000n })
    expect(sent.gasUseEstimate).toBe(363_000n)
    expect(sent.gasUseEstimateUSD).toBe('7.26')
  })

  it('returns the same trade when the router changes nothing', () => {
    expect(withRouterGas(wethToUsdc, { universal: false, permit: false })).toBe(wethToUsdc)
  })
})

describe('scaleUsd', () => {
  it('rounds up at 18 decimals, and is unknown without dollars or without an estimate to scale from', () => {
    expect(scaleUsd(null, 2n, 1n)).toBeNull()
    expect(scaleUsd('1.20', 2n, 0n)).toBeNull()
    expect(scaleUsd('1.20', 3n, 2n)).toBe('1.8')
    expect(scaleUsd('1', 1n, 3n)).toBe('0.333333333333333334')
  })
})
