// The engine against the chain (issue 4 "Must show"): 1,000 random swaps on the seeded devnet
// pools, exact input and exact output, from dust to pool-exhausting sizes, where every amount
// the engine computes must equal QuoterV2 (v3) and UniswapV2Router02 (v2) to the wei; then
// engine trades (splits, multi-hop, mixed v2/v3) executed through SwapRouter02 must deliver
// exactly the quoted amounts. The snapshot is read with the engine's own loader; a "ladder"
// pool (120 narrow positions) joins the seed for the run so swaps cross dozens of ticks.
import { chainOf, publicClient, tokenOf, walletClient } from '@tidepool/devnet/testing/clients'
import { devnetManifest, poolSnapshotCacheDir } from '@tidepool/devnet/testing/context'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import { type Address, type Hex, maxUint256, parseAbi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InsufficientLiquidityError, RoutingError } from './errors.ts'
import { type BestTrade, findBestTrade } from './findBestTrade.ts'
import { quoteRouteExactIn, quoteRouteExactOut, type RouteQuote } from './graph/quoteRoute.ts'
import type { Route } from './graph/routes.ts'
import type { Pool, PoolSnapshot } from './graph/types.ts'
import type { Call } from './loader/loadPools.ts'
import type { TradeType } from './optimizer/waterfill.ts'
import {
  loadSnapshot,
  multicall3,
  type Segment,
  type SegmentQuote,
  segmentQuoteCall,
  segments,
  swapRouterCalldata,
} from './testing/devnet.ts'
import { createRng, type Rng } from './testing/prng.ts'
import { simulateV3Swap } from './v3/simulate.ts'
import { MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './v3/tickMath.ts'

const manifest = devnetManifest()
const chain = chainOf(manifest, 1)
const client = publicClient(chain)
const contracts = chain.contracts
const lower = (a: string): Address => a.toLowerCase() as Address

/** One route with its fixed amount, and what the engine made of it (amounts or an error). */
interface Case {
  label: string
  route: Route
  tradeType: TradeType
  amount: bigint
  engine: RouteQuote | RoutingError
}

function engineQuote(
  route: Route,
  tradeType: TradeType,
  amount: bigint,
): RouteQuote | RoutingError {
  try {
    return tradeType === 'exactIn'
      ? quoteRouteExactIn(route, amount)
      : quoteRouteExactOut(route, amount)
  } catch (e) {
    if (e instanceof RoutingError) return e
    throw e
  }
}

/** The most a single pool can take in (exact in) or pay out (exact out) in that direction. */
function capacity(pool: Pool, zeroForOne: boolean, tradeType: TradeType): bigint {
  if (pool.protocol === 'v2') {
    const [rIn, rOut] = zeroForOne ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0]
    return tradeType === 'exactIn' ? rIn * 3n : rOut
  }
  const r = simulateV3Swap(pool, zeroForOne, tradeType === 'exactIn' ? 1n << 200n : -(1n << 200n))
  if (tradeType === 'exactIn') return zeroForOne ? r.amount0 : r.amount1
  return zeroForOne ? -r.amount1 : -r.amount0
}

/** From 1 wei to 1.3 × capacity: log-uniform, uniform, and a band around the pool's edge. */
function amountFor(rng: Rng, cap: bigint): bigint {
  const mode = rng.next()
  const digits = cap.toString().length
  let f: number
  if (mode < 0.4) f = 10 ** (-digits + rng.next() * (digits + 0.11))
  else if (mode < 0.85) f = rng.next()
  else f = 0.9 + rng.next() * 0.4
  const a = (cap * BigInt(Math.floor(f * 1e12))) / 10n ** 12n
  return a < 1n ? 1n : a
}

function singlePoolCase(rng: Rng, pools: readonly Pool[], i: number): Case {
  const pool = rng.pick(pools)
  const zeroForOne = rng.next() < 0.5
  const tradeType: TradeType = rng.next() < 0.5 ? 'exactIn' : 'exactOut'
  const amount = amountFor(rng, capacity(pool, zeroForOne, tradeType))
  const route: Route = {
    pools: [pool],
    path: zeroForOne ? [pool.token0, pool.token1] : [pool.token1, pool.token0],
  }
  return {
    label: `single #${i} ${pool.protocol} ${pool.address} ${tradeType} ${amount}`,
    route,
    tradeType,
    amount,
    engine: engineQuote(route, tradeType, amount),
  }
}

interface TradeCase {
  label: string
  trade?: BestTrade
  error?: RoutingError
}

