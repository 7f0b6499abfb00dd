// issue 17 "Production build": the built app runs under its own security headers (the build's
// `_headers`, which the e2e static server sends as Netlify or Cloudflare Pages would, and the
// meta CSP in index.html) and from any path (a relative asset base), quoting through the
// routing service and through the in-browser engine's Web Worker without a CSP violation.
import type { Page } from '@playwright/test'
import { expect, test } from '../harness/fixtures.ts'
import { HOST, PORTS, WEB_OUT_DIR } from '../harness/paths.ts'
import { type StaticServer, serveStatic } from '../harness/static-server.ts'
import { SwapPage, seedToken } from '../harness/swap-page.ts'

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
    server = await serveStatic({ root: WEB_OUT_DIR, host: HOST, port: PORTS.subPathApp, basePath })
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
})
