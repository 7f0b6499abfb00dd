// Issue 31: the quote service routes through the devnet's v4 pools. Its answers through a v4
// pool equal V4Quoter's — the PoolManager's own swap, run and reverted — to the wei, both ways,
// for a sample of amounts on the native-ETH pools (the one that beats v3, the one only v4
// lists); a v4 route is served only after the on-chain check (verify.ts: V4Quoter on its
// PathKeys), and a token only v4 lists is reached through a mixed v3 → v4 route.
import type { Manifest, ManifestV4Pool } from '@tidepool/devnet/manifest'
import { chainOf, publicClient, tokenOf } from '@tidepool/devnet/testing/clients'
import { type Address, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Logger } from './handler.ts'
import type { QuoteResponse } from './response.ts'
import { createQuoteServer, type QuoteServer } from './server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    manifest: Manifest
  }
}

const manifest = inject('manifest')
const l1 = chainOf(manifest, 1)
const errors: unknown[] = []
const log: Logger = (entry) => {
  if (entry.level === 'error') errors.push(entry)
}
let server: QuoteServer

const POOL_KEY = '(address, address, uint24, int24, address)'
const quoterAbi = parseAbi([
  `function quoteExactInputSingle((${POOL_KEY} poolKey, bool zeroForOne, uint128 exactAmount, bytes hookData) params) returns (uint256 amountOut, uint256 gasEstimate)`,
  `function quoteExactOutputSingle((${POOL_KEY} poolKey, bool zeroForOne, uint128 exactAmount, bytes hookData) params) returns (uint256 amountIn, uint256 gasEstimate)`,
])

const WETH = tokenOf(l1, 'WETH').address.toLowerCase() as Address
const USDC = tokenOf(l1, 'USDC').address.toLowerCase() as Address
const LUM = l1.v4Seed?.tokens.find((t) => t.symbol === 'LUM')?.address.toLowerCase() as Address
const v4 = l1.v4
const poolOf = (role: ManifestV4Pool['role']): ManifestV4Pool => {
  const pool = l1.v4Seed?.pools.find((p) => p.role === role)
  if (!pool) throw new Error(`no ${role} v4 pool`)
  return pool
}

async function getQuote(q: {
  tokenIn: Address
  tokenOut: Address
  amount: bigint
  type: 'exactIn' | 'exactOut'
  protocols?: string
}): Promise<QuoteResponse> {
  const query = new URLSearchParams({
    tokenInAddress: q.tokenIn,
    tokenInChainId: String(l1.chainId),
    tokenOutAddress: q.tokenOut,
    tokenOutChainId: String(l1.chainId),
    amount: q.amount.toString(),
    type: q.type,
    ...(q.protocols ? { protocols: q.protocols } : {}),
  })
  const res = await fetch(`${server.url}/quote?${query}`)
  const body: unknown = await res.json()
  if (res.status !== 200) throw new Error(`GET /quote ${res.status}: ${JSON.stringify(body)}`)
  return body as QuoteResponse
}

/** V4Quoter on one pool: the oracle, independent of the engine's replay of the pool. */
async function v4Quoter(
  pool: ManifestV4Pool,
  zeroForOne: boolean,
  type: 'exactIn' | 'exactOut',
  amount: bigint,
): Promise<bigint> {
  if (!v4) throw new Error('no v4 on L1')
  const { result } = await publicClient(l1).simulateContract({
    address: v4.quoter,
    abi: quoterAbi,
    functionName: type === 'exactIn' ? 'quoteExactInputSingle' : 'quoteExactOutputSingle',
    args: [
      {
        poolKey: [pool.currency0, pool.currency1, pool.fee, pool.tickSpacing, pool.hooks],
        zeroForOne,
        exactAmount: amount,
        hookData: '0x',
      },
    ],
  })
  return result[0]
}

beforeAll(async () => {
  server = await createQuoteServer({
    manifest,
    port: 0,
    headTtlMs: 0,
    log,
    deadlineMs: 120_000,
    rpc: { callTimeoutMs: 60_000 },
  })
})

afterAll(async () => {
  await server?.close()
  // A served route the chain disagreed with would have been logged.
  expect(errors).toEqual([])
})