function randomTrade(rng: Rng, snap: PoolSnapshot, i: number): TradeCase {
  const tokens = chain.tokens
  const a = rng.pick(tokens)
  let b = rng.pick(tokens)
  while (b === a) b = rng.pick(tokens)
  const tradeType: TradeType = rng.next() < 0.5 ? 'exactIn' : 'exactOut'
  const fixed = tradeType === 'exactIn' ? a : b
  // 1e-6 to 1e5 whole tokens: from dust to more than the whole graph holds.
  const amount = rng.logUniform(fixed.decimals - 6, fixed.decimals + 5)
  const label = `trade #${i} ${tradeType} ${amount} ${a.symbol}->${b.symbol}`
  try {
    const trade = findBestTrade({
      snapshot: snap,
      tokenIn: a.address,
      tokenOut: b.address,
      tradeType,
      amount,
      maxSplits: rng.pick([1, 3, 7]),
    })
    return { label, trade }
  } catch (e) {
    if (e instanceof RoutingError) return { label, error: e }
    throw e
  }
}

function tradeCases(t: TradeCase): Case[] {
  const trade = t.trade
  if (!trade) return []
  return trade.routes.map((r, k) => ({
    label: `${t.label} route ${k}`,
    route: r.route,
    tradeType: trade.tradeType,
    amount: trade.tradeType === 'exactIn' ? r.amountIn : r.amountOut,
    engine: { route: r.route, amountIn: r.amountIn, amountOut: r.amountOut, hops: r.hops },
  }))
}

interface Verdict {
  matched: number
  /** QuoterV2 reverted or filled only part of the amount; the engine refused too. */
  exhausted: number
  /** v2 dust whose output rounds to 0 (Router02 quotes 0; the pair would revert on swap). */
  zeroOutput: number
  ticksCrossedDiffer: number
  mismatches: string[]
}

/**
 * Rough gas of a case's on-chain quote: a v3 swap pays per bitmap word it walks, and one that
 * drains a pool walks every empty word to the price limit (thousands at tick spacing 1). Used
 * only to pack calls into eth_calls that stay under the devnet's 60 M gas.
 */
function gasWeight(c: Case): number {
  let gas = 0
  c.route.pools.forEach((pool, i) => {
    gas += 150_000
    if (pool.protocol !== 'v3') return
    const zeroForOne = c.route.path[i] === pool.token0
    const hop = c.engine instanceof RoutingError ? undefined : c.engine.hops[i]
    const specified =
      c.tradeType === 'exactIn' ? (hop?.amountIn ?? c.amount) : -(hop?.amountOut ?? c.amount)
    let end = zeroForOne ? MIN_TICK : MAX_TICK
    try {
      const r = simulateV3Swap(pool, zeroForOne, specified)
      if (!r.insufficientLiquidity) end = r.tickAfter
    } catch {
      // Math revert: assume the worst.
    }
    gas += (Math.abs(end - pool.tick) / (pool.tickSpacing * 256)) * 8_000
  })
  return gas
}

const SQRT_LIMITS = new Set([MIN_SQRT_RATIO + 1n, MAX_SQRT_RATIO - 1n])

/**
 * Quotes every case on-chain (one aggregate3 per 50 calls, at the snapshot's block) and
 * compares hop by hop: each protocol segment is quoted with the engine's amount at its start
 * (exact input) or end (exact output), so every pool's amounts are checked, not just the ends.
 */
