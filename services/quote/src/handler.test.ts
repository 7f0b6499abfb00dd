import { sdkV2Out } from '@tidepool/routing/testing/sdk'
import { describe, expect, it } from 'vitest'
import { type ChainBackend, handleQuote, type Logger } from './handler.ts'
import type { QuoteResponse } from './response.ts'
import { backendFor } from './server.ts'
import {
  FAKE_CHAIN,
  FAKE_TOTAL_SUPPLY,
  type FakeChainReader,
  type FakePair,
  fakeReader,
  seededPairs,
  TOKENS,
} from './testing/fakeChain.ts'

function setup(): {
  reader: FakeChainReader
  backends: Map<number, ChainBackend>
  logged: Parameters<Logger>[0][]
  log: Logger
} {
  const reader = fakeReader(seededPairs())
  const logged: Parameters<Logger>[0][] = []
  return {
    reader,
    backends: new Map([[FAKE_CHAIN.chainId, backendFor(FAKE_CHAIN, reader, 0)]]),
    logged,
    log: (entry) => logged.push(entry),
  }
}

/** A pair's reserves as [in, out] for a trade selling `tokenIn`. */
function reserves(pair: FakePair, tokenIn: string): [bigint, bigint] {
  return pair.token0 === tokenIn ? [pair.reserve0, pair.reserve1] : [pair.reserve1, pair.reserve0]
}

function query(overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    tokenInAddress: TOKENS.WETH,
    tokenInChainId: '31337',
    tokenOutAddress: TOKENS.DAI,
    tokenOutChainId: '31337',
    amount: String(10n ** 18n),
    type: 'exactIn',
    ...overrides,
  })
}

