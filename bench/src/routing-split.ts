// Engine compute time for a 3-hop split search (route enumeration + optimizer + exact quotes of
// the result) on synthetic graphs, warm, one search at a time. Also how the result compares to
// the 5 % grid baseline (gas-adjusted, in basis points) and how long the baseline takes.
// Run: npm run bench:routing-split -w bench -- [searches per graph]
import {
  enumerateRoutes,
  findBestSplitOnGrid,
  findBestTrade,
  type GasPricing,
  type PoolSnapshot,
  type TradeType,
} from '@tidepool/routing'
import { createRng, randomGraph, tokenAddress } from '@tidepool/routing/testing'

interface GraphSpec {
  name: string
  tokens: number
  pools: number
}

const GRAPHS: readonly GraphSpec[] = [
  { name: 'seed-sized (8 tokens, 30 pools)', tokens: 8, pools: 30 },
  { name: '200 pools over 30 tokens', tokens: 30, pools: 200 },
  { name: '200 pools over 12 tokens (dense: ~1-3k routes per pair)', tokens: 12, pools: 200 },
]

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN

function run(spec: GraphSpec, searches: number): Record<string, unknown> {
  const rng = createRng(7)
  const snapshot: PoolSnapshot = {
    chainId: 1,
    blockNumber: 1n,
    pools: randomGraph(rng, { tokens: spec.tokens, pools: spec.pools, v2Share: 0.3 }),
  }
  const gas: GasPricing = {
    gasPriceWei: 20n * 10n ** 9n,
    quoteTokenPerWei: { numerator: 1n, denominator: 1n },
  }
  const times: number[] = []
  const gridTimes: number[] = []
  const gains: number[] = []
  let routes = 0
  let splits = 0
  for (let i = 0; i < searches + 5; i++) {
    const a = rng.int(0, spec.tokens - 1)
    const b = (a + rng.int(1, spec.tokens - 1)) % spec.tokens
    const tradeType: TradeType = i % 2 === 0 ? 'exactIn' : 'exactOut'
    const amount = 10n ** BigInt(rng.int(16, 20)) * BigInt(rng.int(1, 9))
    const request = {
      snapshot,
      tokenIn: tokenAddress(a),
      tokenOut: tokenAddress(b),
      tradeType,
      amount,
      gas,
    }
    const t = performance.now()
    let trade: ReturnType<typeof findBestTrade> | undefined
    try {
      trade = findBestTrade(request)
    } catch {
      // No route or not enough liquidity for this amount: still a timed search.
    }
    const dt = performance.now() - t
    if (i < 5) continue // warm-up
    times.push(dt)
    if (trade === undefined) continue
    splits += trade.routes.length
    // The baseline on the same candidate routes (only for a third of the searches: it is slow).
    if (i % 3 !== 0) continue
    const candidates = enumerateRoutes(snapshot.pools, request.tokenIn, request.tokenOut, {
      mixed: tradeType === 'exactIn',
    })
    routes += candidates.length
    const g0 = performance.now()
    try {
      const grid = findBestSplitOnGrid({ routes: candidates, tradeType, amount, gas })
      gridTimes.push(performance.now() - g0)
      const diff =
        Number(trade.quoteGasAdjusted - grid.quoteGasAdjusted) /
        Math.abs(Number(grid.quoteGasAdjusted))
      gains.push((tradeType === 'exactIn' ? diff : -diff) * 1e4)
    } catch {
      // The grid found nothing where the engine did.
      gains.push(Number.POSITIVE_INFINITY)
    }
  }
  times.sort((x, y) => x - y)
  gridTimes.sort((x, y) => x - y)
  gains.sort((x, y) => x - y)
  return {
    graph: spec.name,
    searches: times.length,
    engineMs: {
      p50: +percentile(times, 0.5).toFixed(1),
      p95: +percentile(times, 0.95).toFixed(1),
      max: +(times.at(-1) ?? 0).toFixed(1),
    },
    meanSplits: +(splits / times.length).toFixed(2),
    vsGrid: {
      compared: gains.length,
      meanRoutes: Math.round(routes / Math.max(1, gains.length)),
      worse: gains.filter((g) => g < 0).length,
      betterBpsMedian: +percentile(gains, 0.5).toFixed(3),
      betterBpsP90: +percentile(gains, 0.9).toFixed(1),
      gridMsP50: +percentile(gridTimes, 0.5).toFixed(1),
    },
  }
}

const searches = Number(process.argv[2] ?? 100)
for (const spec of GRAPHS) console.log(JSON.stringify(run(spec, searches), null, 2))
