// The quote service end to end on the integration devnet: the HTTP shape, the 4xx answers, and
// issue 4's promise that executing a served route through SwapRouter02 yields exactly the
// quoted amount. Each test runs on an evm_snapshot and reverts it.
import type { Manifest } from '@tidepool/devnet/manifest'
import { chainOf, publicClient, tokenOf, walletClient } from '@tidepool/devnet/testing/clients'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import { estimateTradeGas, toRouterGas } from '@tidepool/routing'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import type { Logger } from './handler.ts'
import type { QuoteResponse } from './response.ts'
import { createQuoteServer, type QuoteServer } from './server.ts'
import { executeQuote } from './testing/execute.ts'

// Provided by the integration project's global setup (packages/devnet/src/testing/globalSetup.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    manifest: Manifest
  }
}

const manifest = inject('manifest')
const l1 = chainOf(manifest, 1)
const l2 = chainOf(manifest, 2)
const errors: unknown[] = []
const log: Logger = (entry) => {
  if (entry.level === 'error') errors.push(entry)
}

let server: QuoteServer
let snapshots: [string, string] | undefined

interface Ask {
  chain?: typeof l1
  tokenIn: string
  tokenOut: string
  amount: bigint
  type: 'exactIn' | 'exactOut'
  protocols?: string
}

function quoteUrl(ask: Ask): string {
  const chain = ask.chain ?? l1
  const query = new URLSearchParams({
    tokenInAddress: tokenOf(chain, ask.tokenIn).address,
    tokenInChainId: String(chain.chainId),
    tokenOutAddress: tokenOf(chain, ask.tokenOut).address,
    tokenOutChainId: String(chain.chainId),
    amount: ask.amount.toString(),
    type: ask.type,
    protocols: ask.protocols ?? 'v2,v3',
  })
  return `${server.url}/quote?${query}`
}

async function getQuote(ask: Ask): Promise<QuoteResponse> {
  const res = await fetch(quoteUrl(ask))
  const body: unknown = await res.json()
  if (res.status !== 200) throw new Error(`GET /quote ${res.status}: ${JSON.stringify(body)}`)
  return body as QuoteResponse
}

async function quoteAndExecute(ask: Ask): Promise<QuoteResponse> {
  const chain = ask.chain ?? l1
  const quote = await getQuote(ask)
  const result = await executeQuote({
    wallet: walletClient(manifest, chain, 7),
    client: publicClient(chain),
    swapRouter02: chain.contracts.swapRouter02,
    quote,
    type: ask.type,
  })
  if (ask.type === 'exactIn') {
    expect(result.spent).toBe(ask.amount)
    expect(result.received).toBe(BigInt(quote.quote))
  } else {
    expect(result.spent).toBe(BigInt(quote.quote))
    // SwapRouter02's v2 exact output pays getAmountsIn()[0] (the quote, exactly), then swaps
    // hop by hop on the balances it sees — getAmountOut(getAmountIn(x)) ≥ x — so a v2 route can
    // deliver up to one raw input unit's worth more than asked (getAmountIn rounds up by one).
    // v3 exact output delivers exactly.
    const v2 = quote.route.some((r) => r.some((h) => h.type === 'v2-pool'))
    if (v2) expect(result.received).toBeGreaterThanOrEqual(ask.amount)
    else expect(result.received).toBe(ask.amount)
  }
  return quote
}

beforeAll(async () => {
  // The cold first quote reads every tick-bitmap word: on the loaded 2-core CI machine that took
  // 33 s, past the 20 s production deadline (issue 17), so this suite allows it.
  server = await createQuoteServer({
    manifest,
    port: 0,
    headTtlMs: 0,
    log,
    deadlineMs: 120_000,
    rpc: { callTimeoutMs: 60_000 },
  })
  // The first request per chain reads every seeded pool (all tick-bitmap words): warm up here.
  const started = performance.now()
  await Promise.all([
    getQuote({ tokenIn: 'WETH', tokenOut: 'USDC', amount: 10n ** 18n, type: 'exactIn' }),
    getQuote({ chain: l2, tokenIn: 'WETH', tokenOut: 'USDC', amount: 10n ** 18n, type: 'exactIn' }),
  ])
  console.log(`quote service warm-up (both chains): ${Math.round(performance.now() - started)} ms`)
})

afterAll(async () => {
  await server?.close()
})

beforeEach(async () => {
  snapshots = [await snapshot(l1.rpcUrl), await snapshot(l2.rpcUrl)]
  errors.length = 0
})

