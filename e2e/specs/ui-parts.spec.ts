// The design system's review page (issue 11 §2): every ui part in both themes, accessible (axe:
// no serious or critical finding) and usable at 320 px without sideways scrolling.
import type { Page } from '@playwright/test'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'

async function openReview(page: Page, theme: 'light' | 'dark') {
  await page.goto(`/#/dev/ui?theme=${theme}`)
  await expect(page.getByTestId('ui-review')).toBeVisible()
  await expect(page.getByTestId('ui-review-light')).toBeVisible()
  await expect(page.getByTestId('ui-review-dark')).toBeVisible()
}

// One page, both page themes: hash navigation switches the theme without a reload.
test('renders every part in both themes and passes axe (light and dark page)', async ({ page }) => {
  let checked = 0
  for (const theme of ['light', 'dark'] as const) {
    await openReview(page, theme)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    const light = page.getByTestId('ui-review-light')
    const dark = page.getByTestId('ui-review-dark')
    for (const column of [light, dark]) {
      await expect(column.getByRole('button', { name: 'Approving' })).toHaveAttribute(
        'aria-busy',
        'true',
      )
      await expect(column.getByText('In range')).toBeVisible()
      await expect(column.getByRole('slider', { name: 'Amount to remove' })).toBeVisible()
      await expect(column.getByRole('tablist', { name: 'Remove mode' })).toBeVisible()
      await expect(column.getByText('Confirm this transaction in your wallet')).toBeVisible()
      await expect(column.getByRole('link', { name: 'View on Explorer' })).toBeVisible()
      await expect(column.getByRole('button', { name: 'Dismiss' })).toBeVisible()
      await expect(column.getByRole('img', { name: 'MetaMask' })).toBeVisible()
    }
    // The columns really are in different palettes.
    const background = (el: typeof light) =>
      el.evaluate((node) => getComputedStyle(node).backgroundColor)
    expect(await background(light)).not.toBe(await background(dark))
    // The review page itself (the shell around it has its own specs).
    expect(await seriousAxeViolations(page, '[data-testid="ui-review"]'), theme).toEqual([])
    checked++
  }
  expect(checked).toBe(2)
})

test('fits a 320 px viewport without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await openReview(page, 'light')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  // A help popover next to the edge stays inside the viewport.
  const help = page.getByTestId('ui-review-light').getByRole('button', { name: 'More information' })
  await help.focus()
  const tip = page.getByRole('tooltip')
  await expect(tip).toBeVisible()
  const box = await tip.boundingBox()
  expect(box).not.toBeNull()
  if (box) {
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(320)
  }
  await page.keyboard.press('Escape')
  await expect(tip).toHaveCount(0)
})

test('keyboard: arrows move the slider and the tabs', async ({ page }) => {
  await openReview(page, 'light')
  const column = page.getByTestId('ui-review-light')
  const slider = column.getByRole('slider', { name: 'Amount to remove' })
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('aria-valuenow', '26')
  await column.getByRole('button', { name: 'Max', exact: true }).first().click()
  await expect(slider).toHaveAttribute('aria-valuenow', '100')
  await column.getByRole('tab', { name: 'Simple' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(column.getByRole('tab', { name: 'Detailed' })).toBeFocused()
  await expect(column.getByRole('tab', { name: 'Detailed' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
})

// One page for the four pictures: the width by resizing, the theme by hash navigation.
test('screenshots at 1280 and 375 px, light and dark', async ({ page }, testInfo) => {
  let taken = 0
  for (const width of [1280, 375])
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 })
      await openReview(page, theme)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({
        path: testInfo.outputPath(`ui-review-${width}-${theme}.png`),
        fullPage: true,
        animations: 'disabled',
      })
      // Narrow pages are long: also one picture per screenful, readable at full size.
      if (width < 500)
        for (let i = 0; i < 7; i++) {
          await page.evaluate((y) => window.scrollTo(0, y), i * 800)
          await page.screenshot({
            path: testInfo.outputPath(`ui-review-${width}-${theme}-${i}.png`),
            animations: 'disabled',
          })
        }
      taken++
    }
  expect(taken).toBe(4)
})

test('the swap panels are built from the same parts (screenshot at 375 px)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/#/swap?theme=light')
  const input = page.getByTestId('swap-input-panel')
  await expect(input).toHaveClass(/amount-panel/)
  await expect(page.getByTestId('swap-output-panel').getByRole('button')).toHaveClass(
    /token-button/,
  )
  await page.screenshot({ path: testInfo.outputPath('swap-375-light.png'), animations: 'disabled' })
})