async function verify(cases: readonly Case[], blockNumber: bigint): Promise<Verdict> {
  const verdict: Verdict = {
    matched: 0,
    exhausted: 0,
    zeroOutput: 0,
    ticksCrossedDiffer: 0,
    mismatches: [],
  }
  const calls: Call[] = []
  const plans: {
    c: Case
    parts: { seg: Segment; decode: (d: Hex) => SegmentQuote }[]
  }[] = []
  for (const c of cases) {
    const segs = segments(c.route)
    const parts = segs.map((seg) => {
      let amount = c.amount
      if (!(c.engine instanceof RoutingError)) {
        const hops = c.engine.hops
        amount =
          c.tradeType === 'exactIn'
            ? (hops[seg.from]?.amountIn ?? -1n)
            : (hops[seg.to]?.amountOut ?? -1n)
      } else if (segs.length !== 1) {
        throw new Error(`${c.label}: an engine error on a multi-segment route is not checkable`)
      }
      const q = segmentQuoteCall(contracts, seg, c.tradeType, amount)
      calls.push(q.call)
      return { seg, decode: q.decode }
    })
    plans.push({ c, parts })
  }
  const weights = cases.flatMap((c) => {
    const w = gasWeight(c)
    const n = segments(c.route).length
    return Array.from({ length: n }, () => w / n)
  })
  const multicall = multicall3(client, contracts.multicall3, blockNumber, Number.POSITIVE_INFINITY)
  const results: (Hex | undefined)[] = []
  for (let i = 0; i < calls.length; ) {
    let j = i
    let budget = 0
    while (j < calls.length && (j === i || budget + (weights[j] ?? 0) < 40_000_000)) {
      budget += weights[j] ?? 0
      j++
    }
    results.push(...(await multicall(calls.slice(i, j))))
    i = j
  }
  // A sub-call that ran out of the batch's gas looks like a revert: where the engine expects a
  // fill, ask again with the call alone before calling it a disagreement.
  let k = 0
  for (const { c, parts } of plans) {
    for (let p = 0; p < parts.length; p++, k++) {
      const call = calls[k]
      if (results[k] !== undefined || c.engine instanceof RoutingError || !call) continue
      const [again] = await multicall([call])
      results[k] = again
    }
  }
  let at = 0
  for (const { c, parts } of plans) {
    const quotes = parts.map((p) => {
      const data = results[at++]
      return data === undefined ? undefined : p.decode(data)
    })
    const failed = quotes.some(
      (q) => q === undefined || (q.sqrtPriceX96After ?? []).some((p) => SQRT_LIMITS.has(p)),
    )
    if (failed) {
      // The chain cannot fill this: QuoterV2 reverted (exact output) or its price ran to the
      // limit (exact input fills only part). The engine must refuse with InsufficientLiquidity.
      if (c.engine instanceof InsufficientLiquidityError) verdict.exhausted++
      else
        verdict.mismatches.push(
          `${c.label}: chain cannot fill (${quotes.map((q) => (q ? `${q.amountIn}->${q.amountOut} at ${q.sqrtPriceX96After}` : 'reverted')).join('; ')}), engine says ${explain(c.engine)}`,
        )
      continue
    }
    if (c.engine instanceof RoutingError) {
      const [only] = quotes
      if (
        c.route.pools[0]?.protocol === 'v2' &&
        c.tradeType === 'exactIn' &&
        only?.amountOut === 0n
      ) {
        verdict.zeroOutput++
        continue
      }
      verdict.mismatches.push(
        `${c.label}: chain quotes ${only?.amountIn}->${only?.amountOut}, engine threw ${c.engine.message}`,
      )
      continue
    }
    const hops = c.engine.hops
    let ok = true
    parts.forEach((p, k) => {
      const q = quotes[k]
      if (!q) return
      const engineIn = hops[p.seg.from]?.amountIn
      const engineOut = hops[p.seg.to]?.amountOut
      if (q.amountIn !== engineIn || q.amountOut !== engineOut) {
        ok = false
        verdict.mismatches.push(
          `${c.label} segment ${k}: chain ${q.amountIn}->${q.amountOut}, engine ${engineIn}->${engineOut}`,
        )
      }
      q.amounts?.forEach((amount, j) => {
        const engineAt = j === 0 ? hops[p.seg.from]?.amountIn : hops[p.seg.from + j - 1]?.amountOut
        if (amount !== engineAt) {
          ok = false
          verdict.mismatches.push(
            `${c.label} v2 hop ${p.seg.from + j}: chain ${amount}, engine ${engineAt}`,
          )
        }
      })
      q.ticksCrossed?.forEach((n, j) => {
        if (n !== hops[p.seg.from + j]?.initializedTicksCrossed) verdict.ticksCrossedDiffer++
      })
    })
    if (ok) verdict.matched++
  }
  return verdict
}

function explain(e: RouteQuote | RoutingError): string {
  return e instanceof RoutingError ? `${e.name}: ${e.message}` : `${e.amountIn}->${e.amountOut}`
}

let snap: PoolSnapshot
let blockNumber: bigint

const npmAbi = parseAbi([
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])
const slot0Abi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
])

/** Narrow positions in the ladder pool: 2 × LADDER_STEPS + 1 initialized ticks. */
const LADDER_STEPS = 60

/**
 * A "ladder" pool beside the seed (undone in afterAll): WBTC/USDC at 0.05 %, at the price of
 * the seeded 0.3 % pool, with 120 adjacent one-spacing (10-tick) positions, so ordinary swaps
 * cross dozens of initialized ticks and the router sees one more candidate pool.
 */
