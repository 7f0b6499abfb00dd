// Tidepool's engine vs Uniswap's AlphaRouter (@uniswap/smart-order-router) on the mainnet replica
// (issue 17): the same trades — single pools, multi-hop, large splits, exact output, native ETH —
// quoted by both, each answer executed through SwapRouter02 on the replica (snapshot/revert
// around each), side by side: raw and gas-adjusted output, gas estimate, executed gas, what
// arrived, wall time cold (fresh router, empty caches) and warm (median of the next runs).
// Offline: no request of this process may leave loopback (alpha/offline.ts); AlphaRouter gets
// static subgraph providers built from the replica, a static gas price, in-memory caches.
// Run: npm run bench:alpha-router -w bench -- [--warm 3] [--only <label substring>]
//   ports 39445–39446 (+ TIDEPOOL_BENCH_PORT_OFFSET), state in .devnet/bench-alpha
import { guardOffline } from './alpha/offline.ts'

const guard = guardOffline()

import { parseArgs } from 'node:util'
import { chainsFromManifest } from '@tidepool/quote-service'
import type { Token } from '@uniswap/sdk-core'
import { type Address, createPublicClient, http, parseUnits } from 'viem'
import { mainnet } from 'viem/chains'
import { createAlphaRouter } from './alpha/alpha.ts'
import { createExecutor } from './alpha/execute.ts'
import { placeAlphaRouterLenses } from './alpha/lenses.ts'
import { startReplica } from './alpha/replica.ts'
import { markdown, type Row, type Side, summary } from './alpha/report.ts'
import { core } from './alpha/sdks.ts'
import { buildStaticSubgraphs } from './alpha/subgraph.ts'
import { createTidepoolRouter } from './alpha/tidepool.ts'
import { TRADES } from './alpha/trades.ts'
import type { RouterAnswer, TradeSpec } from './alpha/types.ts'

const { values: args } = parseArgs({
  options: { warm: { type: 'string', default: '3' }, only: { type: 'string' } },
})
const warmRuns = Number(args.warm)

