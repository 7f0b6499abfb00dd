import { describe, expect, it } from 'vitest'
import {
  CHAIN,
  ETH_CURRENCY,
  REQUEST,
  serviceBody,
  USDC,
  USDC_CURRENCY,
  WETH,
} from '../testing/fixtures'
import { parseQuoteResponse } from './parseQuoteResponse'

type Body = ReturnType<typeof serviceBody>
const hops = (body: Body) => body.route as Record<string, unknown>[][]
const firstHop = (body: Body) => hops(body)[0]?.[0] as Record<string, unknown>
/** The body after `edit` changed its first hop in place. */
const withFirstHop = (body: Body, edit: (hop: Record<string, unknown>) => void): Body => {
  edit(firstHop(body))
  return body
}

/** The first route's v3 hop turned into the v4-pool hop the service sends (issue 31). */
const v4Body = (edit: (hop: Record<string, unknown>) => void = () => {}): Body =>
  withFirstHop(serviceBody(), (hop) => {
    Object.assign(hop, {
      type: 'v4-pool',
      address: `0x${'ab'.repeat(32)}`,
      fee: String(0x800000),
      lpFee: '2500',
      tickSpacing: '60',
      hooks: '0x7d00000000000000000000000000000000040044',
      currency0: '0x0000000000000000000000000000000000000000',
      currency1: USDC.toLowerCase(),
      hookFee: { token: hop.tokenOut, amount: '123' },
    })
    edit(hop)
  })

