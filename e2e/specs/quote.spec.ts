// spec 01 §4 "Trade state" / §7.1: with the Auto Router API turned off in the settings, quotes
// come from the in-browser engine — the routing Web Worker built by Vite, reading pool state
// over the app's RPC — and the routing service is not asked. The quoted amount is what the
// chain then delivers.
import type { Page } from '@playwright/test'
import { expect, test } from '../harness/fixtures.ts'
import { changed, SwapPage, seedToken, tokenBalance } from '../harness/swap-page.ts'

/** Turns the Auto Router API off in the settings dropdown (H-settings' test ids). */
async function useClientRouter(page: Page): Promise<void> {
  await page.getByTestId('open-settings-dialog-button').click()
  const toggle = page.getByTestId('settings-menu').getByTestId('toggle-auto-router')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await page.keyboard.press('Escape')
}

test('with the Auto Router API off the in-browser engine quotes, and the swap delivers it', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const usdc = seedToken(devnet.l1, 'USDC')
  const serviceRequests: string[] = []
  const workers: string[] = []
  page.on('request', (r) => {
    if (/\/quote\?/.test(r.url())) serviceRequests.push(r.url())
  })
  page.on('worker', (w) => workers.push(w.url()))

  // ETH in: no approval needed, and the native currency routes as WETH.
  await app.goto(`/swap?inputCurrency=ETH&outputCurrency=${usdc.address}`)
  await app.ready()
  await app.connect(wallet.name, wallet.address)
  await app.closeModalIfOpen()
  await useClientRouter(page)
  serviceRequests.length = 0

  const swap = new SwapPage(page)
  await swap.inputAmount.fill('0.5')
  await swap.expectQuote()
  await expect(swap.outputAmount).not.toHaveValue('')
  expect(serviceRequests).toEqual([])
  expect(workers.length).toBeGreaterThan(0)

  const shown = Number((await swap.outputAmount.inputValue()).replaceAll(',', ''))
  const before = await tokenBalance(devnet.l1, usdc.address, wallet.address)
  await swap.confirmSwap()
  const after = await changed(() => tokenBalance(devnet.l1, usdc.address, wallet.address), before)
  // The screen shows 6 significant digits of the quoted amount (spec 01 §9 Display).
  const received = Number(after - before) / 10 ** usdc.decimals
  expect(Math.abs(received - shown)).toBeLessThanOrEqual(10 ** (Math.floor(Math.log10(shown)) - 5))
})
