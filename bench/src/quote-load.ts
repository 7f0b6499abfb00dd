// Benchmark (issue 17): the quote service under load and under faults, on loopback.
//
//   load   16 clients for 60 s of GET /quote over random pairs of the devnet L1's tokens: p50,
//          p99, throughput, statuses (target: no 5xx).
//   soak   the same load for longer, the process's memory sampled every 5 s after a GC (target:
//          flat: the caches are capped, nothing grows with the requests served).
//   hang   a fault proxy that accepts requests and never answers first in the L1's URL list,
//          the devnet's node second: quotes keep flowing through the second URL.
//   5xx    the same with a proxy answering every request 503.
//
// Each phase starts its own service (and warms it with one quote) on one devnet; the L1 mines a
// block every 12 s, so the pool cache advances (eth_getLogs, re-reads) during the runs. Client
// and service share this process (and the 2-core machine with the devnet's nodes): latencies
// include the client's own work.
//
// Run: npm run bench:quote-load -w bench [-- --seconds 60 --clients 16 --soak-seconds 300
//        --fault-seconds 30 --phases load,soak,hang,5xx]   (ports 38945–38947, .devnet/bench-quote-load)
//      add `--expose-gc` to the node options for the soak's GC before each sample (the npm
//      script does).
import { loadavg } from 'node:os'
import path from 'node:path'
import { startDevnet } from '@tidepool/devnet'
import type { Manifest } from '@tidepool/devnet/manifest'
import { createQuoteServer, type QuoteServer } from '@tidepool/quote-service'
import { type FaultMode, startFaultProxy } from '@tidepool/quote-service/testing/faultProxy'

const args = process.argv.slice(2)
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const SECONDS = option('--seconds', 60)
const CLIENTS = option('--clients', 16)
const SOAK_SECONDS = option('--soak-seconds', 300)
const FAULT_SECONDS = option('--fault-seconds', 30)
const phasesArg = args.indexOf('--phases')
const PHASES = (phasesArg >= 0 ? (args[phasesArg + 1] ?? '') : 'load,soak,hang,5xx').split(',')

// A fixed pseudo-random sequence (mulberry32) so runs compare.
function rng(seed: number): () => number {
  let s = seed
  return () => {
    s = (s + 0x6d2b79f5) | 0
    let t = Math.imul(s ^ (s >>> 15), 1 | s)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** 500 quote queries: random pairs of the L1's tokens, exact in and out, 10^-3 … 10^2 tokens. */
function queries(manifest: Manifest): URLSearchParams[] {
  const chain = manifest.chains.find((c) => c.layer === 1)
  if (chain === undefined) throw new Error('no L1 in the manifest')
  const tokens = chain.tokens.filter((t) => t.kind !== 'fee-on-transfer')
  const random = rng(17)
  const pick = () => tokens[Math.floor(random() * tokens.length)]
  return Array.from({ length: 500 }, () => {
    const a = pick()
    let b = pick()
    while (b === a) b = pick()
    if (a === undefined || b === undefined) throw new Error('no tokens')
    const type = random() < 0.5 ? 'exactIn' : 'exactOut'
    const fixed = type === 'exactIn' ? a : b
    const whole = 10 ** (random() * 5 - 3)
    const scaled = BigInt(Math.max(1, Math.round(whole * 10 ** Math.min(fixed.decimals, 12))))
    const raw = scaled * 10n ** BigInt(Math.max(0, fixed.decimals - 12))
    return new URLSearchParams({
      tokenInAddress: a.address,
      tokenInChainId: String(chain.chainId),
      tokenOutAddress: b.address,
      tokenOutChainId: String(chain.chainId),
      amount: raw.toString(),
      type,
    })
  })
}

interface RunResult {
  requests: number
  seconds: number
  latencies: number[]
  statuses: Map<number, number>
  errors: number
}

/** `clients` loops asking the next query until `seconds` pass. */
async function drive(
  server: QuoteServer,
  list: URLSearchParams[],
  seconds: number,
  clients: number,
  onTick?: () => void,
): Promise<RunResult> {
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let errors = 0
  let next = 0
  const start = performance.now()
  const end = start + seconds * 1000
  const ticker = onTick ? setInterval(onTick, 5_000) : undefined
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const query = list[next++ % list.length]
        const t = performance.now()
        try {
          const res = await fetch(`${server.url}/quote?${query}`)
          await res.text()
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        } catch {
          errors++
        }
        latencies.push(performance.now() - t)
      }
    }),
  )
  if (ticker) clearInterval(ticker)
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    seconds: (performance.now() - start) / 1000,
    latencies,
    statuses,
    errors,
  }
}

