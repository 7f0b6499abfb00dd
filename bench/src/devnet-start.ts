// Benchmark: wall time of `startDevnet` (both nodes up, contracts deployed and seeded,
// manifest served), repeated; reports each run and the median.
// Run: npm run bench:devnet -w bench   (ports 38545-38547, state in .devnet/bench)
import path from 'node:path'
import { startDevnet } from '@tidepool/devnet'

const runs = Number(process.argv[2] ?? 3)
const stateDir = path.resolve(import.meta.dirname, '../../.devnet/bench')
const times: number[] = []
for (let i = 0; i < runs; i++) {
  const t0 = performance.now()
  const devnet = await startDevnet({ l1Port: 38545, l2Port: 38546, httpPort: 38547, stateDir })
  const res = await fetch(`${devnet.httpUrl}/manifest.json`)
  if (!res.ok) throw new Error(`manifest not served: ${res.status}`)
  const ms = performance.now() - t0
  times.push(ms)
  console.log(`run ${i + 1}: ${(ms / 1000).toFixed(2)} s`)
  await devnet.stop()
}
times.sort((a, b) => a - b)
const median = times[Math.floor(times.length / 2)] ?? Number.NaN
console.log(`devnet start: median ${(median / 1000).toFixed(2)} s over ${runs} runs`)