async function addLadderPool(): Promise<void> {
  const wbtc = tokenOf(chain, 'WBTC')
  const usdc = tokenOf(chain, 'USDC')
  const [token0, token1] = lower(wbtc.address) < lower(usdc.address) ? [wbtc, usdc] : [usdc, wbtc]
  const seeded = chain.v3Pools.find(
    (p) => p.fee === 3000 && new Set([p.token0, p.token1, wbtc.address, usdc.address]).size === 2,
  )
  if (!seeded) throw new Error('no seeded WBTC/USDC 0.3 % pool')
  const [sqrtPriceX96, tick] = await client.readContract({
    address: seeded.address,
    abi: slot0Abi,
    functionName: 'slot0',
  })
  const wallet = walletClient(manifest, chain, 3)
  for (const t of [token0, token1])
    await wallet.writeContract({
      address: t.address,
      abi: erc20,
      functionName: 'approve',
      args: [contracts.positionManager, maxUint256],
    })
  await wallet.writeContract({
    address: contracts.positionManager,
    abi: npmAbi,
    functionName: 'createAndInitializePoolIfNecessary',
    args: [token0.address, token1.address, 500, sqrtPriceX96],
  })
  const [b0, b1] = await Promise.all(
    [token0, token1].map((t) => balanceOf(t.address, wallet.account.address)),
  )
  const base = Math.floor(tick / 10) * 10
  let hash: Hex = '0x'
  for (let k = -LADDER_STEPS; k < LADDER_STEPS; k++) {
    hash = await wallet.writeContract({
      address: contracts.positionManager,
      abi: npmAbi,
      functionName: 'mint',
      args: [
        {
          token0: token0.address,
          token1: token1.address,
          fee: 500,
          tickLower: base + 10 * k,
          tickUpper: base + 10 * k + 10,
          amount0Desired: (b0 ?? 0n) / 200n,
          amount1Desired: (b1 ?? 0n) / 200n,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: wallet.account.address,
          deadline: 10_000_000_000n,
        },
      ],
      gas: 1_000_000n,
    })
  }
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('ladder mint failed')
}

let seedState = ''

beforeAll(async () => {
  seedState = await snapshot(chain.rpcUrl)
  await addLadderPool()
  blockNumber = await client.getBlockNumber()
  snap = await loadSnapshot({
    client,
    contracts,
    chainId: chain.chainId,
    tokens: chain.tokens.map((t) => t.address),
    blockNumber,
    // The seeded pools another file read come from the run's cache; the ladder pool is read.
    cacheDir: poolSnapshotCacheDir(),
  })
})

afterAll(async () => {
  // Other integration files share this devnet: leave it as seeded.
  await revert(chain.rpcUrl, seedState)
})

describe('the seeded snapshot, read by the loader', () => {
  it('holds every seeded pair and pool, and the ladder pool', () => {
    const loaded = new Set(snap.pools.map((p) => p.address))
    for (const p of [...chain.v2Pairs, ...chain.v3Pools]) expect(loaded).toContain(lower(p.address))
    expect(snap.pools).toHaveLength(chain.v2Pairs.length + chain.v3Pools.length + 1)
    const ticks = snap.pools.map((p) => (p.protocol === 'v3' ? p.ticks.length : 0))
    expect(Math.max(...ticks)).toBe(2 * LADDER_STEPS + 1)
  })
})

describe('engine amounts equal QuoterV2 / Router02 to the wei', () => {
  it('1,000 random swaps: 600 through one pool (dust to exhaustion), 400 split trades', async () => {
    const rng = createRng(4)
    const tEngine = performance.now()
    const single = Array.from({ length: 600 }, (_, i) => singlePoolCase(rng, snap.pools, i))
    const trades = Array.from({ length: 400 }, (_, i) => randomTrade(rng, snap, i))
    const cases = [...single, ...trades.flatMap(tradeCases)]
    const engineMs = performance.now() - tEngine
    const t0 = performance.now()
    const verdict = await verify(cases, blockNumber)
    const refused = trades.filter((t) => t.error)
    const split = trades.filter((t) => (t.trade?.routes.length ?? 0) > 1).length
    const ticks = Math.max(
      ...cases.flatMap((c) =>
        c.engine instanceof RoutingError ? [] : c.engine.hops.map((h) => h.initializedTicksCrossed),
      ),
    )
    console.log(
      `[routing] ${cases.length} route quotes (600 single-pool swaps, ${trades.length - refused.length} trades with ${split} splits, ${refused.length} refused: ${[...new Set(refused.map((t) => t.error?.name))].join(', ')}); ` +
        `matched ${verdict.matched}, exhausted on both sides ${verdict.exhausted}, v2 zero output ${verdict.zeroOutput}, ` +
        `QuoterV2 tick counts differing ${verdict.ticksCrossedDiffer}, most ticks crossed in one hop ${ticks}; ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s on-chain, engine ${(engineMs / 1000).toFixed(1)} s`,
    )
    expect(verdict.mismatches).toEqual([])
    expect(verdict.matched + verdict.exhausted + verdict.zeroOutput).toBe(cases.length)
    // The sample must reach the interesting places, or the test proves little.
    expect(verdict.exhausted).toBeGreaterThan(20)
    expect(split).toBeGreaterThan(20)
    expect(ticks).toBeGreaterThanOrEqual(40)
    // A refused trade is refused because the graph cannot carry it, never for lack of a route.
    for (const t of refused) expect(t.error, t.label).toBeInstanceOf(InsufficientLiquidityError)
  }, 180_000)
})

