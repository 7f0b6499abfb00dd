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
// One service for all phases, its L1 URL list [fault proxy, devnet node]: the proxy passes
// everything through during load and soak, then hangs, then answers 5xx. The service is warmed
// first (its background warm-up, then one quote answered 200): the phases measure a warm
// service; the cold first quote is the cold-quote bench's subject. The L1 mines a block every
// 12 s, so the pool cache advances (eth_getLogs, re-reads) during the runs. Client and service
// share this process (and the 2-core machine with the devnet's nodes): latencies include the
// client's own work.
//
// Run: npm run bench:quote-load -w bench [-- --seconds 60 --clients 16 --soak-seconds 180
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
const SOAK_SECONDS = option('--soak-seconds', 180)
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

const stateDir = path.resolve(import.meta.dirname, '../../.devnet/bench-quote-load')
const devnet = await startDevnet({ l1Port: 38945, l2Port: 38946, httpPort: 38947, stateDir })
const list = queries(devnet.manifest)
const l1 = devnet.manifest.chains.find((c) => c.layer === 1)
if (l1 === undefined) throw new Error('no L1')
const proxy = await startFaultProxy(l1.rpcUrl, 'pass')
let errorsLogged = 0
const server = await createQuoteServer({
  manifest: devnet.manifest,
  port: 0,
  warmUp: true,
  log: (entry) => {
    if (entry.level === 'error') errorsLogged++
  },
  rpcUrls: { [l1.chainId]: [proxy.url, l1.rpcUrl] },
})
try {
  // Warm: the first quote answered 200 (the background warm-up and this request share reads).
  const t0 = performance.now()
  for (;;) {
    const res = await fetch(`${server.url}/quote?${list[0]}`)
    await res.text()
    if (res.status === 200) break
    if (performance.now() - t0 > 600_000) throw new Error(`not warm after 10 min: ${res.status}`)
  }
  const warm = Math.round(performance.now() - t0)
  console.log(`warm after ${warm} ms (load average ${loadavg()[0]?.toFixed(1)})`)
  console.log(
    `| phase | load average | clients | duration | throughput | p50 | p99 | max | answers | 5xx | notes |`,
  )
  console.log(`|---|---|---|---|---|---|---|---|---|---|---|`)
  const gc = (globalThis as { gc?: () => void }).gc
  const samples: { heap: number; rss: number }[] = []
  const sample = () => {
    gc?.()
    const m = process.memoryUsage()
    samples.push({ heap: m.heapUsed, rss: m.rss })
  }
  for (const phase of PHASES) {
    const before = [...proxy.counts.values()].reduce((a, b) => a + b, 0)
    if (phase === 'load') {
      report(phase, await drive(server, list, SECONDS, CLIENTS), 'faulty-node proxy passing')
    } else if (phase === 'soak') {
      sample()
      const r = await drive(server, list, SOAK_SECONDS, CLIENTS, sample)
      sample()
      const heaps = samples.map((s) => s.heap)
      const third = Math.max(1, Math.floor(samples.length / 3))
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
      report(
        phase,
        r,
        `heap after GC, ${samples.length} samples 5 s apart${gc ? '' : ' (no --expose-gc)'}: ` +
          `first ${MB(heaps[0] ?? 0)} MB, mean of the first third ${MB(mean(heaps.slice(0, third)))} MB, ` +
          `of the last third ${MB(mean(heaps.slice(-third)))} MB, max ${MB(Math.max(...heaps))} MB; ` +
          `rss ${MB(samples[0]?.rss ?? 0)} → ${MB(samples.at(-1)?.rss ?? 0)} MB`,
      )
    } else if (phase === 'hang' || phase === '5xx') {
      proxy.mode = phase as FaultMode
      const r = await drive(server, list, FAULT_SECONDS, CLIENTS)
      const proxied = [...proxy.counts.values()].reduce((a, b) => a + b, 0) - before
      report(`${phase} node first`, r, `the faulty node got ${proxied} JSON-RPC requests`)
      proxy.mode = 'pass'
    } else throw new Error(`unknown phase ${phase}`)
  }
  console.log(`errors logged by the service: ${errorsLogged}`)
} finally {
  await server.close()
  await proxy.close()
  await devnet.stop()
}