describe('GET /quote with v4 pools', () => {
  it('equals V4Quoter to the wei through the native-ETH pools, both ways and both trade types', async () => {
    const cases: { pool: ManifestV4Pool; other: Address; amounts: bigint[] }[] = [
      {
        pool: poolOf('best-price'),
        other: USDC,
        amounts: [10n ** 15n, 10n ** 17n, 3n * 10n ** 18n],
      },
      { pool: poolOf('v4-only'), other: LUM, amounts: [10n ** 15n, 10n ** 17n, 2n * 10n ** 18n] },
    ]
    let checked = 0
    for (const { pool, other, amounts } of cases) {
      expect(pool.currency0).toBe('0x0000000000000000000000000000000000000000')
      for (const amount of amounts) {
        // ETH in (the route names it WETH): zeroForOne, the native coin is currency0.
        const ask = { tokenIn: WETH, tokenOut: other, protocols: 'v4' }
        const exactIn = await getQuote({ ...ask, amount, type: 'exactIn' })
        expect(exactIn.route).toHaveLength(1)
        expect(exactIn.route[0]?.map((h) => h.address)).toEqual([pool.id.toLowerCase()])
        expect(BigInt(exactIn.quote)).toBe(await v4Quoter(pool, true, 'exactIn', amount))
        // Exact output of what that ETH bought: the input is about the ETH amount.
        const bought = BigInt(exactIn.quote)
        const exactOut = await getQuote({ ...ask, amount: bought, type: 'exactOut' })
        expect(BigInt(exactOut.quote)).toBe(await v4Quoter(pool, true, 'exactOut', bought))
        // The other way: the other token in, ETH out, both trade types.
        const back = { tokenIn: other, tokenOut: WETH, protocols: 'v4' }
        const sold = await getQuote({ ...back, amount: bought, type: 'exactIn' })
        expect(BigInt(sold.quote)).toBe(await v4Quoter(pool, false, 'exactIn', bought))
        const bought2 = await getQuote({ ...back, amount, type: 'exactOut' })
        expect(BigInt(bought2.quote)).toBe(await v4Quoter(pool, false, 'exactOut', amount))
        checked += 4
      }
    }
    expect(checked).toBeGreaterThanOrEqual(24)
  })

  it('serves the v4 pool that beats v3 when all protocols are searched, with its PoolKey', async () => {
    const amount = 10n ** 18n
    const v3Only = await getQuote({
      tokenIn: WETH,
      tokenOut: USDC,
      amount,
      type: 'exactIn',
      protocols: 'v2,v3',
    })
    const all = await getQuote({ tokenIn: WETH, tokenOut: USDC, amount, type: 'exactIn' })
    expect(BigInt(all.quote)).toBeGreaterThan(BigInt(v3Only.quote))
    const hop = all.route.flat().find((h) => h.type === 'v4-pool')
    if (hop?.type !== 'v4-pool') throw new Error('no v4 hop in the served route')
    const pool = poolOf('best-price')
    expect(hop).toMatchObject({
      address: pool.id.toLowerCase(),
      currency0: pool.currency0,
      currency1: pool.currency1.toLowerCase(),
      fee: String(pool.fee),
      lpFee: String(pool.fee),
      tickSpacing: String(pool.tickSpacing),
      hooks: pool.hooks.toLowerCase(),
    })
  })

  it('reaches a token only v4 lists through a mixed v3 → v4 route, checked on chain', async () => {
    const amount = 1_000n * 10n ** 6n
    const quote = await getQuote({
      tokenIn: USDC,
      tokenOut: LUM,
      amount,
      type: 'exactIn',
      protocols: 'v3,v4',
    })
    const types = quote.route.map((r) => r.map((h) => h.type))
    expect(types).toContainEqual(['v3-pool', 'v4-pool'])
    expect(BigInt(quote.quote)).toBeGreaterThan(0n)
  })

  it('prices a pool whose hook takes a fee by V4Quoter, and says exactly what the hook took', async () => {
    const pool = poolOf('fee-hook')
    const amount = 10n ** 18n
    // LUM/USDC only: the hooked pool is the route.
    const quote = await getQuote({
      tokenIn: LUM,
      tokenOut: USDC,
      amount,
      type: 'exactIn',
      protocols: 'v4',
    })
    const hops = quote.route.flat()
    const hop = hops.find((h) => h.address === pool.id.toLowerCase())
    if (hop?.type !== 'v4-pool')
      throw new Error(`the hooked pool is not the route: ${JSON.stringify(hops)}`)
    const zeroForOne = pool.currency0.toLowerCase() === LUM
    expect(BigInt(quote.quote)).toBe(await v4Quoter(pool, zeroForOne, 'exactIn', amount))
    // FeeTakingHook keeps 1.23 % of the gross output (v4-core test hook): received + take.
    const take = BigInt(hop.hookFee?.amount ?? -1)
    expect(hop.hookFee?.token.address).toBe(USDC)
    expect(take).toBe(((BigInt(quote.quote) + take) * 123n) / 10_000n)
  })

  it('prices the dynamic-fee pool by V4Quoter too, its hook taking nothing', async () => {
    const pool = poolOf('dynamic-fee')
    const DAI = tokenOf(l1, 'DAI').address.toLowerCase() as Address
    const amount = 10n ** 17n
    const quote = await getQuote({
      tokenIn: WETH,
      tokenOut: DAI,
      amount,
      type: 'exactIn',
      protocols: 'v4',
    })
    const hop = quote.route.flat()[0]
    if (hop?.type !== 'v4-pool') throw new Error('no v4 route')
    expect(hop.address).toBe(pool.id.toLowerCase())
    expect(hop.fee).toBe(String(0x800000))
    expect(hop.lpFee).toBe('2500')
    expect(BigInt(quote.quote)).toBe(await v4Quoter(pool, true, 'exactIn', amount))
    expect(hop.hookFee?.amount).toBe('0')
  })
})