const erc20 = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
])

async function balanceOf(token: Address, owner: Address): Promise<bigint> {
  return client.readContract({
    address: token,
    abi: erc20,
    functionName: 'balanceOf',
    args: [owner],
  })
}

const EXECUTIONS: readonly [TradeType, string, string, string][] = [
  ['exactIn', 'WETH', 'USDC', '90'],
  ['exactOut', 'WETH', 'USDC', '250000'],
  ['exactIn', 'USDC', 'WETH', '900000'],
  ['exactIn', 'WBTC', 'USDT', '8'],
  ['exactOut', 'USDC', 'WBTC', '4'],
  ['exactIn', 'DAI', 'USDT', '900000'],
  ['exactOut', 'DAI', 'USDT', '700000'],
  ['exactIn', 'MKR', 'USDC', '60'],
  ['exactIn', 'PRM', 'WBTC', '50000'],
  ['exactOut', 'USDT', 'MKR', '20'],
  ['exactIn', 'WETH', 'DAI', '0.000001'],
  ['exactOut', 'USDC', 'WETH', '0.5'],
]

describe('SwapRouter02 delivers exactly what the engine quoted', () => {
  it.each(EXECUTIONS)('%s %s -> %s (%s)', async (tradeType, symIn, symOut, human) => {
    const tokenIn = tokenOf(chain, symIn)
    const tokenOut = tokenOf(chain, symOut)
    const amount = parseUnits(human, (tradeType === 'exactIn' ? tokenIn : tokenOut).decimals)
    const trade = findBestTrade({
      snapshot: snap,
      tokenIn: tokenIn.address,
      tokenOut: tokenOut.address,
      tradeType,
      amount,
    })
    const wallet = walletClient(manifest, chain, 2)
    const me = wallet.account.address
    const id = await snapshot(chain.rpcUrl)
    try {
      const approve = await wallet.writeContract({
        address: tokenIn.address,
        abi: erc20,
        functionName: 'approve',
        args: [contracts.swapRouter02, maxUint256],
      })
      await client.waitForTransactionReceipt({ hash: approve })
      const inBefore = await balanceOf(tokenIn.address, me)
      const outBefore = await balanceOf(tokenOut.address, me)
      expect(inBefore).toBeGreaterThanOrEqual(trade.amountIn)
      const data = swapRouterCalldata(
        tradeType,
        trade.routes.map((r) => ({
          route: r.route,
          amountIn: r.amountIn,
          amountOut: r.amountOut,
          hopAmountsOut: r.hops.map((h) => h.amountOut),
        })),
        me,
        10_000_000_000n,
      )
      const hash = await wallet.sendTransaction({
        to: contracts.swapRouter02,
        data,
        gas: 8_000_000n,
      })
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      const paid = inBefore - (await balanceOf(tokenIn.address, me))
      const received = (await balanceOf(tokenOut.address, me)) - outBefore
      console.log(
        `[routing] executed ${tradeType} ${human} ${symIn}->${symOut}: ${trade.routes.length} route(s) ` +
          `[${trade.routes.map((r) => `${r.percent}% ${r.route.pools.map((p) => (p.protocol === 'v3' ? `v3/${p.fee}` : 'v2')).join('>')}`).join(', ')}], ` +
          `paid ${paid} (quoted ${trade.amountIn}), received ${received} (quoted ${trade.amountOut}), gas ${receipt.gasUsed}`,
      )
      expect(paid).toBe(trade.amountIn)
      expect(received).toBe(trade.amountOut)
      // The router kept nothing back.
      for (const token of new Set(trade.routes.flatMap((r) => r.route.path)))
        expect(await balanceOf(token, contracts.swapRouter02)).toBe(0n)
    } finally {
      await revert(chain.rpcUrl, id)
    }
  })
})
