// Issue 12 #5 and #9: the swap card holds its shape while a quote loads (the price row's space is
// reserved by a skeleton), the primary button stays in view on a 375 × 667 phone once both
// tokens and an amount are set, and 'Price Impact Too High' explains itself (spec 01 §9).
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../harness/fixtures.ts'
import { QUOTE_URL } from '../harness/paths.ts'
import { openSwap, seedToken } from '../harness/swap-page.ts'

/**
 * Holds every quote-service answer back until the returned function is called, so the loading
 * state is on screen for as long as the test looks at it (no timing guess).
 */
async function holdQuotes(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((r) => {
    release = r
  })
  await page.route(`${QUOTE_URL}/**`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return box.y
}

for (const size of [
  { width: 1280, height: 900 },
  { width: 375, height: 667 },
])
  test(`a quote arriving moves nothing (${size.width} px)`, async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    await page.setViewportSize(size)
    const dai = seedToken(devnet.l1, 'DAI')
    const releaseQuotes = await holdQuotes(page)
    const swap = await openSwap(
      page,
      app,
      wallet,
      `inputCurrency=ETH&outputCurrency=${dai.address}`,
    )
    await swap.inputAmount.fill('1.5')
    // The loading row holds the price row's place; the button sits where it will stay.
    await expect(page.getByTestId('swap-summary-loading')).toBeVisible()
    await expect(swap.button).toHaveText('Fetching best price…')
    const whileLoading = await top(swap.button)
    releaseQuotes()
    await swap.expectQuote()
    await expect(swap.button).toHaveText('Swap')
    expect(await top(swap.button)).toBe(whileLoading)

    // Opening the details is the user's choice; closing them puts the button back.
    await swap.showDetails()
    await swap.detailsToggle.click()
    await expect(swap.details).toBeHidden()
    expect(await top(swap.button)).toBe(whileLoading)

    // In view without scrolling, and not covered by anything (the phone's bottom bar).
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const box = await swap.button.boundingBox()
    if (!box) throw new Error('button not laid out')
    expect(box.y + box.height).toBeLessThanOrEqual(size.height)
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="swap-button"]') != null,
      { x: box.x + box.width / 2, y: box.y + box.height - 4 },
    )
    expect(onTop).toBe(true)
  })

test("'Price Impact Too High' says why, with the trade's figure and the thresholds", async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const mkr = seedToken(devnet.l1, 'MKR')
  // 550 ETH moves the ETH/MKR pool's price ~6 % (swap-expert.spec.ts); expert mode off.
  const swap = await openSwap(page, app, wallet, `inputCurrency=ETH&outputCurrency=${mkr.address}`)
  await swap.inputAmount.fill('550')
  await swap.expectQuote()
  await expect(swap.button).toHaveText('Price Impact Too High')
  await expect(swap.button).toBeDisabled()
  await swap.showDetails()
  const impact = (await page.getByTestId('swap-price-impact').textContent())?.trim()
  expect(impact).toMatch(/^[5-9]\.\d\d%$/)
  // issue 34 #4: beside the output's dollar value the impact is the change it is, a loss.
  await expect(page.getByTestId('swap-output-impact')).toHaveText(`(-${impact})`)

  const help = page.getByTestId('swap-impact-help')
  await help.focus()
  const bubble = page.getByRole('tooltip')
  await expect(bubble).toContainText(`by ${impact}`)
  await expect(bubble).toContainText('above 3% are blocked unless Expert Mode is on')
  await page.keyboard.press('Escape')
  await expect(bubble).toBeHidden()
})