describe('handleQuote', () => {
  it('answers at the new head when the block it pinned vanished (a reorg or snapshot revert)', async () => {
    const reader = fakeReader(seededPairs())
    const multicall = reader.multicall.bind(reader)
    // Like a node: a call at a block above the head is refused.
    reader.multicall = async (calls, block) => {
      const head = await reader.latestHead()
      const number = typeof block === 'object' ? block.number : block
      if (number !== undefined && number > head.number)
        throw new Error(
          `Received invalid block tag ${number}. Latest block number is ${head.number}`,
        )
      return multicall(calls, block)
    }
    // A long head cache: the stale head is reused unless the handler drops it.
    const backends = new Map([[FAKE_CHAIN.chainId, backendFor(FAKE_CHAIN, reader, 60_000)]])
    const log: Logger = () => undefined
    const start = await reader.latestHead()
    reader.mine()
    expect((await handleQuote(query(), { backends, log })).status).toBe(200)
    reader.setHead(start)
    const result = await handleQuote(query({ amount: String(2n * 10n ** 18n) }), { backends, log })
    expect(result.status).toBe(200)
    expect((result.body as QuoteResponse).blockNumber).toBe(String(start.number))
  })

  it('serves the output @uniswap/v2-sdk computes to the wei (the fake Router02 uses it too), in the spec 01 §3 shape', async () => {
    const { backends, log, logged } = setup()
    const result = await handleQuote(query(), { backends, log })
    expect(result.status).toBe(200)
    const body = result.body as QuoteResponse
    // The oracle: WETH → USDC → DAI through the seeded pairs, by the SDK's Pair math.
    const [wethUsdc, usdcDai] = seededPairs()
    if (wethUsdc === undefined || usdcDai === undefined) throw new Error('no seeded pairs')
    const usdc = sdkV2Out(...reserves(wethUsdc, TOKENS.WETH), 10n ** 18n)
    expect(body.quote).toBe(String(sdkV2Out(...reserves(usdcDai, TOKENS.USDC), usdc)))
    expect(body.blockNumber).toBe('100')
    expect(body.route).toHaveLength(1)
    const [first, second] = body.route[0] ?? []
    expect(first).toMatchObject({
      type: 'v2-pool',
      tokenIn: { chainId: 31337, address: TOKENS.WETH, symbol: 'WETH', decimals: '18' },
      tokenOut: { symbol: 'USDC', decimals: '6' },
      amountIn: String(10n ** 18n),
      reserve0: { quotient: expect.any(String), token: { symbol: expect.any(String) } },
    })
    expect(first).not.toHaveProperty('amountOut')
    expect(second).toMatchObject({ type: 'v2-pool', amountOut: body.quote })
    expect(second).not.toHaveProperty('amountIn')
    // routing gas.ts: 23000 per transaction, 17500 per route, 8500 for the v2 segment, 89500
    // per v2 hop; 2 gwei priced through USDC at ~3000 $/ETH.
    expect(body.gasUseEstimate).toBe('228000')
    expect(body.gasRouter).toBe('swapRouter02')
    expect(Number(body.gasUseEstimateUSD)).toBeCloseTo(1.368, 2)
    expect(logged).toEqual([])
  })

  it("weighs routes and estimates gas by the Universal Router's model where the chain has one (issue 31)", async () => {
    const chain = {
      ...FAKE_CHAIN,
      // Only its presence counts: the service never calls the router.
      contracts: {
        ...FAKE_CHAIN.contracts,
        universalRouter: '0x00000000000000000000000000000000000000ee' as const,
      },
    }
    const reader = fakeReader(seededPairs())
    const backends = new Map([[chain.chainId, backendFor(chain, reader, 0)]])
    const result = await handleQuote(query(), { backends, log: () => undefined })
    expect(result.status).toBe(200)
    const body = result.body as QuoteResponse
    // routing universalRouterGas.ts: 30000 for execute(), 74000 for the V2_SWAP command and its
    // first pair, 53500 for the second pair, 11000 for the SWEEP; no permit (no account known).
    expect(body.gasUseEstimate).toBe('168500')
    expect(body.gasRouter).toBe('universalRouter')
  })

  it('answers exact output with the input as the quote', async () => {
    const { backends, log } = setup()
    const result = await handleQuote(
      query({ type: 'exactOut', amount: String(1000n * 10n ** 18n) }),
      { backends, log },
    )
    expect(result.status).toBe(200)
    const body = result.body as QuoteResponse
    expect(BigInt(body.quote)).toBeGreaterThan(3n * 10n ** 17n)
    expect(body.route[0]?.[0]?.amountIn).toBe(body.quote)
  })

  it('never serves a quote the chain disagrees with by one wei: 500, logged', async () => {
    const { backends, log, logged, reader } = setup()
    reader.skew = 1n
    const result = await handleQuote(query(), { backends, log })
    expect(result).toEqual({
      status: 500,
      body: {
        errorCode: 'QUOTE_MISMATCH',
        detail: 'the on-chain check disagreed with the route; not served',
      },
    })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({
      level: 'error',
      mismatches: [{ route: 0, protocol: 'v2', chain: expect.any(String) }],
      request: { amount: String(10n ** 18n) },
    })
  })

  it('treats a reverted check as a disagreement', async () => {
    const { backends, log, logged } = setup()
    const backend = backends.get(31337)
    if (backend === undefined) throw new Error('no backend')
    backends.set(31337, { ...backend, multicall: async (calls) => calls.map(() => undefined) })
    const result = await handleQuote(query(), { backends, log })
    expect(result.status).toBe(500)
    expect(logged[0]).toMatchObject({ mismatches: [{ chain: 'reverted' }] })
  })

  it('rejects an address that is not an ERC-20 with 400', async () => {
    const { backends, log } = setup()
    const result = await handleQuote(query({ tokenOutAddress: TOKENS.LONE }), { backends, log })
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ detail: `${TOKENS.LONE} is not an ERC-20 token` })
  })

  it('answers 404 NO_ROUTE when no route connects two tokens', async () => {
    const { backends, log } = setup()
    const result = await handleQuote(query({ protocols: 'v3' }), { backends, log })
    expect(result).toMatchObject({ status: 404, body: { errorCode: 'NO_ROUTE' } })
  })

  it('rejects a bad query with 400 before reading the chain', async () => {
    const { backends, log, reader } = setup()
    const result = await handleQuote(query({ amount: '-1' }), { backends, log })
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
    expect(reader.calls).toBe(0)
  })

  it('answers an absurd amount with 400 and the token’s supply, not 500 QUOTE_MISMATCH', async () => {
    const { backends, log, logged } = setup()
    const asks = [
      { type: 'exactIn', amount: 2n ** 200n, symbol: 'WETH' },
      { type: 'exactIn', amount: 2n ** 256n - 1n, symbol: 'WETH' },
      { type: 'exactOut', amount: 2n ** 200n, symbol: 'DAI' },
    ]
    for (const { type, amount, symbol } of asks) {
      const result = await handleQuote(query({ type, amount: String(amount) }), { backends, log })
      expect(result, `${type} ${amount}`).toEqual({
        status: 400,
        body: {
          errorCode: 'VALIDATION_ERROR',
          detail: `'amount' ${amount} is more than the total supply of ${symbol} (${FAKE_TOTAL_SUPPLY}) in raw units`,
        },
      })
    }
    expect(logged).toEqual([])
  })

  it('answers NO_ROUTE when every pair pays out nothing for the amount', async () => {
    const { backends, log } = setup()
    // 1 wei of WETH is worth 3·10^-15 USDC: no raw unit of USDC (6 decimals) to receive. v2
    // refuses a zero output itself; a v3 pool quoting 0 (the handler's own check) is covered on
    // the devnet by quote.int.test.ts.
    const result = await handleQuote(query({ tokenOutAddress: TOKENS.USDC, amount: '1' }), {
      backends,
      log,
    })
    expect(result).toMatchObject({ status: 404, body: { errorCode: 'NO_ROUTE' } })
  })
})
