// What follows a sent transaction, on the devnet (issue 12 #4, #6, #15 and the live region):
// the result shows within one block of being mined, the swap panel's balances refresh with the
// receipt rather than at the next poll, the result is announced to screen readers, and on a
// phone the toast is a compact strip under the header that leaves the form usable.
import type { Locator, Page } from '@playwright/test'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { formatUnits } from 'viem'
import type { AppShell } from '../harness/app-shell.ts'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'
import { holdBlocks, L1_BLOCK_MS, mine, releaseBlocks } from '../harness/rpc.ts'
import { openSwap, SwapPage, seedToken, tokenBalance } from '../harness/swap-page.ts'
import type { E2EWallet } from '../harness/wallet/e2e-wallet.ts'

/** L1 block and balance polling (spec 01 §9). */
const L1_POLL_MS = 15_000
/** How far the page clock moves at a time while the test waits for a poll. */
const POLL_STEP_MS = 250

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

/** The number in a panel's 'Balance: 1,234.5' line. */
async function shownBalance(panel: Locator): Promise<number> {
  const text = (await panel.getByText(/^Balance:/).textContent()) ?? ''
  return Number(text.replace(/^Balance:\s*/, '').replaceAll(',', ''))
}

type Box = { x: number; y: number; width: number; height: number }
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not visible')
  return b
}

/** Wraps 0.1 ETH on `chain` from /swap and returns its toast once it shows the result. */
async function wrapShowingToast(
  { page, app, wallet }: { page: Page; app: AppShell; wallet: E2EWallet },
  chain: ManifestChain,
  timeout: number,
): Promise<Locator> {
  const weth = seedToken(chain, 'WETH')
  const swap = await openSwap(page, app, wallet, `inputCurrency=ETH&outputCurrency=${weth.address}`)
  await swap.inputAmount.fill('0.1')
  await expect(swap.button).toHaveText('Wrap')
  await swap.button.click()
  const toast = toasts(page).getByTestId('popup-transaction')
  await expect(toast).toContainText('Wrap 0.1 ETH to WETH', { timeout })
  return toast
}