afterEach(async () => {
  if (snapshots) {
    await revert(l1.rpcUrl, snapshots[0])
    await revert(l2.rpcUrl, snapshots[1])
  }
  snapshots = undefined
  // A served route the chain disagreed with would have been logged here.
  expect(errors).toEqual([])
})

describe('GET /quote', () => {
  it('answers with the spec 01 §3 shape: blockNumber, quote, gasUseEstimateUSD, route', async () => {
    const quote = await getQuote({
      tokenIn: 'WETH',
      tokenOut: 'USDC',
      amount: 10n ** 18n,
      type: 'exactIn',
    })
    expect(BigInt(quote.blockNumber)).toBeGreaterThan(0n)
    expect(Number(quote.quoteDecimals)).toBeGreaterThan(2900)
    expect(Number(quote.gasUseEstimateUSD)).toBeGreaterThan(0)
    // The engine's calibrated model of the router the devnet sends through (issue 31: the
    // Universal Router's, universalRouterGas.ts, no permit, the output swept); 1 WETH crosses no
    // initialized tick here, so SwapRouter02's figure (gas.ts) turns into it term for term.
    const hops = quote.route.map((r) =>
      r.map((h) => ({ protocol: h.type === 'v2-pool' ? ('v2' as const) : ('v3' as const) })),
    )
    expect(quote.gasRouter).toBe('universalRouter')
    const sweep = { permit: false, wraps: 0, unwraps: 0, sweeps: 1, refund: false, transfers: 0 }
    expect(quote.gasUseEstimate).toBe(
      String(
        toRouterGas({
          estimate: estimateTradeGas(hops),
          routes: hops,
          charged: {},
          tradeType: 'exactIn',
          commands: sweep,
        }),
      ),
    )
    const hop = quote.route[0]?.[0]
    expect(hop).toMatchObject({
      tokenIn: { chainId: l1.chainId, symbol: 'WETH', decimals: '18' },
      tokenOut: { chainId: l1.chainId, symbol: 'USDC', decimals: '6' },
      amountIn: String(10n ** 18n),
      amountOut: quote.quote,
    })
    if (hop?.type === 'v3-pool') {
      expect(hop).toHaveProperty('sqrtRatioX96')
      expect(hop).toHaveProperty('liquidity')
      expect(hop).toHaveProperty('tickCurrent')
      expect(hop).toHaveProperty('fee')
    }
  })

  it('a large exact-input split (single- and multi-hop routes) executes to the quoted wei', async () => {
    // Test accounts hold 1,000,000 USDC and 100 WETH (packages/devnet seed).
    const quote = await quoteAndExecute({
      tokenIn: 'USDC',
      tokenOut: 'WETH',
      amount: 900_000n * 10n ** 6n,
      type: 'exactIn',
    })
    expect(quote.route.length).toBeGreaterThan(1)
  })

  it('a multi-hop exact-input route executes to the quoted wei', async () => {
    const quote = await quoteAndExecute({
      tokenIn: 'MKR',
      tokenOut: 'WBTC',
      amount: 5n * 10n ** 18n,
      type: 'exactIn',
    })
    expect(Math.max(...quote.route.map((r) => r.length))).toBeGreaterThan(1)
  })

  it.each([
    ['v3 → v2', 'USDC', 'PRM', 90_000n * 10n ** 6n],
    ['v2 → v3', 'MKR', 'USDC', 90n * 10n ** 18n],
  ])(
    'a split with a mixed %s route executes to the quoted wei',
    async (_, tokenIn, tokenOut, amount) => {
      const quote = await quoteAndExecute({ tokenIn, tokenOut, amount, type: 'exactIn' })
      const mixed = quote.route.some((r) => new Set(r.map((h) => h.type)).size > 1)
      expect(mixed).toBe(true)
    },
  )

  it('an exact-output quote executes spending exactly the quoted input', async () => {
    await quoteAndExecute({
      tokenIn: 'USDC',
      tokenOut: 'WETH',
      amount: 50n * 10n ** 18n,
      type: 'exactOut',
    })
  })

  it('a v2-only quote uses only v2 pairs and executes to the quoted wei', async () => {
    const quote = await quoteAndExecute({
      tokenIn: 'DAI',
      tokenOut: 'WBTC',
      amount: 20_000n * 10n ** 18n,
      type: 'exactIn',
      protocols: 'v2',
    })
    const hops = quote.route.flat()
    expect(hops.every((h) => h.type === 'v2-pool')).toBe(true)
    expect(hops[0]).toHaveProperty('reserve0.quotient')
  })

  it('a v2-only exact-output quote executes spending exactly the quoted input', async () => {
    await quoteAndExecute({
      tokenIn: 'USDC',
      tokenOut: 'WETH',
      amount: 3n * 10n ** 18n,
      type: 'exactOut',
      protocols: 'v2',
    })
  })

  it('sells a fee-on-transfer token (100 TAX → USDC): net of its 1 % fee, v2 only, to the wei', async () => {
    // executeQuote sets the quote itself as the minimum: one wei short and it reverts.
    const quote = await quoteAndExecute({
      tokenIn: 'TAX',
      tokenOut: 'USDC',
      amount: 100n * 10n ** 18n,
      type: 'exactIn',
    })
    const hops = quote.route.flat()
    expect(hops.every((h) => h.type === 'v2-pool')).toBe(true)
    const tax = hops.find((h) => h.tokenIn.symbol === 'TAX')?.tokenIn
    expect(tax).toMatchObject({ sellFeeBps: '100', buyFeeBps: '100' })
  })

  it('buys a fee-on-transfer token (USDC → TAX) and receives the quote, net of the fee', async () => {
    await quoteAndExecute({
      tokenIn: 'USDC',
      tokenOut: 'TAX',
      amount: 250n * 10n ** 6n,
      type: 'exactIn',
    })
  })

  it('refuses exact output for a fee-on-transfer token with 400 and a clear message', async () => {
    const res = await fetch(
      quoteUrl({ tokenIn: 'USDC', tokenOut: 'TAX', amount: 10n ** 18n, type: 'exactOut' }),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      detail: expect.stringMatching(/fee-on-transfer/),
    })
  })

  it('quotes and executes on the L2 as well', async () => {
    await quoteAndExecute({
      chain: l2,
      tokenIn: 'USDC',
      tokenOut: 'WETH',
      amount: 50_000n * 10n ** 6n,
      type: 'exactIn',
    })
  })

  it('rejects malformed queries with 400 and a message, and sends CORS headers', async () => {
    const good = new URL(
      quoteUrl({ tokenIn: 'WETH', tokenOut: 'USDC', amount: 1n, type: 'exactIn' }),
    )
    const cases: [string, string, string][] = [
      ['amount', '', "missing query parameter 'amount'"],
      ['amount', '0', "'amount' must be greater than zero"],
      ['amount', '-1', "'amount' must be a positive integer"],
      ['amount', '1.5', "'amount' must be a positive integer"],
      ['tokenInAddress', '0x1234', "'tokenInAddress' must be a 0x-prefixed"],
      ['tokenInChainId', '5', "'tokenInChainId' 5 is not a chain this service quotes on"],
      ['type', 'exactInput', "'type' must be 'exactIn' or 'exactOut'"],
    ]
    for (const [name, value, message] of cases) {
      const url = new URL(good)
      if (value === '') url.searchParams.delete(name)
      else url.searchParams.set(name, value)
      const res = await fetch(url)
      expect(res.status, `${name}=${value}`).toBe(400)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      const body = (await res.json()) as { errorCode: string; detail: string }
      expect(body.errorCode).toBe('VALIDATION_ERROR')
      expect(body.detail).toContain(message)
    }
  })

  it('answers an absurd exact input (2^200 … 2^256 − 1) with 400 and a clear message, not 500', async () => {
    for (const amount of [2n ** 200n, 2n ** 255n, 2n ** 256n - 1n]) {
      for (const protocols of ['v2,v3', 'v2', 'v3']) {
        const res = await fetch(
          quoteUrl({ tokenIn: 'WETH', tokenOut: 'USDC', amount, type: 'exactIn', protocols }),
        )
        const body = (await res.json()) as { errorCode: string; detail: string }
        expect(res.status, `${amount} via ${protocols}: ${JSON.stringify(body)}`).toBe(400)
        expect(res.headers.get('access-control-allow-origin')).toBe('*')
        expect(body.errorCode).toBe('VALIDATION_ERROR')
        expect(body.detail).toContain("'amount'")
        expect(body.detail).toContain('total supply of WETH')
      }
    }
  })

  it('answers an input whose output rounds to zero with NO_ROUTE, not a quote of 0', async () => {
    // 1 wei of WETH buys less than 10^-6 USDC: nothing to receive on any route.
    const res = await fetch(
      quoteUrl({ tokenIn: 'WETH', tokenOut: 'USDC', amount: 1n, type: 'exactIn' }),
    )
    expect(res.status).toBe(404)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(await res.json()).toMatchObject({ errorCode: 'NO_ROUTE' })
  })
})