const replica = await startReplica(Number(process.env.TIDEPOOL_BENCH_PORT_OFFSET ?? 0) || 0)
try {
  const { manifest, rpcUrl } = replica
  const chain = chainsFromManifest(manifest).find((c) => c.chainId === 1)
  const mchain = manifest.chains.find((c) => c.chainId === 1)
  if (!chain || !mchain) throw new Error('the replica manifest has no chain 1')
  const client = createPublicClient({ chain: mainnet, transport: http(rpcUrl) })
  const sender = (manifest.accounts[9]?.address ?? manifest.accounts[0]?.address) as Address
  const placed = await placeAlphaRouterLenses(client, rpcUrl, sender)
  console.error(
    `lenses placed by the bench: ${placed.length ? placed.join(', ') : 'none (the replica has them)'}`,
  )

  const tokens = new Map<string, Token>(
    mchain.tokens.map((t) => [
      t.address.toLowerCase(),
      new core.Token(1, t.address, t.decimals, t.symbol, t.name),
    ]),
  )
  const bySymbol = new Map(mchain.tokens.map((t) => [t.symbol, t]))
  const usdc = bySymbol.get('USDC')
  if (!usdc) throw new Error('the replica has no USDC')

  // USD prices for the subgraph's TVL ranking: the replica's own reference prices.
  const pricesUsd = manifest.replica?.pricesUsd ?? {}
  const usdPrices = new Map(
    mchain.tokens.map((t) => [t.address.toLowerCase(), pricesUsd[t.symbol] ?? 0]),
  )
  const ethUsd = pricesUsd.WETH ?? 3000
  const subgraphs = await buildStaticSubgraphs(client, {
    tokens: mchain.tokens,
    v2Pairs: mchain.v2Pairs,
    v3Pools: mchain.v3Pools,
    usdPrice: (a) => usdPrices.get(a) ?? 0,
    ethUsd,
  })
  const gasPriceWei = await client.getGasPrice()
  console.error(
    `replica: ${tokens.size} tokens, ${subgraphs.v2Pools.length} v2 pairs, ${subgraphs.v3Pools.length} v3 pools, gas price ${gasPriceWei} wei, ETH $${ethUsd.toFixed(0)}`,
  )

  const executor = createExecutor(
    client,
    rpcUrl,
    sender,
    mchain.contracts.swapRouter02,
    chain.contracts.weth9,
  )
  const resolve = (s: string): Address | 'ETH' => {
    if (s === 'ETH') return 'ETH'
    const t = bySymbol.get(s)
    if (!t) throw new Error(`the replica has no ${s}`)
    return t.address.toLowerCase() as Address
  }

  const rows: Row[] = []
  for (const [i, trade] of TRADES.entries()) {
    if (args.only && !trade.label.includes(args.only)) continue
    const fixed = trade.type === 'exactIn' ? trade.tokenIn : trade.tokenOut
    const quoteSym = trade.type === 'exactIn' ? trade.tokenOut : trade.tokenIn
    const decimalsOf = (s: string) => (s === 'ETH' ? 18 : (bySymbol.get(s)?.decimals ?? 18))
    let spec: TradeSpec
    try {
      spec = {
        label: trade.label,
        tokenIn: resolve(trade.tokenIn),
        tokenOut: resolve(trade.tokenOut),
        type: trade.type,
        amount: parseUnits(trade.amount, decimalsOf(fixed)),
      }
    } catch (e) {
      console.error(`skip ${trade.label}: ${String(e)}`)
      continue
    }
    const run = async (
      fresh: () => { quote(s: TradeSpec): Promise<RouterAnswer> },
    ): Promise<Side | { error: string }> => {
      try {
        const router = fresh()
        const cold = await router.quote(spec)
        const warmMs: number[] = []
        for (let k = 0; k < warmRuns; k++) warmMs.push((await router.quote(spec)).ms)
        // Exact output: the most the router may take is the quote plus the 0.5 % slippage.
        const maxIn = spec.type === 'exactIn' ? spec.amount : (cold.raw * 10_050n) / 10_000n + 1n
        const execution = await executor
          .execute(spec, cold.calldata, cold.value, maxIn)
          .catch((e: unknown) => ({ error: String(e).slice(0, 160) }))
        return { cold, warmMs, execution }
      } catch (e) {
        return { error: String(e).slice(0, 200) }
      }
    }
    const tidepool = () => createTidepoolRouter(client, chain, tokens, sender)
    const alpha = () => createAlphaRouter(rpcUrl, subgraphs, gasPriceWei, tokens, sender)
    // Alternate who goes first, so neither always meets the node's caches cold.
    let t: Side | { error: string }
    let a: Side | { error: string }
    if (i % 2 === 0) {
      t = await run(tidepool)
      a = await run(alpha)
    } else {
      a = await run(alpha)
      t = await run(tidepool)
    }
    const row: Row = {
      spec,
      decimals: decimalsOf(quoteSym),
      symbol: quoteSym,
      gasPriceWei,
      tidepool: t,
      alpha: a,
    }
    rows.push(row)
    console.error(summary([row]).split('\n')[2])
  }
  console.log(`\n${summary(rows)}\n\n${markdown(rows)}\n`)
  // What arrived (or was paid) must be the quote itself: the state did not move in between.
  const mismatches = rows.flatMap((r) =>
    (['tidepool', 'alpha'] as const).flatMap((name) => {
      const side = r[name]
      if ('error' in side || 'error' in side.execution) return []
      return side.execution.delivered === side.cold.raw
        ? []
        : [
            `${r.spec.label} (${name}): quoted ${side.cold.raw}, delivered ${side.execution.delivered}`,
          ]
    }),
  )
  console.log(
    `executions delivering other than the quote, to the wei: ${mismatches.length ? mismatches.join('; ') : 'none'}`,
  )
  console.log(
    `requests refused by the offline guard: ${guard.refused.length ? guard.refused.join(', ') : 'none'}`,
  )
} finally {
  await replica.stop()
}
