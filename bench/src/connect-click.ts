// Issue 29 follow-up: how long a visitor without a wallet waits between pressing Connect Wallet
// (header) and seeing the wallet dialog, the first time on the page. With nothing connected,
// wagmi and the modal's code load on demand (modules/wallet/session.ts); `preloadWallet` starts
// that load when the button is pointed at, focused or pressed. Two ways of pressing, alternating:
//   click — Playwright's click (pointer move, down, up, click within a few ms: a keyboard user or
//           a very fast tap; only pointerdown's head start is left);
//   hover — the pointer rests on the button for HOVER_MS first, as a mouse user's does.
// Each sample: a fresh context, the CPU throttled 4x (Lighthouse's mobile setting) through CDP,
// /swap loaded until its wallet button shows, then the press; time from the press to the
// dialog's heading being visible, measured in the page (performance.now at pointerdown → the
// frame in which the dialog is in the DOM and laid out).
// Run: npm run bench:connect-click -w bench [-- --runs 10] [-- --skip-build]
import { loadavg } from 'node:os'
import { type Browser, chromium } from 'playwright-core'
import { APP_URL, CHROMIUM_ARGS, CHROMIUM_PATH, startAppStack } from './app-stack.ts'

const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 10
const HOVER_MS = 300

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}

async function sample(browser: Browser, mode: 'click' | 'hover'): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(`${APP_URL}/#/swap`)
  const button = page.getByTestId('wallet-button')
  await button.filter({ hasText: /\w/ }).waitFor({ state: 'visible', timeout: 60_000 })
  // The press's time and the dialog's first frame, both on the page's clock.
  await page.evaluate(() => {
    const w = window as unknown as { __pressAt?: number; __shownAt?: number }
    document.addEventListener(
      'pointerdown',
      () => {
        w.__pressAt = performance.now()
        const poll = () => {
          if (document.querySelector('[role="dialog"]')) w.__shownAt = performance.now()
          else requestAnimationFrame(poll)
        }
        requestAnimationFrame(poll)
      },
      { once: true, capture: true },
    )
  })
  if (mode === 'hover') {
    await button.hover()
    await page.waitForTimeout(HOVER_MS)
  }
  await button.click()
  await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 60_000 })
  const ms = await page.evaluate(() => {
    const w = window as unknown as { __pressAt?: number; __shownAt?: number }
    return (w.__shownAt ?? Number.NaN) - (w.__pressAt ?? Number.NaN)
  })
  await context.close()
  if (!Number.isFinite(ms)) throw new Error('the press or the dialog was not seen')
  return ms
}

const stack = await startAppStack({ reuseBuild: args.includes('--skip-build'), devnet: true })
let browser: Browser | undefined
try {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  await sample(browser, 'click') // the first start of the app in this browser: not counted
  const taken = { click: [] as number[], hover: [] as number[] }
  for (let i = 0; i < RUNS; i++)
    for (const mode of ['click', 'hover'] as const) taken[mode].push(await sample(browser, mode))
  console.log(`load average ${loadavg()[0]?.toFixed(1)}; ${RUNS} first presses each, alternating`)
  for (const [mode, xs] of Object.entries(taken))
    console.log(
      `${mode}: press → dialog median ${median(xs).toFixed(0)} ms ` +
        `(min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)}, n=${xs.length})`,
    )
} finally {
  await browser?.close()
  await stack.stop()
}
