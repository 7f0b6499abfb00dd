// Issue 12 #5 and #9: the swap card holds its shape while a quote loads (the price row's space is
// reserved by a skeleton), the primary button stays in view on a 375 × 667 phone once both
// tokens and an amount are set; issue 34 #6: a high price impact is warned about above the
// button (spec 01 §9).
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../harness/fixtures.ts'
import { QUOTE_URL } from '../harness/paths.ts'
import { openSwap, SwapPage, seedToken } from '../harness/swap-page.ts'

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

// Issue 34 #6: each rule of spec 01 §9 as the user sees it, on the ETH/MKR pools (v2 2 M$, v3
// 3.5 M$): 100 ETH moves the price < 1 %, 375 ETH ~2.5 %, 550 ETH ~8 %, 5000 ETH ~84 %. The
// warning sits right above the button on a 320 px phone, in the dark theme; expert mode lifts
// the block but keeps the warning.
test('a high price impact is warned about above the button: Swap Anyway, blocked, expert', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const mkr = seedToken(devnet.l1, 'MKR')
  await page.setViewportSize({ width: 320, height: 700 })
  const query = `inputCurrency=ETH&outputCurrency=${mkr.address}&theme=dark`
  const swap = await openSwap(page, app, wallet, query)
  const warning = page.getByTestId('swap-impact-warning')
  const impactOf = async (amount: string): Promise<string> => {
    await swap.inputAmount.fill(amount)
    await swap.expectQuote()
    await swap.showDetails()
    const impact = (await page.getByTestId('swap-price-impact').textContent())?.trim() ?? ''
    expect(impact).toMatch(/^\d+\.\d\d%$/)
    return impact
  }

  // Below 2 %: a plain Swap, no warning.
  expect(Number.parseFloat(await impactOf('100'))).toBeLessThan(2)
  await expect(swap.button).toHaveText('Swap')
  await expect(warning).toHaveCount(0)

  // Above 2 %, up to 3 %: 'Swap Anyway' in the error style, still enabled, and the warning.
  const warned = await impactOf('375')
  expect(Number.parseFloat(warned)).toBeGreaterThan(2)
  expect(Number.parseFloat(warned)).toBeLessThanOrEqual(3)
  await expect(swap.button).toHaveText('Swap Anyway')
  await expect(swap.button).toHaveClass(/swap-button--error/)
  await expect(swap.button).toHaveAttribute('aria-disabled', 'false')
  await expect(warning).toHaveAttribute('data-kind', 'warn')
  await expect(warning).toHaveClass(/swap-impact-warning--warning/)
  await expect(warning).toContainText('High Price Impact')
  await expect(warning).toContainText(`This trade moves the price by ${warned}`)
  // issue 34 #4: beside the output's dollar value the impact is the change it is, a loss.
  await expect(page.getByTestId('swap-output-impact')).toHaveText(`(-${warned})`)

  // Above 3 %: blocked without expert mode, and the warning says why and what to do.
  for (const amount of ['550', '5000']) {
    const impact = await impactOf(amount)
    expect(Number.parseFloat(impact)).toBeGreaterThan(3)
    await expect(swap.button).toHaveText('Price Impact Too High')
    await expect(swap.button).toHaveAttribute('aria-disabled', 'true')
    await expect(warning).toHaveAttribute('data-kind', 'blocked')
    await expect(warning).toContainText(`This trade would move the price by ${impact}.`)
    await expect(warning).toContainText('Above 3%, swaps are blocked unless Expert Mode is on.')
  }
  expect(Number.parseFloat(await impactOf('5000'))).toBeGreaterThan(50)
  // Where it can't be missed: whole on the 320 px screen, just above the button.
  const box = await warning.boundingBox()
  const button = await swap.button.boundingBox()
  if (!box || !button) throw new Error('not laid out')
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(320)
  expect(button.y - (box.y + box.height)).toBeGreaterThanOrEqual(0)
  expect(button.y - (box.y + box.height)).toBeLessThan(24)
  // Red from 3 % (the impact's own colouring, §9); yellow below.
  await expect(warning).toHaveClass(/swap-impact-warning--error/)

  // Expert mode (?ape): not blocked any more, but still warned (its confirmations:
  // swap-expert.spec.ts).
  await app.goto(`/swap?${query}&ape`)
  await page.reload()
  const expert = await impactOf('5000')
  await expect(swap.button).toHaveText('Swap Anyway')
  await expect(swap.button).toHaveAttribute('aria-disabled', 'false')
  await expect(warning).toHaveAttribute('data-kind', 'warn')
  await expect(warning).toContainText(`This trade moves the price by ${expert}`)
})

// issue 34 #13: the approval button ran to three lines beside the swap button ('Allow the
// Uniswap Protocol to use your DAI'). 'Approve DAI' keeps to one line, beside the swap button on
// a desktop and above it on a phone, in English and German, and the card stays within the screen.
for (const [width, lng] of [
  [1280, 'en-US'],
  [375, 'en-US'],
  [375, 'de-DE'],
  [320, 'en-US'],
  [320, 'de-DE'],
] as const)
  test(`the approval button's words take one line (${width} px, ${lng})`, async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const dai = seedToken(devnet.l1, 'DAI')
    const usdc = seedToken(devnet.l1, 'USDC')
    // The harness connects through the English wallet modal; the account stays connected.
    await app.openConnected('/swap?lng=en-US', wallet)
    await app.goto(
      `/swap?lng=${lng}&inputCurrency=${dai.address}&outputCurrency=${usdc.address}&exactAmount=100`,
    )
    const swap = new SwapPage(page)
    await swap.expectQuote()
    const approve = swap.approveButton
    await expect(approve).toHaveText(lng === 'en-US' ? 'Approve DAI' : 'DAI freigeben', {
      timeout: 30_000,
    })
    // The lines the words take (the button's min-height would hide a wrap behind its height).
    const lines = await approve.evaluate((button) => {
      const range = document.createRange()
      range.selectNodeContents(button)
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
      return new Set(rects.map((r) => Math.round(r.bottom))).size
    })
    expect(lines).toBe(1)
    // Beside the swap button on a desktop; above it, at the same width, on a phone.
    const a = await approve.boundingBox()
    const b = await swap.button.boundingBox()
    if (!a || !b) throw new Error('not laid out')
    if (width > 500) expect(Math.abs(a.y - b.y)).toBeLessThan(1)
    else {
      expect(b.y).toBeGreaterThanOrEqual(a.y + a.height)
      expect(Math.abs(a.width - b.width)).toBeLessThan(1)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
  })