describe('parseQuoteResponse', () => {
  it('reads a v4-pool hop: its PoolKey, the fee it pays, and what its hook took (issue 31)', () => {
    const trade = parseQuoteResponse(v4Body(), REQUEST)
    const hop = trade?.routes[0]?.hops[0]
    expect(trade?.routes[0]?.protocol).toBe('V4')
    expect(hop).toMatchObject({
      protocol: 'V4',
      poolId: `0x${'ab'.repeat(32)}`,
      fee: 0x800000,
      lpFee: 2500,
      tickSpacing: 60,
      currency0: '0x0000000000000000000000000000000000000000',
      currency1: USDC,
      hookFee: { token: expect.objectContaining({ address: USDC }), amount: 123n },
    })
    // A pool id that is not 32 bytes, a fee of 100 % or more: not a quote.
    expect(
      parseQuoteResponse(
        v4Body((h) => (h.address = USDC)),
        REQUEST,
      ),
    ).toBeNull()
    expect(
      parseQuoteResponse(
        v4Body((h) => (h.lpFee = '1000000')),
        REQUEST,
      ),
    ).toBeNull()
  })

  it('reads fee-on-transfer marks (buyFeeBps / sellFeeBps) into transferFees (issue 17)', () => {
    expect(parseQuoteResponse(serviceBody(), REQUEST)?.transferFees).toEqual([])
    const body = withFirstHop(serviceBody(), (hop) => {
      hop.tokenOut = { ...(hop.tokenOut as object), buyFeeBps: '100', sellFeeBps: '40' }
    })
    expect(parseQuoteResponse(body, REQUEST)?.transferFees).toEqual([
      { token: expect.objectContaining({ address: USDC }), bps: 100 },
    ])
    const bad = withFirstHop(serviceBody(), (hop) => {
      hop.tokenOut = { ...(hop.tokenOut as object), sellFeeBps: '10000' }
    })
    expect(parseQuoteResponse(bad, REQUEST)).toBeNull()
  })

  it('reads a split, mixed v2/v3 answer into a SwapTrade with bigint amounts', () => {
    const trade = parseQuoteResponse(serviceBody(), REQUEST)
    expect(trade).not.toBeNull()
    expect(trade).toMatchObject({
      tradeType: 'exactIn',
      inputCurrency: REQUEST.inputCurrency,
      outputCurrency: REQUEST.outputCurrency,
      inputAmount: 10n ** 18n,
      outputAmount: 3_000_000_000n,
      gasUseEstimate: 420_000n,
      gasUseEstimateUSD: '2.51974',
      blockNumber: 379n,
      source: 'api',
    })
    // Fraction → basis points (0.0016787 = 16.787 bps).
    expect(trade?.priceImpactBps).toBeCloseTo(16.787, 9)
    const [a, b] = trade?.routes ?? []
    expect(a).toMatchObject({
      protocol: 'V3',
      amountIn: 6n * 10n ** 17n,
      amountOut: 1_800_000_000n,
    })
    expect(a?.hops[0]).toMatchObject({
      protocol: 'V3',
      fee: 500,
      liquidity: 123456789n,
      sqrtRatioX96: 4339505179874779489431521n,
      tickCurrent: -196257,
      tokenIn: { address: WETH, symbol: 'WETH', decimals: 18, chainId: 31337 },
      tokenOut: { address: USDC, decimals: 6 },
    })
    expect(b).toMatchObject({ protocol: 'MIXED', amountIn: 4n * 10n ** 17n })
    expect(b?.hops[0]).toMatchObject({
      protocol: 'V2',
      reserve0: { token: { symbol: 'WETH' }, raw: 10n ** 21n },
      reserve1: { token: { symbol: 'DAI' }, raw: 3n * 10n ** 24n },
    })
  })

  it('reads an exact-output answer: the quote is the input', () => {
    const body = serviceBody()
    body.quote = '1000000000000000000'
    const trade = parseQuoteResponse(body, {
      ...REQUEST,
      tradeType: 'exactOut',
      amount: 3_000_000_000n,
    })
    expect(trade).toMatchObject({ inputAmount: 10n ** 18n, outputAmount: 3_000_000_000n })
    // The quote must be the input side for exact output, not the output.
    body.quote = '3000000000'
    expect(
      parseQuoteResponse(body, { ...REQUEST, tradeType: 'exactOut', amount: 3_000_000_000n }),
    ).toBeNull()
  })

  it('routes the native currency as the wrapped token', () => {
    const trade = parseQuoteResponse(serviceBody(), { ...REQUEST, inputCurrency: ETH_CURRENCY })
    expect(trade?.inputCurrency).toBe(ETH_CURRENCY)
  })

  it('keeps the gas price the USD figure was computed at, when given and readable (issue 33)', () => {
    const body = serviceBody()
    body.gasPriceWei = '10000000'
    expect(parseQuoteResponse(body, REQUEST)?.gasPriceWei).toBe(10_000_000n)
    for (const unreadable of [undefined, '1e7', '-5', 12])
      expect(parseQuoteResponse({ ...body, gasPriceWei: unreadable }, REQUEST)).not.toHaveProperty(
        'gasPriceWei',
      )
  })

  it('takes a null gasUseEstimateUSD, and computes missing gas and price impact', () => {
    const body = serviceBody()
    body.gasUseEstimateUSD = null
    delete body.gasUseEstimate
    delete body.priceImpact
    const trade = parseQuoteResponse(body, REQUEST)
    expect(trade?.gasUseEstimateUSD).toBeNull()
    // The engine's calibrated model (routing gas.ts), no ticks known: the transaction 23000,
    // route 1 (17500 + v3 hop 80500), route 2 (17500 + v2 hop 89500 + v2 segment 8500 +
    // switch 6500 + v3 hop 80500).
    expect(trade?.gasUseEstimate).toBe(323_500n)
    expect(Number.isFinite(trade?.priceImpactBps)).toBe(true)
  })

  it("reads the model the estimate is in (issue 31): the UR's when it says so, else SwapRouter02's", () => {
    const ur = parseQuoteResponse({ ...serviceBody(), gasRouter: 'universalRouter' }, REQUEST)
    expect(ur?.gasRouter).toBe('universalRouter')
    expect(parseQuoteResponse(serviceBody(), REQUEST)?.gasRouter).toBe('swapRouter02')
    expect(
      parseQuoteResponse({ ...serviceBody(), gasRouter: 'somethingElse' }, REQUEST)?.gasRouter,
    ).toBe('swapRouter02')
    // An estimate the app computes itself (none in the body) is SwapRouter02's model.
    const body: Record<string, unknown> = { ...serviceBody(), gasRouter: 'universalRouter' }
    delete body.gasUseEstimate
    expect(parseQuoteResponse(body, REQUEST)?.gasRouter).toBe('swapRouter02')
  })

  const malformed: [string, (b: Body) => unknown][] = [
    ['not an object', () => 'Internal Server Error'],
    ['null', () => null],
    ['an error body', () => ({ errorCode: 'NO_ROUTE', detail: 'no route' })],
    ['an empty route', (b) => ({ ...b, route: [] })],
    ['an empty path', (b) => ({ ...b, route: [[]] })],
    ['a float quote', (b) => ({ ...b, quote: '3000.5' })],
    ['a negative quote', (b) => ({ ...b, quote: '-3000000000' })],
    ['an exponent blockNumber', (b) => ({ ...b, blockNumber: '3e2' })],
    ['a quote the routes do not add up to', (b) => ({ ...b, quote: '3000000001' })],
    [
      'an unknown hop type',
      (b) =>
        withFirstHop(b, (h) => {
          h.type = 'v4-pool'
        }),
    ],
    [
      'a bad pool address',
      (b) =>
        withFirstHop(b, (h) => {
          h.address = '0x1234'
        }),
    ],
    [
      'a missing sqrtRatioX96',
      (b) =>
        withFirstHop(b, (h) => {
          delete h.sqrtRatioX96
        }),
    ],
    [
      'a fee out of range',
      (b) =>
        withFirstHop(b, (h) => {
          h.fee = '1000000'
        }),
    ],
    [
      'a token of another chain',
      (b) =>
        withFirstHop(b, (h) => {
          h.tokenIn = { chainId: 1, address: WETH, symbol: 'WETH', decimals: '18' }
        }),
    ],
    [
      'a route starting elsewhere',
      (b) =>
        withFirstHop(b, (h) => {
          ;(h.tokenIn as Record<string, unknown>).address = USDC
        }),
    ],
    [
      'hops that do not chain',
      (b) => {
        // A copy: the token object is shared with the first hop's tokenOut, and editing it in
        // place would keep the hops chained (this case passed only on an earlier case's edit).
        const second = hops(b)[1]?.[1]
        if (second) second.tokenIn = { ...(second.tokenIn as object), address: WETH }
        return b
      },
    ],
    [
      'a route without amountIn',
      (b) =>
        withFirstHop(b, (h) => {
          delete h.amountIn
        }),
    ],
    ['a non-decimal gasUseEstimateUSD', (b) => ({ ...b, gasUseEstimateUSD: '$2.51' })],
    [
      'a hostile getter',
      (b) =>
        Object.defineProperty({ ...b }, 'route', {
          get() {
            throw new TypeError('boom')
          },
          enumerable: true,
        }),
    ],
  ]
  it.each(malformed)('answers null (NO_ROUTE_FOUND), never throws, for %s', (_, mutate) => {
    expect(parseQuoteResponse(mutate(serviceBody()), REQUEST)).toBeNull()
  })

  it('answers null for the amount it was not asked', () => {
    expect(parseQuoteResponse(serviceBody(), { ...REQUEST, amount: 10n ** 18n + 1n })).toBeNull()
  })

  it('answers null when a currency cannot route (native on a chain without a wrapped token)', () => {
    const chain = { ...CHAIN, wrappedNative: undefined }
    expect(
      parseQuoteResponse(serviceBody(), {
        ...REQUEST,
        chain,
        inputCurrency: ETH_CURRENCY,
        outputCurrency: USDC_CURRENCY,
      }),
    ).toBeNull()
  })
})