const pct = (sorted: number[], p: number): string =>
  (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN).toFixed(0)

function report(phase: string, r: RunResult, extra = ''): void {
  const fiveXx = [...r.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
  const statuses = [...r.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${c} × ${s}`)
    .join(', ')
  console.log(
    `| ${phase} | ${loadavg()[0]?.toFixed(1)} | ${CLIENTS} | ${r.seconds.toFixed(0)} s | ` +
      `${(r.requests / r.seconds).toFixed(1)} req/s | ${pct(r.latencies, 0.5)} ms | ` +
      `${pct(r.latencies, 0.99)} ms | ${pct(r.latencies, 1)} ms | ${statuses}` +
      `${r.errors ? `, ${r.errors} connection errors` : ''} | **${fiveXx}** | ${extra} |`,
  )
}

const MB = (bytes: number): string => (bytes / 2 ** 20).toFixed(1)

async function startService(manifest: Manifest, l1Urls?: string[]): Promise<QuoteServer> {
  const l1 = manifest.chains.find((c) => c.layer === 1)
  if (l1 === undefined) throw new Error('no L1')
  const server = await createQuoteServer({
    manifest,
    port: 0,
    log: () => {},
    rpcUrls: l1Urls ? { [l1.chainId]: l1Urls } : undefined,
  })
  return server
}

const stateDir = path.resolve(import.meta.dirname, '../../.devnet/bench-quote-load')
const devnet = await startDevnet({ l1Port: 38945, l2Port: 38946, httpPort: 38947, stateDir })
const list = queries(devnet.manifest)
const l1Rpc = devnet.manifest.chains.find((c) => c.layer === 1)?.rpcUrl ?? ''
console.log(
  `| phase | load average | clients | duration | throughput | p50 | p99 | max | answers | 5xx | notes |`,
)
console.log(`|---|---|---|---|---|---|---|---|---|---|---|`)
try {
  for (const phase of PHASES) {
    if (phase === 'load' || phase === 'soak') {
      const server = await startService(devnet.manifest)
      const t0 = performance.now()
      await fetch(`${server.url}/quote?${list[0]}`).then((r) => r.text())
      const cold = Math.round(performance.now() - t0)
      const gc = (globalThis as { gc?: () => void }).gc
      const samples: { heap: number; rss: number }[] = []
      const sample = () => {
        gc?.()
        const m = process.memoryUsage()
        samples.push({ heap: m.heapUsed, rss: m.rss })
      }
      sample()
      const seconds = phase === 'load' ? SECONDS : SOAK_SECONDS
      const r = await drive(server, list, seconds, CLIENTS, phase === 'soak' ? sample : undefined)
      sample()
      let notes = `first (cold) quote ${cold} ms`
      if (phase === 'soak') {
        const heaps = samples.map((s) => s.heap)
        const third = Math.max(1, Math.floor(samples.length / 3))
        const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
        notes +=
          `; heap after GC (${samples.length} samples${gc ? '' : ', no --expose-gc'}): ` +
          `start ${MB(heaps[0] ?? 0)} MB, first third mean ${MB(mean(heaps.slice(1, third + 1)))} MB, ` +
          `last third mean ${MB(mean(heaps.slice(-third)))} MB, max ${MB(Math.max(...heaps))} MB; ` +
          `rss ${MB(samples[0]?.rss ?? 0)} → ${MB(samples.at(-1)?.rss ?? 0)} MB`
      }
      report(phase, r, notes)
      await server.close()
    } else if (phase === 'hang' || phase === '5xx') {
      const proxy = await startFaultProxy(l1Rpc, phase as FaultMode)
      const server = await startService(devnet.manifest, [proxy.url, l1Rpc])
      const t0 = performance.now()
      await fetch(`${server.url}/quote?${list[0]}`).then((r) => r.text())
      const cold = Math.round(performance.now() - t0)
      const r = await drive(server, list, FAULT_SECONDS, CLIENTS)
      const proxied = [...proxy.counts.values()].reduce((a, b) => a + b, 0)
      report(
        `${phase} node first`,
        r,
        `first quote ${cold} ms; the faulty node got ${proxied} JSON-RPC requests`,
      )
      await server.close()
      await proxy.close()
    } else throw new Error(`unknown phase ${phase}`)
  }
} finally {
  await devnet.stop()
}
