// Benchmark: what an idle devnet costs the machine (issue 30: the e2e suite runs two of them
// beside Chromium on 2 cores, for ~17 minutes). Starts the devnet, lets it settle, then measures
// for --seconds: the CPU time of this process (the RPC proxies and the base-fee floor keepers run
// in the process that starts the devnet, as in e2e's global setup) and of its hardhat nodes.
// `--poll` runs the floor keeper polling every 100 ms, as before it listened for the node's blocks.
// Run: npm run bench:devnet-idle -w bench -- [--seconds 60] [--poll]   (ports 38645-38648, state in .devnet/bench-idle)
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    poll: { type: 'boolean', default: false },
  },
})
if (values.poll) process.env.TIDEPOOL_DEVNET_FLOOR_POLL = '1'
// Imported after the switch: the keeper reads it when it starts.
const { startDevnet } = await import('@tidepool/devnet')

const TICK_S = 100 // USER_HZ on Linux
/** Cumulative user + system CPU seconds of every live descendant of `root`. */
function descendantsCpu(root: number): number {
  const parent = new Map<number, number>()
  const cpu = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parent.set(Number(entry), Number(fields[1]))
      cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / TICK_S)
    } catch {
      // Gone between the listing and the read.
    }
  }
  const isDescendant = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p))
      if (p === root) return true
    return false
  }
  let total = 0
  for (const [pid, s] of cpu) if (isDescendant(pid)) total += s
  return total
}
const ownCpu = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1e6
}

const seconds = Number(values.seconds)
const stateDir = path.resolve(import.meta.dirname, '../../.devnet/bench-idle')
const devnet = await startDevnet({ l1Port: 38645, l2Port: 38646, httpPort: 38647, stateDir })
try {
  await new Promise((r) => setTimeout(r, 5_000))
  const [own0, nodes0, t0] = [ownCpu(), descendantsCpu(process.pid), performance.now()]
  await new Promise((r) => setTimeout(r, seconds * 1_000))
  const wall = (performance.now() - t0) / 1000
  const own = ownCpu() - own0
  const nodes = descendantsCpu(process.pid) - nodes0
  const pct = (s: number) => `${((100 * s) / wall).toFixed(1)} % of a core`
  console.log(
    `keeper: ${values.poll ? 'polling every 100 ms' : 'newHeads over WebSocket'}; idle ${wall.toFixed(1)} s`,
  )
  console.log(`  this process (proxies, keepers): ${own.toFixed(2)} CPU-s (${pct(own)})`)
  console.log(`  hardhat nodes:                   ${nodes.toFixed(2)} CPU-s (${pct(nodes)})`)
  console.log(
    `  together:                        ${(own + nodes).toFixed(2)} CPU-s (${pct(own + nodes)})`,
  )
} finally {
  await devnet.stop()
}
