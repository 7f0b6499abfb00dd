// Cold engine quotes on the mainnet replica (issue 17; target ≤ 150 ms): the quote service's
// path for a request it has never seen — a fresh pool-state cache and transfer-fee cache over
// the viem chain reader, the snapshot of the pair with the chain's bases, the fee-on-transfer
// detector on it, and the search with as many rounds of further tick reads as the trade needs
// (untilTicksSuffice) — on the AlphaRouter bench's trades (alpha/trades.ts). Each run traces its
// JSON-RPC requests (count, bytes each way, wall time) and the client's own CPU time (encoding,
// decoding, the search: what does not depend on how busy the node's process is). Each trade is
// also quoted once on a cache reading every bitmap word: the answers must be identical.
// Run: npm run bench:cold-quote-replica -w bench [-- --runs 9 --trace --only WETH]
//   (ports 39545–39546 + TIDEPOOL_BENCH_PORT_OFFSET, state in .devnet/bench-cold-replica)
import { loadavg } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { REPO_ROOT, startDevnet } from '@tidepool/devnet'
import { chainsFromManifest } from '@tidepool/quote-service'
import {
  createPoolStateCache,
  createTransferFeeCache,
  type QuoteWithGasResult,
  quoteWithGas,
  untilTicksSuffice,
} from '@tidepool/routing'
import { createChainReader, createTransferFeeMeasure } from '@tidepool/routing/viem'
import { createPublicClient, http, parseUnits } from 'viem'
import { TRADES } from './alpha/trades.ts'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    only: { type: 'string' },
    trace: { type: 'boolean', default: false },
    'no-full': { type: 'boolean', default: false },
  },
})
const RUNS = Number(args.runs)
const OFFSET = Number(process.env.TIDEPOOL_BENCH_PORT_OFFSET ?? 0) || 0
const devnet = await startDevnet({
  replica: 'mainnet',
  l1Port: 39545 + OFFSET,
  httpPort: 39546 + OFFSET,
  stateDir: path.join(REPO_ROOT, '.devnet/bench-cold-replica'),
})

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
const median = (xs: number[]): number =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  )

interface RpcTrace {
  /** Per HTTP request: JSON-RPC methods, bytes sent / received, start and end (ms from t0). */
  requests: { methods: string; up: number; down: number; start: number; end: number }[]
}

