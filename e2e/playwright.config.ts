import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { APP_URL } from './harness/paths.ts'

const chromiumPath = (): string =>
  existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium'

const CI = process.env.CI === 'true' || process.env.CI === '1'

// Sized for a 2-core machine running Chromium, devnet nodes and the app at once: generous
// timeouts, and L1 polling in the app is 15 s (spec 01 §9), so anything waiting for a block gets
// more. Issue 30: two workers, each on a devnet of its own (global-setup.ts; the snapshot fixture
// isolates tests on it): a test spends much of its time waiting on the app's timers and polls,
// which left a core idle with one worker. TIDEPOOL_E2E_WORKERS sets another count.
const WORKERS = Number(process.env.TIDEPOOL_E2E_WORKERS ?? 2)

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: WORKERS,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // A guard against a hung run, not the speed target (the whole `npm test` under 30 min on 2
  // cores, tracked in its summary): hangs are caught per test (timeout above). The suite took
  // 16 min on one 2-core machine and was cut off at 25 min on a machine about twice as slow.
  globalTimeout: 40 * 60_000,
  globalSetup: './harness/global-setup.ts',
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    // Issue 30: each test's duration in test-results/durations.json, the 15 slowest printed.
    ['./harness/durations-reporter.ts'],
  ],
  outputDir: 'test-results',
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // The action log and DOM snapshots of a failed test's retry, without the screencast
    // (issue 30): tracing every test cost time in all of them for the few that fail; a failure
    // is retried on CI, and that retry records the trace. Locally, rerun with `--trace on`.
    trace: { mode: 'on-first-retry', screenshots: false },
    // Issue 30: no service worker outside production-build.spec.ts, which allows it. The app's
    // worker caches every file it serves, work that no other spec looks at.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: the machine cannot download Playwright's browsers. Its headless shell
      // (the old headless mode, which Playwright itself runs headless tests in) when installed:
      // issue 30 measured a page load to the shell in 3.9 s against 6.8 s, and a launch in 1.7 s
      // against 5.0 s (bench/README.md, `bench:chromium-shell`).
      executablePath: process.env.TIDEPOOL_CHROMIUM ?? chromiumPath(),
      // Without these Chromium keeps dialling Google services on a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
})
