// issue 17 "Production build": the built app runs under its own security headers (the build's
// `_headers`, which the e2e static server sends as Netlify or Cloudflare Pages would, and the
// meta CSP in index.html) and from any path (a relative asset base), quoting through the
// routing service and through the in-browser engine's Web Worker without a CSP violation; its
// service worker (spec 01 §7 item 13) reloads the app offline and never answers chain data.
import type { Page } from '@playwright/test'
import { expect, test } from '../harness/fixtures.ts'
import {
  DEVNET_HTTP_URL,
  HOST,
  PORTS,
  QUOTE_URL,
  rewriteFor,
  WEB_OUT_DIR,
  WORKER_SLOT,
} from '../harness/paths.ts'
import { type StaticServer, serveStatic } from '../harness/static-server.ts'
import { SwapPage, seedToken } from '../harness/swap-page.ts'

// The one spec with the app's service worker (playwright.config.ts blocks it elsewhere, issue 30).
test.use({ serviceWorkers: 'allow' })

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) fromConsole.push(m.text())
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI}`)
    })
  })
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])),
  ]
}

/** Turns the Auto Router API off, so the next quote comes from the routing Web Worker. */
async function useClientRouter(page: Page): Promise<void> {
  await page.getByTestId('open-settings-dialog-button').click()
  const toggle = page.getByTestId('settings-menu').getByTestId('toggle-auto-router')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await page.keyboard.press('Escape')
}

/** Quotes 0.5 ETH → USDC through the service, then again through the in-browser engine. */
async function quoteBothWays(page: Page): Promise<string[]> {
  const workers: string[] = []
  page.on('worker', (w) => workers.push(w.url()))
  const swap = new SwapPage(page)
  await swap.inputAmount.fill('0.5')
  await swap.expectQuote()
  await expect(swap.outputAmount).not.toHaveValue('')
  await useClientRouter(page)
  await swap.inputAmount.fill('0.25')
  await swap.expectQuote()
  await expect(swap.outputAmount).not.toHaveValue('')
  await expect.poll(() => workers.length).toBeGreaterThan(0)
  return workers
}

test('the production build is served with its security headers, cannot be framed, and quotes without a CSP violation', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const violations = await watchCsp(page)
  const usdc = seedToken(devnet.l1, 'USDC')
  const response = await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${usdc.address}`)
  const headers = response?.headers() ?? {}
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/)
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // The same policy (less frame-ancestors) as a meta tag, for hosts that send no headers.
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  expect(meta).toBe(csp.replace("; frame-ancestors 'none'", ''))

  await app.ready()
  await app.connect(wallet.name, wallet.address)
  await app.closeModalIfOpen()
  await quoteBothWays(page)
  expect(await violations()).toEqual([])

  // Clickjacking: another page framing the swap page gets Chromium's error page, not the app.
  await page.goto('about:blank')
  await page.setContent(`<iframe src="${response?.url()}"></iframe>`)
  const frame = page.locator('iframe')
  await expect(frame).toBeAttached()
  await expect
    .poll(() => page.frames()[1]?.url() ?? '', { timeout: 15_000 })
    .toMatch(/^chrome-error:/)
})

test.describe('served from a sub-path', () => {
  const basePath = '/some/sub/path/'
  let server: StaticServer

  test.beforeAll(async () => {
    server = await serveStatic({
      root: WEB_OUT_DIR,
      host: HOST,
      port: PORTS.subPathApp,
      basePath,
      rewrite: rewriteFor(WORKER_SLOT),
    })
  })
  test.afterAll(async () => {
    await server.close()
  })

  test('every asset, the language catalog and the routing worker load relative to it, and it quotes', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const violations = await watchCsp(page)
    const missing: string[] = []
    page.on('response', (r) => {
      if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`)
    })
    const usdc = seedToken(devnet.l1, 'USDC')
    const swapUrl = `${server.url}/#/swap?inputCurrency=ETH&outputCurrency=${usdc.address}`
    // The pseudo-locale's catalog is a lazy chunk: accented text proves it loaded.
    await page.goto(`${swapUrl}&lng=pseudo`)
    await expect(page.locator('body')).toContainText(/[À-ž]/)
    await page.goto(`${swapUrl}&lng=en-US`)
    await page.reload()
    await app.ready()
    await app.connect(wallet.name, wallet.address)
    await app.closeModalIfOpen()
    const workers = await quoteBothWays(page)
    for (const url of workers) expect(url).toContain(`${basePath}assets/`)
    const favicon = await page
      .locator('link[rel="icon"]')
      .evaluate((l) => (l as HTMLLinkElement).href)
    expect(favicon).toBe(`${server.url}/favicon.svg`)
    expect(missing).toEqual([])
    expect(await violations()).toEqual([])
  })

  test('its service worker reloads the swap page offline and never answers RPC, quote or list requests', async ({
    page,
    context,
    devnet,
  }) => {
    const usdc = seedToken(devnet.l1, 'USDC')
    const swap = new SwapPage(page)
    await page.goto(`${server.url}/#/swap?inputCurrency=ETH&outputCurrency=${usdc.address}`)
    await expect(swap.inputAmount).toBeVisible()
    // Registered after load from ./sw.js: its scope is the sub-path, and it takes the page over.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(scope).toBe(`${server.url}/`)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true)

    // Online, assets come through the worker; chain, quote and list traffic never does.
    const seen: { url: string; fromWorker: boolean }[] = []
    page.on('response', (r) => seen.push({ url: r.url(), fromWorker: r.fromServiceWorker() }))
    const chainData = (url: string) =>
      url.startsWith(devnet.l1.rpcUrl) ||
      url.startsWith(DEVNET_HTTP_URL) ||
      url.startsWith(QUOTE_URL)
    await page.reload()
    await expect(swap.inputAmount).toBeVisible()
    await expect
      .poll(() => seen.filter((r) => r.url.startsWith(devnet.l1.rpcUrl)).length)
      .toBeGreaterThan(0)
    expect(seen.filter((r) => chainData(r.url) && r.fromWorker)).toEqual([])
    expect(seen.some((r) => r.url.startsWith(`${server.url}/assets/`) && r.fromWorker)).toBe(true)
    // What it keeps is the shell of this build: the page and files under assets/ (and the icon).
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
      return urls
    })
    expect(cached).toContain(`${server.url}/`)
    for (const url of cached) {
      const path = url.startsWith(`${server.url}/`) ? url.slice(server.url.length + 1) : url
      expect(path, url).toMatch(/^(assets\/[^/?]+|favicon\.svg)?$/)
    }

    // The worker keeps each file as it passes through; going offline before the after-paint
    // parts (toasts, status bar…) are kept would reload into a missing chunk. Wait for them.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = new Set<string>()
          for (const name of await caches.keys())
            for (const request of await (await caches.open(name)).keys()) kept.add(request.url)
          return performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((url) => url.includes('/assets/') && !kept.has(url))
        }),
      )
      .toEqual([])

    // Offline, a reload still renders the swap screen; chain data is not served from a cache.
    await context.setOffline(true)
    try {
      await page.reload()
      await expect(swap.inputAmount).toBeVisible()
      await expect(page.getByTestId('swap-button')).toBeVisible()
      const rpc = await page.evaluate(
        (url) =>
          fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}',
          }).then(
            () => 'answered',
            () => 'failed',
          ),
        devnet.l1.rpcUrl,
      )
      expect(rpc).toBe('failed')
    } finally {
      await context.setOffline(false)
    }
  })
})