test.describe('transaction results', () => {
  test.afterEach(async ({ devnet }) => releaseBlocks(devnet.l1.rpcUrl))

  test("a swap's result, announcement and new balance show within one block of being mined", async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const dai = seedToken(devnet.l1, 'DAI')
    // Issue 30: the page clock brings the panel's next balance poll forward (below).
    await page.clock.install()
    const swap = await openSwap(
      page,
      app,
      wallet,
      `inputCurrency=ETH&outputCurrency=${dai.address}&theme=light`,
    )
    const outputPanel = page.getByTestId('swap-output-panel')
    const before = await tokenBalance(devnet.l1, dai.address, wallet.address)
    await expect.poll(() => shownBalance(outputPanel)).toBeGreaterThan(0)
    const shownBefore = await shownBalance(outputPanel)

    // Blocks only when the test mines one: the swap waits in the mempool.
    await holdBlocks(devnet.l1.rpcUrl)
    await swap.inputAmount.fill('1')
    await swap.expectQuote()
    await swap.confirmSwap()
    await expect(page.getByTestId('wallet-pending')).toHaveText('1 Pending')

    // Mine right after the panel's balance poll, so the next poll is a full period away: a
    // balance that changes before then was refreshed by the receipt. The poll is brought
    // forward (issue 30): the page clock moves in steps of POLL_STEP_MS until the request goes
    // out, so the next one is still at least L1_POLL_MS - POLL_STEP_MS of real time away.
    const account = wallet.address.slice(2).toLowerCase()
    let polled = false
    const balancePoll = page
      .waitForRequest(
        (r) =>
          r.method() === 'POST' &&
          (r.postData() ?? '').includes('70a08231') && // balanceOf
          (r.postData() ?? '').toLowerCase().includes(account),
        { timeout: L1_POLL_MS + 5_000 },
      )
      .then(() => {
        polled = true
      })
    for (let ran = 0; !polled && ran < L1_POLL_MS; ran += POLL_STEP_MS) {
      await page.clock.runFor(POLL_STEP_MS)
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    }
    await balancePoll
    await mine(devnet.l1.rpcUrl, 1)
    const minedAt = Date.now()
    const after = await tokenBalance(devnet.l1, dai.address, wallet.address)
    expect(after).toBeGreaterThan(before)

    // No further block is mined: the result shows from this one block, within its slot.
    const toast = toasts(page).getByTestId('popup-transaction')
    await expect(toast).toContainText(/^Swap 1 ETH for .* DAI/, { timeout: L1_BLOCK_MS })
    await expect(page.getByTestId('wallet-pending')).toHaveCount(0)
    await expect(page.getByTestId('tx-announcer')).toHaveText(
      /^Transaction confirmed: Swap 1 ETH for .* DAI$/,
    )
    await expect(page.getByTestId('tx-announcer')).toHaveAttribute('role', 'status')

    // The panel shows the new on-chain balance (4 significant digits) before the next poll.
    const onChain = Number(formatUnits(after, dai.decimals))
    await expect
      .poll(async () => Math.abs((await shownBalance(outputPanel)) - onChain) / onChain, {
        timeout: L1_POLL_MS - POLL_STEP_MS - (Date.now() - minedAt) - 1_000,
        intervals: [100],
      })
      .toBeLessThan(1e-3)
    expect(await shownBalance(outputPanel)).not.toBe(shownBefore)
    expect(Date.now() - minedAt).toBeLessThan(L1_POLL_MS - POLL_STEP_MS - 1_000)

    // The visible toast passes axe in both themes.
    expect(await seriousAxeViolations(page, '.popups')).toEqual([])
    await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark')
    await expect(toast).toBeVisible()
    expect(await seriousAxeViolations(page, '.popups')).toEqual([])
  })

  test('on a phone the toast is a compact strip that leaves the form usable, down to 320 px', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    const weth = seedToken(devnet.l1, 'WETH')
    await openSwap(page, app, wallet, `inputCurrency=ETH&outputCurrency=${weth.address}`)
    const swap = new SwapPage(page)
    await swap.inputAmount.fill('0.1')
    await expect(swap.button).toHaveText('Wrap')
    await swap.button.click()
    const toast = toasts(page).getByTestId('popup-transaction')
    await expect(toast).toContainText('Wrap 0.1 ETH to WETH', { timeout: L1_POLL_MS + 5_000 })
    await expect(page.getByTestId('tx-announcer')).toHaveText(
      'Transaction confirmed: Wrap 0.1 ETH to WETH',
    )

    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 667 })
      await swap.inputAmount.fill('0.2') // a primary button that acts
      await expect(swap.button).toHaveText('Wrap')
      const strip = await box(toast)
      // A strip: one compact line across the screen, under the header.
      expect(strip.height).toBeLessThanOrEqual(56)
      expect(strip.x).toBeGreaterThanOrEqual(0)
      expect(strip.x + strip.width).toBeLessThanOrEqual(width)
      expect(strip.width).toBeGreaterThanOrEqual(width - 24)
      expect(strip.y).toBeGreaterThanOrEqual((await box(page.locator('header').first())).height)
      // It covers neither the primary button nor the amount fields…
      expect(intersects(strip, await box(swap.button))).toBe(false)
      expect(intersects(strip, await box(page.getByTestId('swap-input-panel')))).toBe(false)
      expect(intersects(strip, await box(page.getByTestId('swap-output-panel')))).toBe(false)
      // …its close button and link stay reachable, and nothing overflows sideways.
      const close = await box(toast.getByRole('button', { name: 'Dismiss' }))
      expect(close.width).toBeGreaterThanOrEqual(24)
      expect(close.x + close.width).toBeLessThanOrEqual(width)
      await expect(toast.getByRole('link', { name: 'View on Explorer' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    }
    expect(await seriousAxeViolations(page, '.popups')).toEqual([])
    await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    await expect(toast).toBeVisible()
    expect(await seriousAxeViolations(page, '.popups')).toEqual([])

    await toast.getByRole('button', { name: 'Dismiss' }).click()
    await expect(toast).toHaveCount(0)
  })

  // issue 34 #13: top-right, a toast covered the top row of every page for its 25 s ('Create
  // Proposal' on /vote). On a desktop it sits bottom-right now, clear of the pages' actions.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 700 },
  ])
    test(`on a desktop (${size.width} px) a toast leaves the page's top actions clickable`, async ({
      page,
      app,
      wallet,
      devnet,
    }) => {
      await page.setViewportSize(size)
      const toast = await wrapShowingToast({ page, app, wallet }, devnet.l1, L1_POLL_MS + 5_000)
      await app.closeModalIfOpen()
      expect(intersects(await box(toast), await box(page.getByTestId('swap-button')))).toBe(false)

      // The toast outlives the route change (25 s): the vote page's action is not under it.
      await app.goto('/vote')
      const create = page.getByTestId('create-proposal')
      await expect(create).toBeVisible({ timeout: 30_000 })
      await expect(toast).toBeVisible()
      expect(intersects(await box(toast), await box(create))).toBe(false)
      const settings = page.getByTestId('open-settings-dialog-button')
      if (await settings.isVisible())
        expect(intersects(await box(toast), await box(settings))).toBe(false)
      // Clicked at its centre while the toast shows: the click reaches it.
      await create.click({ trial: true, timeout: 2_000 })
      await create.click()
      await expect(page).toHaveURL(/#\/vote\/create-proposal/)
      await expect(toast).toBeVisible()
      expect(await seriousAxeViolations(page, '.popups')).toEqual([])
    })
})

test.describe('on the local L2 (a rollup)', () => {
  test.use({ walletOptions: { account: 0, chain: 'l2', authorized: false, name: 'E2E Wallet' } })

  test("a result's toast dismisses after the spec's shorter 5 s (spec 01 §9)", async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const toast = await wrapShowingToast({ page, app, wallet }, devnet.l2, 15_000)
    const shownAt = Date.now()
    await expect(toast).toHaveCount(0, { timeout: 8_000 })
    const lifetime = Date.now() - shownAt
    expect(lifetime).toBeGreaterThan(3_500) // not the 25 s of L1, and not gone at once
    expect(lifetime).toBeLessThan(7_500)
  })
})
