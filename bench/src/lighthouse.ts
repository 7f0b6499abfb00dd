// Benchmark (issue 5): Lighthouse mobile performance score of the built /swap page served
// locally, in Debian's Chromium. Target ≥ 95. Lighthouse's default settings: mobile form factor
// and screen, simulated slow-4G throttling and a 4× CPU slowdown. The page loads nothing from
// outside the machine (no CDN fonts or scripts).
//
// By default the devnet and the routing service run behind the app (app-stack.ts), as a user of
// `npm start` sees it: the page reads the devnet manifest, then balances and blocks. `--no-devnet`
// scores the page with no local replica reachable (it shows that state instead).
//
// `--shell` runs Lighthouse in Debian's chromium-headless-shell instead of the full browser's new
// headless mode. The full browser may start its own omnibox WebUI renderer during a run (seen in
// traces on 2026-11-29: 2–3 s of CPU on these 2 cores, at random), which Lighthouse then counts
// as the page's blocking time. The shell has no browser UI; the page is the same.
//
// `--tasks` records JS samples in Lighthouse's trace and prints each run's long main-thread tasks
// (observed, ≥ 25 ms) with the app's functions inside them (traceTasks.ts), and saves each run's
// trace beside its report (lighthouse-N.trace.json).
//
// Run: npm run bench:lighthouse -w bench [-- --runs 3] [-- --skip-build] [-- --no-devnet] [-- --shell] [-- --tasks] [-- --cpu 8]
//   (median of the runs; each run is a fresh Chromium profile, so nothing is cached)
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { APP_URL, CHROMIUM_PATH, OUT_DIR, startAppStack } from './app-stack.ts'
import { JS_SAMPLES_CATEGORY, longTaskFunctions } from './traceTasks.ts'

const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 3
const withDevnet = !args.includes('--no-devnet')
const shell = args.includes('--shell')
const tasks = args.includes('--tasks')
// `--cpu N`: Lighthouse's CPU slowdown instead of its default 4× (docs/throttling.md calibrates it
// by benchmarkIndex). Compares two builds as a slower machine would see them: this machine's
// index moves between ~1100 and ~2300 from day to day (bench/README.md).
const cpuAt = args.indexOf('--cpu')
const cpuSlowdown = cpuAt >= 0 ? Number(args[cpuAt + 1]) : undefined
const chromePath = shell
  ? (process.env.TIDEPOOL_CHROMIUM_SHELL ?? '/usr/bin/chromium-headless-shell')
  : CHROMIUM_PATH
const url = `${APP_URL}/#/swap`
const reportDir = path.resolve(import.meta.dirname, '../../.devnet/bench-app')

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const

const stack = await startAppStack({ reuseBuild: args.includes('--skip-build'), devnet: withDevnet })
try {
  const scores: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        ...(shell ? [] : ['--headless=new']),
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
      ],
    })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: ['html', 'json'],
        logLevel: 'error',
        ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
        ...(tasks ? { additionalTraceCategories: JS_SAMPLES_CATEGORY } : {}),
      })
      if (!result) throw new Error('Lighthouse returned no result')
      const { lhr } = result
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100)
      scores.push(score)
      const metrics = METRICS.map(([id, name]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`)
      // Lighthouse's own CPU benchmark of this machine at the run (docs/throttling.md: its 4×
      // slowdown is meant for a 1500–2000 machine), so rows from different days compare.
      const index = Math.round(lhr.environment.benchmarkIndex)
      const { cpuSlowdownMultiplier, rttMs } = lhr.configSettings.throttling
      if (i === 0) console.log(`  throttling: CPU ${cpuSlowdownMultiplier}×, RTT ${rttMs} ms`)
      console.log(
        `run ${i + 1}: performance ${score}  (${metrics.join(', ')}; benchmarkIndex ${index})`,
      )
      if (lhr.runtimeError) console.log(`  runtime error: ${lhr.runtimeError.message}`)
      if (tasks) {
        const trace = result.artifacts.Trace as {
          traceEvents: Parameters<typeof longTaskFunctions>[0]
        }
        for (const line of longTaskFunctions(trace.traceEvents, path.join(OUT_DIR, 'assets')))
          console.log(line)
        // The whole trace beside the report, for a closer look (DevTools' Performance panel).
        writeFileSync(path.join(reportDir, `lighthouse-${i + 1}.trace.json`), JSON.stringify(trace))
      }
      const [html, json] = result.report as string[]
      writeFileSync(path.join(reportDir, `lighthouse-${i + 1}.html`), html ?? '')
      writeFileSync(path.join(reportDir, `lighthouse-${i + 1}.json`), json ?? '')
    } finally {
      chrome.kill()
    }
  }
  const sorted = [...scores].sort((a, b) => a - b)
  console.log(
    `Lighthouse mobile performance of ${url} (${withDevnet ? 'devnet running' : 'no devnet'}, ` +
      `${shell ? 'headless shell' : 'Chromium --headless=new'}): ` +
      `median ${sorted[Math.floor(sorted.length / 2)]} over ${RUNS} runs [${scores.join(', ')}]; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; reports in ${reportDir}`,
  )
} finally {
  await stack.stop()
}
