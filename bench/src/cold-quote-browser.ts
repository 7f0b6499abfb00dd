// Cold first quote in the browser (issue 17; target ≤ 500 ms): the Auto Router API off (the
// in-browser engine in its Web Worker), the page just loaded — a new browser context every run,
// so no pool state, no worker, nothing cached — ETH → USDC on the devnet L1. The time runs from
// the last keystroke of the amount to the first animation frame in which the To amount shows
// the quote (the 200 ms debounce included), as in quote-latency.ts; the right answer is asked
// of the routing service before typing (the service shares nothing with the page).
// Run: npm run bench:cold-quote-browser -w bench [-- --runs 10] [-- --skip-build]
//   ports 38845–38849 + TIDEPOOL_BENCH_PORT_OFFSET (app-stack.ts), state in .devnet/bench-app
import { loadavg } from 'node:os'
import { type Browser, chromium } from 'playwright-core'
import { APP_URL, CHROMIUM_ARGS, CHROMIUM_PATH, QUOTE_URL, startAppStack } from './app-stack.ts'
import { type Bench, collectShownQuote, showsAmount } from './shownQuote.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const RUNS = option('--runs', 10)

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

const stack = await startAppStack({ reuseBuild: args.includes('--skip-build'), devnet: true })
let browser: Browser | undefined
try {
  const l1 = stack.manifest?.chains.find((c) => c.layer === 1)
  const usdc = l1?.tokens.find((t) => t.symbol === 'USDC')
  if (!l1 || !usdc) throw new Error('the devnet L1 has no USDC')
  const quoteFor = async (wei: bigint): Promise<number> => {
    const q = new URLSearchParams({
      protocols: 'v2,v3',
      tokenInAddress: l1.contracts.weth9,
      tokenInChainId: String(l1.chainId),
      tokenOutAddress: usdc.address,
      tokenOutChainId: String(l1.chainId),
      amount: String(wei),
      type: 'exactIn',
    })
    const res = await fetch(`${QUOTE_URL}/quote?${q}`)
    return Number(((await res.json()) as { quoteDecimals: string }).quoteDecimals)
  }
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const samples: number[] = []
  let failures = 0
  // One run not counted: Chromium's own first start (code caches, fonts).
  for (let i = 0; i <= RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    // The user settings (modules/user, storage version 2): Auto Router API off.
    await context.addInitScript(() => {
      localStorage.setItem(
        'tidepool.user:v2',
        JSON.stringify({ version: 2, userClientSideRouter: true }),
      )
    })
    const page = await context.newPage()
    page.on('pageerror', (e) => console.error(`[page] ${e.message}`))
    const digits = 1001 + i * 37 + ((1001 + i * 37) % 10 === 0 ? 1 : 0)
    const amount = `0.${digits}`
    const expected = await quoteFor(BigInt(digits) * 10n ** 14n)
    await page.goto(`${APP_URL}/#/swap?inputCurrency=ETH&outputCurrency=${usdc.address}`)
    const input = page.getByTestId('swap-input-amount')
    await input.waitFor({ timeout: 60_000 })
    await page
      .getByTestId('swap-output-panel')
      .getByText('USDC')
      .first()
      .waitFor({ timeout: 60_000 })
    await page.evaluate(() => {
      const w = window as unknown as { __bench: Bench }
      w.__bench = { lastKey: 0, changes: [], stop: false }
      const field = document.querySelector('[data-testid="swap-input-amount"]')
      field?.addEventListener('keydown', () => {
        w.__bench.lastKey = performance.now()
      })
      const out = document.querySelector('[data-testid="swap-output-amount"]') as HTMLInputElement
      let last = out.value
      const tick = () => {
        if (out.value !== last) {
          last = out.value
          w.__bench.changes.push({ t: performance.now(), v: out.value })
        }
        if (!w.__bench.stop) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    await input.click()
    await page.keyboard.type(amount, { delay: 30 })
    const { lastKey, changes } = await collectShownQuote(page, expected)
    await context.close()
    const hit = changes.find((c) => showsAmount(c.v, expected))
    const label = i === 0 ? 'warm-up' : `run ${i}`
    if (!hit) {
      failures++
      console.log(`${label.padEnd(8)} ${amount} ETH: the To amount never showed ${expected} USDC`)
      continue
    }
    const ms = hit.t - lastKey
    console.log(`${label.padEnd(8)} ${amount} ETH -> ${hit.v} USDC: ${ms.toFixed(0)} ms`)
    if (i > 0) samples.push(ms)
  }
  const sorted = [...samples].sort((a, b) => a - b)
  console.log(
    `cold first quote (in-browser engine, page just loaded) over ${samples.length} runs ` +
      `(${failures} never showed the quote): median ${percentile(sorted, 50).toFixed(0)} ms, ` +
      `min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  )
} finally {
  await browser?.close()
  await stack.stop()
}