try {
  const mchain = devnet.manifest.chains.find((c) => c.chainId === 1)
  const chain = chainsFromManifest(devnet.manifest).find((c) => c.chainId === 1)
  if (!chain || !mchain) throw new Error('the replica has no chain 1')
  const bySymbol = new Map(mchain.tokens.map((t) => [t.symbol, t]))
  const { weth9, v2Factory, v3Factory, tickLens, multicall3 } = chain.contracts
  const addressOf = (s: string): string => {
    if (s === 'ETH') return weth9
    const t = bySymbol.get(s)
    if (!t) throw new Error(`the replica has no ${s}`)
    return t.address.toLowerCase()
  }
  const decimalsOf = (s: string) => (s === 'ETH' ? 18 : (bySymbol.get(s)?.decimals ?? 18))

  /** One cold quote as the service answers its first request: nothing cached. */
  async function coldQuote(trade: (typeof TRADES)[number], tickRadius?: number) {
    const trace: RpcTrace = { requests: [] }
    let t0 = performance.now()
    const client = createPublicClient({
      transport: http(mchain?.rpcUrl, {
        async fetchFn(input, init) {
          const start = performance.now() - t0
          const body = typeof init?.body === 'string' ? init.body : ''
          const parsed = body ? JSON.parse(body) : {}
          const methods = (Array.isArray(parsed) ? parsed : [parsed])
            .map((r: { method?: string }) => r.method)
            .join('+')
          const response = await fetch(input, init)
          const text = await response.clone().text()
          trace.requests.push({
            methods,
            up: body.length,
            down: text.length,
            start,
            end: performance.now() - t0,
          })
          return response
        },
      }),
    })
    const cache = createPoolStateCache({
      reader: createChainReader(client, multicall3),
      config: { chainId: 1, v2Factory, v3Factory, tickLens, bases: chain?.bases ?? [], tickRadius },
      headTtlMs: 250, // as services/quote runs it
    })
    const fees = createTransferFeeCache(createTransferFeeMeasure(client))
    const tokenIn = addressOf(trade.tokenIn)
    const tokenOut = addressOf(trade.tokenOut)
    const fixed = trade.type === 'exactIn' ? trade.tokenIn : trade.tokenOut
    const amount = parseUnits(trade.amount, decimalsOf(fixed))
    let search = 0
    let answer: QuoteWithGasResult | string
    let rounds = 0
    let pools: string[] = []
    const cpu0 = process.cpuUsage()
    t0 = performance.now()
    try {
      // As services/quote handler.ts: the detector on the v2 pairs, beside the v3 tick reads.
      const [first, transferFees] = await Promise.all([
        cache.snapshot([tokenIn, tokenOut]),
        cache.pairs([tokenIn, tokenOut]).then(fees.feesFor),
      ])
      const found = await untilTicksSuffice(cache, first, (s) => {
        const t = performance.now()
        try {
          return quoteWithGas({
            snapshot: s.snapshot,
            tokenIn,
            tokenOut,
            tradeType: trade.type,
            amount,
            transferFees,
            gas: { gasPriceWei: s.gasPriceWei, wrappedNative: weth9, usdToken: chain?.usdToken },
          })
        } finally {
          search += performance.now() - t
        }
      })
      answer = found.result
      rounds = found.rounds
      if (args.trace && tickRadius === undefined)
        pools = found.state.snapshot.pools.map((p) =>
          p.protocol === 'v2'
            ? 'v2'
            : `${p.fee}:${p.ticks.length}t${p.tickRange ? `[${p.tickRange.lower - p.tick},+${p.tickRange.upper - p.tick}]` : '[all]'}`,
        )
    } catch (e) {
      answer = `${(e as Error).name}: ${(e as Error).message}`
    }
    const ms = performance.now() - t0
    const cpu = process.cpuUsage(cpu0)
    return { ms, cpuMs: (cpu.user + cpu.system) / 1000, search, rounds, answer, trace, pools }
  }

  const summary = (a: QuoteWithGasResult | string): string =>
    typeof a === 'string'
      ? a
      : `${a.trade.quote} via ${a.trade.routes.map((r) => `${r.percent}%:${r.route.pools.map((p) => (p.protocol === 'v2' ? 'v2' : p.fee)).join('>')}`).join(' ')}`

  // Throwaway quotes: JIT and the node's first eth_calls are not what a cold cache costs.
  for (const t of TRADES.slice(0, 2)) await coldQuote(t)
  console.log(
    `cold engine quotes on the mainnet replica, ${RUNS} runs each (a new cache every run)`,
  )
  console.log(
    '| trade | median | min–max | client CPU (median) | search | RPC requests | bytes down | further rounds | answer vs full read |',
  )
  for (const trade of TRADES) {
    if (args.only && !trade.label.includes(args.only)) continue
    const runs: Awaited<ReturnType<typeof coldQuote>>[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await coldQuote(trade))
    const answers = new Set(runs.map((r) => summary(r.answer)))
    const full = args['no-full'] ? undefined : await coldQuote(trade, Number.POSITIVE_INFINITY)
    const same =
      full === undefined
        ? 'not checked'
        : answers.size === 1 && answers.has(summary(full.answer))
          ? 'identical'
          : 'DIFFERENT'
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b)
    const last = runs.at(-1)
    const requests = last?.trace.requests.length ?? 0
    const down = last?.trace.requests.reduce((s, r) => s + r.down, 0) ?? 0
    console.log(
      `| ${trade.label} | ${median(ms).toFixed(0)} ms | ${ms[0]?.toFixed(0)}–${ms.at(-1)?.toFixed(0)} ms | ${median(runs.map((r) => r.cpuMs)).toFixed(0)} ms | ${median(runs.map((r) => r.search)).toFixed(0)} ms | ${requests} | ${(down / 1024).toFixed(0)} KB | ${last?.rounds} | ${same} |`,
    )
    if (args.trace && last) {
      for (const r of last.trace.requests)
        console.log(
          `    ${r.start.toFixed(0).padStart(5)}–${r.end.toFixed(0).padStart(5)} ms  ${r.methods}  up ${r.up} B, down ${r.down} B`,
        )
      console.log(`    ${summary(last.answer)}`)
      console.log(`    pools: ${last.pools.join(' ')}`)
    }
    if (answers.size !== 1 || same === 'DIFFERENT')
      console.log(
        `    answers: ${[...answers].join(' | ')} · full: ${full && summary(full.answer)}`,
      )
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
} finally {
  await devnet.stop()
}
