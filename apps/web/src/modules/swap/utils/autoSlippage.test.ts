import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from '../../../chain/publicChains'
import type { SwapTrade } from '../../quote'
import { computeAutoSlippageBps } from '../../settings'
import { currency, route, trade, USDC, v3Hop, WETH } from '../testing/calldataTrades'
import { swapAutoSlippageBps } from './autoSlippage'
import { routerGas } from './networkFee'

const contractsOf = (id: number) => PUBLIC_CHAINS.find((c) => c.id === id)?.contracts

const E18 = 10n ** 18n
/**
 * The quote service on a chain without a UR: SwapRouter02's 121,000 for one v3 pool, $20 of gas
 * on a $1,000 output, so the quote alone says 2 %.
 */
const quoted: SwapTrade = {
  ...trade('exactIn', currency(WETH), currency(USDC), [
    route([v3Hop(WETH, USDC, 500, E18, 1000n * 10n ** 6n)], E18, 1000n * 10n ** 6n),
  ]),
  gasUseEstimate: 121_000n,
  gasUseEstimateUSD: '20',
  source: 'api',
}
const withUR = { networkType: 'L1' as const, contracts: contractsOf(1) }
// Ethereum's contracts without its v4 set: SwapRouter02 swaps (every public chain with v4 in the
// table has a Universal Router too since issue 33).
const { v4: _v4, ...withoutV4 } = contractsOf(1) ?? {}
const withoutUR = {
  networkType: 'L1' as const,
  contracts: withoutV4 as ReturnType<typeof contractsOf>,
}

describe('swapAutoSlippageBps (spec 01 §9 auto slippage, issue 31)', () => {
  it("is the quote's fee where the swap goes through the router the quote estimated for", () => {
    const bps = swapAutoSlippageBps({
      chain: withoutUR,
      trade: quoted,
      feeBasis: undefined,
      outputUSD: 1000,
    })
    expect(bps).toBe(200)
  })

  it('follows the fee shown for a UR swap carrying a permit, not the quote’s own figure', () => {
    const basis = { universal: true, permit: true }
    // 155,500 gas through the UR with a permit (networkFee.test.ts): $20 × 155,500 / 121,000.
    expect(routerGas(quoted, basis)).toBe(155_500n)
    const bps = swapAutoSlippageBps({
      chain: withUR,
      trade: quoted,
      feeBasis: basis,
      outputUSD: 1000,
    })
    expect(bps).toBe(258)
    expect(bps).not.toBe(
      computeAutoSlippageBps({ chain: withUR, gasUseEstimateUSD: 20, outputUSD: 1000 }),
    )
  })

  it("uses the screen's default basis without the send half: the UR, no permit", () => {
    // 118,000 gas (30,000 + 77,000 + 11,000): $20 × 118,000 / 121,000 = $19.50…, 196 bps.
    expect(
      swapAutoSlippageBps({ chain: withUR, trade: quoted, feeBasis: undefined, outputUSD: 1000 }),
    ).toBe(196)
  })

  it('keeps the spec bounds and the fallback without a trade', () => {
    expect(
      swapAutoSlippageBps({
        chain: withUR,
        trade: undefined,
        feeBasis: undefined,
        outputUSD: 1000,
      }),
    ).toBe(50)
    expect(
      swapAutoSlippageBps({
        chain: { ...withUR, networkType: 'L2' },
        trade: quoted,
        feeBasis: undefined,
        outputUSD: 1,
      }),
    ).toBe(10)
  })
})
