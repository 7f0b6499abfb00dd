/// <reference lib="dom" />
// Benchmark (issue 13 "Performance"): the v3 add screen's depth chart on a pool with 2,000
// initialized ticks, in real Chromium against the production build of apps/web on a devnet.
// A handle is dragged across the chart with the mouse (Playwright, one pointer move per step)
// and every animation frame that handled a pointer move is timed inside the page:
//   work:     the frame's start (the requestAnimationFrame timestamp, before input dispatch)
//             → a task posted from the last rAF callback has run, i.e. input handlers, the
//             chart's rAF paint, style, layout and paint of that frame;
//   interval: the gap between consecutive frames (16.7 ms at 60 Hz when no frame is dropped);
//   cpu:      the renderer main thread's CPU time (Chromium trace, RunTask thread durations)
//             inside the same window as work: what the page costs, without the time the OS gave
//             to other processes (the machine is shared; its load average is printed).
// Target: work < 16 ms per frame (Uniswap/interface#3706 pegged the CPU on this page).
//
// Run: npm run bench:liquidity-chart -w bench [-- drags=6 steps=150 --skip-build --no-cpu]
// (ports 39345–39348 + TIDEPOOL_BENCH_PORT_OFFSET; state and build in .devnet/bench-chart).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { loadavg } from 'node:os'
import path from 'node:path'
import { startDevnet } from '@tidepool/devnet'
import { chromium, type Page } from 'playwright-core'
import { serveStatic } from '../../e2e/harness/static-server.ts'
import { BENCH_POOL, seedChartPool } from './liquidity-chart-pool.ts'
import type { TraceEvent } from './traceEvent.ts'

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`${name}=`))?.split('=')[1] ?? fallback)
const DRAGS = arg('drags', 6)
const STEPS = arg('steps', 150)
const SKIP_BUILD = process.argv.includes('--skip-build')
const CPU = !process.argv.includes('--no-cpu')

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const STATE_DIR = path.join(ROOT, '.devnet', 'bench-chart')
const OUT_DIR = path.join(STATE_DIR, 'web')
const HOST = '127.0.0.1'
const OFFSET = Number(process.env.TIDEPOOL_BENCH_PORT_OFFSET ?? 0) || 0
const PORTS = { l1: 39345 + OFFSET, l2: 39346 + OFFSET, http: 39347 + OFFSET, app: 39348 + OFFSET }

async function build(devnetUrl: string): Promise<void> {
  if (SKIP_BUILD && existsSync(path.join(OUT_DIR, 'index.html'))) return
  const t0 = performance.now()
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js')
  const code = await new Promise<number | null>((ok, fail) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: path.join(ROOT, 'apps', 'web'),
        env: {
          ...process.env,
          TIDEPOOL_DEVNET_URL: devnetUrl,
          TIDEPOOL_QUOTE_URL: `http://${HOST}:1`,
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
    child.once('error', fail)
    child.once('close', ok)
  })
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`)
  console.log(`built apps/web in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
}

/** In-page probe: per animation frame with a pointer move, its work and its interval. */
function probes() {
  type Frame = { work: number; interval: number; start: number; end: number }
  const w = window as unknown as { __frames: Frame[]; __recording: boolean }
  w.__frames = []
  w.__recording = false
  let moved = false
  document.addEventListener(
    'pointermove',
    () => {
      moved = true
    },
    true,
  )
  let last = 0
  const ch = new MessageChannel()
  let pending: { start: number; interval: number } | null = null
  ch.port1.onmessage = () => {
    const end = performance.now()
    if (pending)
      w.__frames.push({
        work: end - pending.start,
        interval: pending.interval,
        start: pending.start,
        end,
      })
    pending = null
  }
  const loop = (ts: number) => {
    const interval = last ? ts - last : 0
    last = ts
    // Registered a frame ahead, this callback runs first in the frame, before the chart's paint;
    // the message posted here runs after the frame's rendering (rAF callbacks, style, layout,
    // paint), so its time ends the frame's work.
    if (w.__recording && moved) {
      pending = { start: ts, interval }
      ch.port2.postMessage(0)
    }
    moved = false
    requestAnimationFrame(loop)
  }
  requestAnimationFrame(loop)
}

type Frame = { work: number; interval: number; start: number; end: number; cpu?: number }

