// Issue 35 "The cost stays small": the time from pressing Confirm Swap to the dialog showing the
// swap's simulated outcome, and the JSON-RPC requests the page sends in between. The simulation
// is one eth_simulateV1 before the wallet is asked (modules/transactions sendTransaction); the
// other requests of that stretch are the send path's own (deadline block, Permit2 allowance…).
// Each sample: /swap ETH → DAI with an injected wallet that authorized the site (the e2e wallet,
// answering eth_sendTransaction only after the outcome was seen), 0.01 ETH, the quote, Swap, then
// Confirm; measured in the page (performance.now at pointerdown → the frame in which the outcome
// is in the DOM). The swap is then sent and mined, so the next sample starts from a new state.
// Run: npm run bench:confirm-simulation -w bench [-- --runs 10] [-- --skip-build]
import { loadavg } from 'node:os'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { type Browser, chromium, type Page } from 'playwright-core'
import type { E2EWallet } from '../../e2e/harness/wallet/e2e-wallet.ts'
import { APP_URL, CHROMIUM_ARGS, CHROMIUM_PATH, startAppStack } from './app-stack.ts'
import { benchWallet } from './bench-wallet.ts'

const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 10
const ACCOUNT = 4

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

function methodsOf(body: string | null): string[] {
  try {
    const parsed = JSON.parse(body ?? '') as { method?: string } | { method?: string }[]
    return (Array.isArray(parsed) ? parsed : [parsed]).flatMap((b) => (b.method ? [b.method] : []))
  } catch {
    return []
  }
}

async function sample(browser: Browser, wallet: E2EWallet, l1: ManifestChain, dai: string) {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await wallet.install(page)
  const requests: { at: number; methods: string[] }[] = []
  page.on('request', (r) => {
    if (r.url().startsWith(l1.rpcUrl) && r.method() === 'POST')
      requests.push({ at: Date.now(), methods: methodsOf(r.postData()) })
  })
  await page.goto(`${APP_URL}/#/swap?inputCurrency=ETH&outputCurrency=${dai}`)
  await page.getByTestId('swap-input-amount').fill('0.01')
  const button = page.getByTestId('swap-button')
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="swap-button"]')?.textContent === 'Swap' &&
      !(document.querySelector('[data-testid="swap-button"]') as HTMLButtonElement).disabled,
    undefined,
    { timeout: 60_000 },
  )
  await button.click()
  const confirm = page.getByTestId('swap-confirm-button')
  await confirm.waitFor({ state: 'visible' })
  await page.evaluate(() => {
    const w = window as unknown as { __pressAt?: number; __shownAt?: number; __wallAt?: number }
    document.addEventListener(
      'pointerdown',
      () => {
        w.__pressAt = performance.now()
        const poll = () => {
          if (document.querySelector('[data-testid="tx-simulation"]')) {
            w.__shownAt = performance.now()
            w.__wallAt = Date.now()
          } else requestAnimationFrame(poll)
        }
        requestAnimationFrame(poll)
      },
      { once: true, capture: true },
    )
  })
  const release = wallet.holdNext('eth_sendTransaction')
  const pressedAt = Date.now()
  await confirm.click()
  await page.getByTestId('tx-simulation').waitFor({ state: 'visible', timeout: 60_000 })
  const t = await page.evaluate(() => {
    const w = window as unknown as { __pressAt: number; __shownAt: number; __wallAt: number }
    return { ms: w.__shownAt - w.__pressAt, wall: w.__wallAt }
  })
  release()
  await page.getByRole('dialog', { name: 'Transaction Submitted' }).waitFor({ timeout: 60_000 })
  await page.close()
  const between = requests.filter((r) => r.at >= pressedAt && r.at <= t.wall)
  return {
    ms: t.ms,
    requests: between.length,
    simulations: between.flatMap((r) => r.methods).filter((m) => m === 'eth_simulateV1').length,
    methods: between.flatMap((r) => r.methods),
  }
}

const stack = await startAppStack({ reuseBuild: args.includes('--skip-build'), devnet: true })
let browser: Browser | undefined
try {
  const manifest = stack.manifest
  const l1 = manifest?.chains.find((c) => c.layer === 1)
  const dai = l1?.tokens.find((t) => t.symbol === 'DAI')?.address
  if (!manifest || !l1 || !dai) throw new Error('no devnet L1 or DAI')
  const wallet = benchWallet(manifest, l1, ACCOUNT)
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const results: Awaited<ReturnType<typeof sample>>[] = []
  for (let i = 0; i < RUNS + 1; i++) {
    const r = await sample(browser, wallet, l1, dai)
    // The first one fills the browser cache (the send path's chunks): reported, not counted.
    console.log(
      `${i === 0 ? 'warm-up' : `run ${i}`}: Confirm → simulated outcome ${r.ms.toFixed(0)} ms; ${r.requests} requests (${r.methods.join(', ')}), ${r.simulations} eth_simulateV1`,
    )
    if (i > 0) results.push(r)
  }
  console.log(
    `confirm → simulated outcome: median ${median(results.map((r) => r.ms)).toFixed(0)} ms (min ${Math.min(...results.map((r) => r.ms)).toFixed(0)}, max ${Math.max(...results.map((r) => r.ms)).toFixed(0)}, n=${results.length}); eth_simulateV1 per confirm: max ${Math.max(...results.map((r) => r.simulations))}; requests per confirm: median ${median(results.map((r) => r.requests))}; load ${loadavg()[0]?.toFixed(2)}`,
  )
} finally {
  await browser?.close()
  await stack.stop()
}
