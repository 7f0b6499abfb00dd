// Engine compute time for a 3-hop split search over the seeded devnet graph (issue 4
// Performance): starts a devnet, reads every pair and pool of the local L1 with the engine's
// loader (discoverPools + loadPools over Multicall3 and TickLens), then times findBestTrade —
// route enumeration, split optimizer and exact quotes of the answer — on random requests
// between the seed tokens, gas-aware (20 gwei priced in the quote token), warm, one at a time.
// Run: npm run bench:routing-seeded -w bench -- [searches]   (ports 38645-38647)
import path from 'node:path'
import { startDevnet } from '@tidepool/devnet'
import { chainOf, publicClient } from '@tidepool/devnet/testing/clients'
import {
  enumerateRoutes,
  findBestTrade,
  type GasPricing,
  type PoolSnapshot,
  RoutingError,
  type TradeType,
} from '@tidepool/routing'
import { createRng, loadSnapshot } from '@tidepool/routing/testing'

const searches = Number(process.argv[2] ?? 500)
const stateDir = path.resolve(import.meta.dirname, '../../.devnet/bench-routing')
const devnet = await startDevnet({ l1Port: 38645, l2Port: 38646, httpPort: 38647, stateDir })
try {
  const chain = chainOf(devnet.manifest, 1)
  const client = publicClient(chain)
  const blockNumber = await client.getBlockNumber()
  const t0 = performance.now()
  const snapshot: PoolSnapshot = await loadSnapshot({
    client,
    contracts: chain.contracts,
    chainId: chain.chainId,
    tokens: chain.tokens.map((t) => t.address),
    blockNumber,
  })
  const loadMs = performance.now() - t0
  const ticks = snapshot.pools.reduce((n, p) => n + (p.protocol === 'v3' ? p.ticks.length : 0), 0)

  // Gas priced in each token: what 0.01 ETH buys of it (the engine itself finds the price).
  const weth = chain.tokens.find((t) => t.kind === 'weth')
  if (!weth) throw new Error('no WETH in the manifest')
  const gasPrice = 20n * 10n ** 9n
  const pricing = new Map<string, GasPricing>()
  for (const t of chain.tokens) {
    const perWei =
      t.address === weth.address
        ? { numerator: 1n, denominator: 1n }
        : {
            numerator: findBestTrade({
              snapshot,
              tokenIn: weth.address,
              tokenOut: t.address,
              tradeType: 'exactIn',
              amount: 10n ** 16n,
            }).quote,
            denominator: 10n ** 16n,
          }
    pricing.set(t.address, { gasPriceWei: gasPrice, quoteTokenPerWei: perWei })
  }

  const rng = createRng(5)
  const times: number[] = []
  let routes = 0
  let splits = 0
  let refused = 0
  for (let i = 0; i < searches + 20; i++) {
    const a = rng.pick(chain.tokens)
    let b = rng.pick(chain.tokens)
    while (b === a) b = rng.pick(chain.tokens)
    const tradeType: TradeType = i % 2 === 0 ? 'exactIn' : 'exactOut'
    const fixed = tradeType === 'exactIn' ? a : b
    const quoteToken = tradeType === 'exactIn' ? b : a
    // 0.01 to 1,000 whole tokens of the fixed side (dust to pool-moving sizes).
    const amount = rng.logUniform(fixed.decimals - 2, fixed.decimals + 3)
    const t = performance.now()
    try {
      const trade = findBestTrade({
        snapshot,
        tokenIn: a.address,
        tokenOut: b.address,
        tradeType,
        amount,
        gas: pricing.get(quoteToken.address),
      })
      if (i >= 20) splits += trade.routes.length
    } catch (e) {
      if (!(e instanceof RoutingError)) throw e
      if (i >= 20) refused++
    }
    const dt = performance.now() - t
    if (i < 20) continue // warm-up
    times.push(dt)
    routes += enumerateRoutes(snapshot.pools, a.address, b.address, {
      mixed: tradeType === 'exactIn',
    }).length
  }
  times.sort((x, y) => x - y)
  const pct = (p: number) =>
    +(times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? Number.NaN).toFixed(2)
  console.log(
    JSON.stringify(
      {
        graph: `seeded devnet L1: ${snapshot.pools.length} pools (${snapshot.pools.filter((p) => p.protocol === 'v2').length} v2), ${chain.tokens.length} tokens, ${ticks} initialized ticks`,
        loadSnapshotMs: +loadMs.toFixed(0),
        searches: times.length,
        meanCandidateRoutes: Math.round(routes / times.length),
        meanRoutesInAnswer: +(splits / (times.length - refused)).toFixed(2),
        refused,
        engineMs: { p50: pct(0.5), p90: pct(0.9), p99: pct(0.99), max: pct(1) },
      },
      null,
      2,
    ),
  )
} finally {
  await devnet.stop()
}