/** Each frame's main-thread CPU time: the thread time of the tasks overlapping its window. */
function addCpuTimes(events: readonly TraceEvent[], syncNow: number, frames: Frame[]): void {
  const mark = events.find((e) => e.name === 'bench-sync')
  if (!mark) throw new Error('the trace has no bench-sync mark')
  const offsetUs = mark.ts - syncNow * 1000
  const tasks = events.filter(
    (e) =>
      e.pid === mark.pid &&
      e.tid === mark.tid &&
      e.ph === 'X' &&
      (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
      (e.dur ?? 0) > 0 &&
      e.tdur !== undefined,
  )
  for (const f of frames) {
    const from = f.start * 1000 + offsetUs
    const to = f.end * 1000 + offsetUs
    let cpuUs = 0
    for (const t of tasks) {
      const dur = t.dur ?? 0
      const overlap = Math.min(to, t.ts + dur) - Math.max(from, t.ts)
      if (overlap > 0) cpuUs += (t.tdur ?? 0) * (overlap / dur)
    }
    f.cpu = cpuUs / 1000
  }
}

function stats(xs: readonly number[]) {
  const s = [...xs].sort((a, b) => a - b)
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN
  return { n: s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? Number.NaN }
}

async function dragAcross(page: Page, side: 'min' | 'max', dx: number): Promise<void> {
  const hit = page.getByTestId(`liquidity-chart-handle-${side}`).locator('.liquidity-chart__hit')
  const box = await hit.boundingBox()
  if (!box) throw new Error(`no ${side} handle`)
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y, { steps: STEPS })
  await page.mouse.up()
}

await mkdir(STATE_DIR, { recursive: true })
const devnet = await startDevnet({
  l1Port: PORTS.l1,
  l2Port: PORTS.l2,
  httpPort: PORTS.http,
  stateDir: STATE_DIR,
})
let server: Awaited<ReturnType<typeof serveStatic>> | undefined
const browser = await chromium.launch({
  executablePath: process.env.TIDEPOOL_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
try {
  const l1 = devnet.manifest.chains.find((c) => c.layer === 1)
  if (!l1) throw new Error('no local L1')
  const t0 = performance.now()
  const ticks = await seedChartPool(devnet.manifest, l1)
  console.log(
    `seeded ${BENCH_POOL.a}/${BENCH_POOL.b} ${BENCH_POOL.fee} with ${ticks} ticks in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
  await build(devnet.httpUrl)
  server = await serveStatic({ root: OUT_DIR, host: HOST, port: PORTS.app })
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.addInitScript(probes)
  const address = (s: string) => l1.tokens.find((t) => t.symbol === s)?.address
  await page.goto(
    `${server.url}/#/add/${address(BENCH_POOL.a)}/${address(BENCH_POOL.b)}/${BENCH_POOL.fee}`,
  )
  const chart = page.getByTestId('liquidity-chart')
  await chart.waitFor({ timeout: 60_000 })
  await page.getByTestId('liquidity-chart-handle-min').waitFor()
  await page.getByTestId('liquidity-chart-handle-max').waitFor()
  // Zoom out so the whole ±60,000-tick area is drawn under the handles.
  for (let i = 0; i < 4; i++) await page.getByTestId('liquidity-chart-zoom-out').click()
  const width = (await chart.boundingBox())?.width ?? 400
  if (CPU)
    await browser.startTracing(page, {
      categories: ['toplevel', 'blink.user_timing', '__metadata'],
    })
  const syncNow = await page.evaluate(() => {
    performance.mark('bench-sync')
    ;(window as unknown as { __recording: boolean }).__recording = true
    return performance.now()
  })
  for (let i = 0; i < DRAGS; i++) {
    const side = i % 2 === 0 ? 'min' : 'max'
    const dx = (side === 'min' ? 1 : -1) * width * 0.3
    await dragAcross(page, side, dx)
    await page.waitForTimeout(200)
    await dragAcross(page, side, -dx)
    await page.waitForTimeout(200)
  }
  const frames = await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames)
  if (CPU) {
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[]
    }
    addCpuTimes(trace.traceEvents, syncNow, frames)
  }
  const work = stats(frames.map((f) => f.work))
  const interval = stats(frames.map((f) => f.interval).filter((v) => v > 0))
  console.log(
    `chart drag on a ${ticks}-tick pool: ${DRAGS * 2} drags × ${STEPS} pointer moves; load average ${loadavg()[0]?.toFixed(1)}`,
  )
  console.log(`frames measured: ${work.n}`)
  console.log(
    `work per frame: median ${work.median.toFixed(2)} ms, p95 ${work.p95.toFixed(2)} ms, max ${work.max.toFixed(2)} ms (target < 16 ms)`,
  )
  if (CPU) {
    const cpu = stats(frames.map((f) => f.cpu ?? Number.NaN))
    console.log(
      `main-thread cpu per frame: median ${cpu.median.toFixed(2)} ms, p95 ${cpu.p95.toFixed(2)} ms, max ${cpu.max.toFixed(2)} ms`,
    )
  }
  console.log(
    `frame interval: median ${interval.median.toFixed(2)} ms, p95 ${interval.p95.toFixed(2)} ms`,
  )
} finally {
  await browser.close()
  await server?.close()
  await devnet.stop()
}
