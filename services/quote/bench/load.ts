// Quote service throughput and latency under a loopback load (issue 4 Performance): starts a
// devnet and the service, warms the pool-state cache, then runs a bounded loop — `clients`
// concurrent clients, `requests` GET /quote in all — over random pairs of the local L1's seed
// tokens (exact in and exact out, amounts from dust to large). Every answer is a full quote:
// engine search plus the on-chain QuoterV2 check of its routes (one eth_call each).
// Run: node services/quote/bench/load.ts [requests] [clients]   (ports 38745-38747)
import os from 'node:os'
import path from 'node:path'
import { startDevnet } from '@tidepool/devnet'
import { createQuoteServer } from '../src/server.ts'

const requests = Number(process.argv[2] ?? 400)
const clients = Number(process.argv[3] ?? 8)
const stateDir = path.resolve(import.meta.dirname, '../../../.devnet/bench-quote')
const devnet = await startDevnet({ l1Port: 38745, l2Port: 38746, httpPort: 38747, stateDir })
const server = await createQuoteServer({ manifest: devnet.manifest, port: 0, log: () => {} })

// A fixed pseudo-random sequence (mulberry32) so runs compare.
let seed = 7
const random = (): number => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

try {
  const chain = devnet.manifest.chains[0]
  if (chain === undefined) throw new Error('no chain')
  const tokens = chain.tokens.filter((t) => t.kind !== 'fee-on-transfer')
  const urls = Array.from({ length: requests }, () => {
    const a = tokens[Math.floor(random() * tokens.length)]
    let b = tokens[Math.floor(random() * tokens.length)]
    while (b === a) b = tokens[Math.floor(random() * tokens.length)]
    if (a === undefined || b === undefined) throw new Error('no tokens')
    const type = random() < 0.5 ? 'exactIn' : 'exactOut'
    const fixed = type === 'exactIn' ? a : b
    // 10^-3 … 10^2 whole tokens of the fixed side.
    const whole = 10 ** (random() * 5 - 3)
    const amount = BigInt(Math.max(1, Math.round(whole * 10 ** Math.min(fixed.decimals, 12))))
    const raw = amount * 10n ** BigInt(Math.max(0, fixed.decimals - 12))
    const query = new URLSearchParams({
      tokenInAddress: a.address,
      tokenInChainId: String(chain.chainId),
      tokenOutAddress: b.address,
      tokenOutChainId: String(chain.chainId),
      amount: raw.toString(),
      type,
    })
    return `${server.url}/quote?${query}`
  })

  const t0 = performance.now()
  const first = urls[0]
  if (first) await fetch(first).then((r) => r.text())
  console.log(`warm-up (first quote, cold cache): ${Math.round(performance.now() - t0)} ms`)

  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < urls.length) {
        const url = urls[next++]
        if (url === undefined) break
        const t = performance.now()
        const res = await fetch(url)
        await res.text()
        latencies.push(performance.now() - t)
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      }
    }),
  )
  const seconds = (performance.now() - start) / 1000
  latencies.sort((x, y) => x - y)
  const pct = (p: number): string =>
    (latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0).toFixed(1)
  console.log(
    `${requests} requests, ${clients} clients, ${os.cpus().length} cores: ` +
      `${(requests / seconds).toFixed(1)} req/s, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, ` +
      `max ${pct(1)} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  )
} finally {
  await server.close()
  await devnet.stop()
}
