import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n'
import { amountFormatters } from '../../../lib/format'
import { TRADE, USDC, WETH } from '../testing/fixtures'
import { formatSummaryAmount, valueChangeView } from './display'
import { estimateNote, hookedHops, routeViews, tradeDetails } from './tradeDetails'

const exactOut = { ...TRADE, tradeType: 'exactOut' as const }
const en = amountFormatters('en-US')

/** A WETH → USDC v3 hop of `fee`. */
const hop = (fee: number) => ({
  protocol: 'V3' as const,
  address: '0x0000000000000000000000000000000000000001' as const,
  tokenIn: { chainId: 1, address: WETH.address as `0x${string}`, symbol: 'WETH', decimals: 18 },
  tokenOut: { chainId: 1, address: USDC.address as `0x${string}`, symbol: 'USDC', decimals: 6 },
  fee,
  sqrtRatioX96: 1n,
  liquidity: 1n,
  tickCurrent: 0,
})

describe('trade display (spec 01 §2 details, §9 Display)', () => {
  it('shows the expected output, impact, minimum received and the network fee', () => {
    const d = tradeDetails(TRADE, 50, en)
    expect(i18n._(d.slippageLabel)).toBe('Minimum received after slippage (0.50%)')
    expect({ ...d, slippageLabel: undefined }).toEqual({
      expectedOutput: '3,000.12 USDC',
      priceImpact: { text: '0.03%', tone: 'neutral' },
      slippageLabel: undefined,
      // floor(3000.123456 × 0.995) USDC, to 6 significant figures
      slippageAmount: '2,985.12 USDC',
      networkFee: '$1.20',
    })
  })
  it('shows the maximum sent for exact output, and the output as expected output', () => {
    const d = tradeDetails(exactOut, 100, en)
    expect(d.expectedOutput).toBe('3,000.12 USDC')
    expect(i18n._(d.slippageLabel)).toBe('Maximum sent after slippage (1.00%)')
    expect(d.slippageAmount).toBe('1.01 WETH')
  })
  it('omits the network fee when the quote did not price gas', () => {
    expect(tradeDetails({ ...TRADE, gasUseEstimateUSD: null }, 50, en).networkFee).toBeUndefined()
  })
  it('shows the fee-on-transfer tokens the trade moves and their fee (issue 17)', () => {
    expect(tradeDetails(TRADE, 50, en).transferFee).toBeUndefined()
    const token = {
      chainId: 1,
      address: USDC.address as `0x${string}`,
      symbol: 'TAX',
      decimals: 18,
    }
    const taxed = { ...TRADE, transferFees: [{ token, bps: 100 }] }
    expect(tradeDetails(taxed, 50, en).transferFee).toBe('TAX 1.00%')
  })
  it('explains the bound in the confirm dialog', () => {
    expect(i18n._(estimateNote(TRADE, 50, en))).toBe(
      'Output is estimated. You will receive at least 2,985.12 USDC or the transaction will revert.',
    )
    expect(i18n._(estimateNote(exactOut, 100, en))).toBe(
      'Input is estimated. You will sell at most 1.01 WETH or the transaction will revert.',
    )
  })
  it('writes summary amounts to 6 significant figures, grouped for the locale when shown', () => {
    // The amount field takes plain digits; every other figure is grouped (issue 34 #4: "149294").
    expect(formatSummaryAmount(1_234_567_891n, USDC)).toBe('1234.57')
    expect(formatSummaryAmount(1_234_567_891n, USDC, en)).toBe('1,234.57')
    expect(formatSummaryAmount(undefined, WETH)).toBe('')
  })
  it('signs the impact beside the dollar value as the change it is: a loss negative', () => {
    // It read "(0.03%)" for a loss (issue 34 #4).
    expect(valueChangeView(TRADE, en)).toEqual({ text: '-0.03%', tone: 'neutral' })
    expect(valueChangeView({ ...TRADE, priceImpactBps: -12 }, en)).toEqual({
      text: '+0.12%',
      tone: 'gain',
    })
  })
  it('writes every figure of the details in the active locale (issue 34 #4: de-DE)', () => {
    const d = tradeDetails(TRADE, 50, amountFormatters('de-DE'))
    expect([d.expectedOutput, d.slippageAmount, d.priceImpact.text, d.networkFee]).toEqual([
      '3.000,12 USDC',
      '2.985,12 USDC',
      '0,03\u00a0%',
      '1,20\u00a0$',
    ])
  })
  it('lists each route with its share and hop fees', () => {
    const split = {
      ...TRADE,
      routes: [
        { protocol: 'V3' as const, hops: [hop(500)], amountIn: 6n * 10n ** 17n, amountOut: 1n },
        { protocol: 'V3' as const, hops: [hop(3000)], amountIn: 4n * 10n ** 17n, amountOut: 1n },
      ],
    }
    expect(routeViews(split, en)).toEqual([
      {
        protocol: 'V3',
        percent: '60%',
        hops: [{ protocol: 'V3', tokenIn: 'WETH', tokenOut: 'USDC', fee: '0.05%' }],
      },
      {
        protocol: 'V3',
        percent: '40%',
        hops: [{ protocol: 'V3', tokenIn: 'WETH', tokenOut: 'USDC', fee: '0.3%' }],
      },
    ])
  })

  it("writes the route's shares and fees in the language's percent style (issue 34: de-DE)", () => {
    const split = {
      ...TRADE,
      routes: [
        { protocol: 'V3' as const, hops: [hop(100)], amountIn: 9900n, amountOut: 1n },
        { protocol: 'V3' as const, hops: [hop(3000)], amountIn: 100n, amountOut: 1n },
      ],
    }
    const views = routeViews(split, amountFormatters('de-DE'))
    // Intl writes German percents with a no-break space.
    expect(views.map((v) => v.percent)).toEqual(['99\u00a0%', '1\u00a0%'])
    expect(views.map((v) => v.hops[0]?.fee)).toEqual(['0,01\u00a0%', '0,3\u00a0%'])
  })

  it('marks each hop v2, v3 or v4, names a mixed route by its protocols, lists each hooked pool once', () => {
    const v3 = {
      protocol: 'V3' as const,
      address: '0x0000000000000000000000000000000000000001' as const,
      tokenIn: { chainId: 1, address: USDC.address as `0x${string}`, symbol: 'USDC', decimals: 6 },
      tokenOut: {
        chainId: 1,
        address: WETH.address as `0x${string}`,
        symbol: 'WETH',
        decimals: 18,
      },
      fee: 500,
      sqrtRatioX96: 1n,
      liquidity: 1n,
      tickCurrent: 0,
    }
    const lum = {
      chainId: 1,
      address: `0x${'77'.repeat(20)}` as const,
      symbol: 'LUM',
      decimals: 18,
    }
    const v4 = {
      ...v3,
      protocol: 'V4' as const,
      poolId: `0x${'11'.repeat(32)}` as const,
      tokenIn: v3.tokenOut,
      tokenOut: lum,
      currency0: '0x0000000000000000000000000000000000000000' as const,
      currency1: lum.address,
      lpFee: 3000,
      tickSpacing: 60,
      // afterSwap + afterSwapReturnsDelta (0x44): a fee-taking hook.
      hooks: '0x0000000000000000000000000000000000000044' as const,
      hookFee: { token: lum, amount: 1_234_567_890_123_456_789n },
    }
    const mixed = {
      ...TRADE,
      routes: [
        { protocol: 'MIXED' as const, hops: [v3, v4], amountIn: 1n, amountOut: 1n },
        { protocol: 'V4' as const, hops: [v4], amountIn: 1n, amountOut: 1n },
      ],
    }
    const views = routeViews(mixed, en)
    expect(views.map((v) => v.protocol)).toEqual(['V3 + V4', 'V4'])
    expect(views[0]?.hops.map((h) => h.protocol)).toEqual(['V3', 'V4'])
    // The native-coin pool's side is the coin, not WETH.
    expect(views[0]?.hops.map((h) => `${h.tokenIn}/${h.tokenOut}`)).toEqual([
      'USDC/WETH',
      'ETH/LUM',
    ])
    expect(hookedHops(mixed, en)).toEqual([
      { hooks: v4.hooks, pair: 'WETH/LUM', fee: '1.23457 LUM' },
    ])
  })
})
