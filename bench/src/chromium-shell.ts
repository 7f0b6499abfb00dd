// Issue 30: Debian's `chromium` against `chromium-headless-shell` (the old headless mode) for the
// e2e suite. What a test pays for the browser: a launch per worker, then per test a new context
// and a page load of the app until the shell is rendered (the header's wallet button). The two
// binaries alternate run by run, so a change in the machine's load falls on both.
// Run: npm run bench:chromium-shell -w bench [-- --runs 15] [-- --skip-build]
//   needs both binaries (apt-get install chromium chromium-headless-shell); ports as app-stack.ts
import { loadavg } from 'node:os'
import { type Browser, chromium } from 'playwright-core'
import { APP_URL, CHROMIUM_ARGS, startAppStack } from './app-stack.ts'

const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 15
const BINARIES = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'] as const

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}

async function pageLoad(browser: Browser): Promise<number> {
  const started = performance.now()
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${APP_URL}/#/swap`)
  await page.getByTestId('wallet-button').waitFor({ state: 'visible', timeout: 60_000 })
  const ms = performance.now() - started
  await context.close()
  return ms
}

const stack = await startAppStack({ reuseBuild: args.includes('--skip-build'), devnet: true })
const browsers: Browser[] = []
try {
  const launches: number[] = []
  for (const executablePath of BINARIES) {
    const started = performance.now()
    browsers.push(await chromium.launch({ executablePath, args: CHROMIUM_ARGS }))
    launches.push(performance.now() - started)
  }
  const samples: number[][] = BINARIES.map(() => [])
  // One load each not counted: the first start of the app in each browser.
  for (const b of browsers) await pageLoad(b)
  for (let i = 0; i < RUNS; i++)
    for (const [k, b] of browsers.entries()) samples[k]?.push(await pageLoad(b))
  console.log(`load average ${loadavg()[0]?.toFixed(1)}; ${RUNS} page loads each, alternating`)
  for (const [k, path] of BINARIES.entries()) {
    const xs = samples[k] ?? []
    console.log(
      `${path}: launch ${launches[k]?.toFixed(0)} ms; context + page load to the shell: ` +
        `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)}, n=${xs.length})`,
    )
  }
} finally {
  for (const b of browsers) await b.close()
  await stack.stop()
}
