// Issue 12 #10 on /swap: an amount box never changes a number behind the user's back. The rule
// of spec 01 §5 "Amount input" stands (digits and one separator, commas turn into dots, no more
// decimals than the token has); a refused keystroke or paste leaves the box as it was and a line
// under it says why (ui/NumericInput), read out through a polite live region.
import type { Locator, Page } from '@playwright/test'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'
import { openSwap, seedToken } from '../harness/swap-page.ts'

const CHARACTERS = 'Please use digits and one decimal point'
const SEPARATORS = 'Please use one decimal point and no thousands separators'

/** Pastes `text` into the focused box through the system clipboard, as a user would. */
async function paste(page: Page, box: Locator, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text)
  await box.focus()
  await page.keyboard.press('ControlOrMeta+V')
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test('typing 1e5 refuses the e visibly, and the reason stays in view until the box is left', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const dai = seedToken(devnet.l1, 'DAI')
  const swap = await openSwap(page, app, wallet, `inputCurrency=ETH&outputCurrency=${dai.address}`)
  const message = page.getByTestId('swap-input-amount-message')
  await swap.inputAmount.pressSequentially('1')
  await expect(message).toHaveText('')
  await swap.inputAmount.press('e')
  await expect(swap.inputAmount).toHaveValue('1')
  await expect(message).toHaveText(CHARACTERS)
  await expect(message).toBeVisible()
  await expect(message).toHaveAttribute('aria-live', 'polite')
  expect(await swap.inputAmount.getAttribute('aria-describedby')).toBe(
    await message.getAttribute('id'),
  )
  // The message sits under the box, inside the amount panel.
  const boxRect = await swap.inputAmount.boundingBox()
  const messageRect = await message.boundingBox()
  expect(messageRect?.y ?? 0).toBeGreaterThanOrEqual((boxRect?.y ?? 0) + (boxRect?.height ?? 0))
  await swap.inputAmount.press('5')
  await expect(swap.inputAmount).toHaveValue('15')
  await expect(message).toHaveText(CHARACTERS)
  await swap.inputAmount.blur()
  await expect(message).toHaveText('')
  expect(await swap.inputAmount.getAttribute('aria-describedby')).toBeNull()
})

test('a refused paste leaves the box exactly as it was', async ({ page, app, wallet, devnet }) => {
  const dai = seedToken(devnet.l1, 'DAI')
  const swap = await openSwap(page, app, wallet, `inputCurrency=ETH&outputCurrency=${dai.address}`)
  const message = page.getByTestId('swap-input-amount-message')
  await swap.inputAmount.fill('2')
  await paste(page, swap.inputAmount, '1e5')
  await expect(message).toHaveText(CHARACTERS)
  await expect(swap.inputAmount).toHaveValue('2')
  // spec 01 §5: commas are decimal separators, so 1,234.5 holds two of them: refused whole.
  await paste(page, swap.inputAmount, '1,234.5')
  await expect(message).toHaveText(SEPARATORS)
  await expect(swap.inputAmount).toHaveValue('2')
  // An accepted paste goes in at the caret (the end), a comma read as the decimal point.
  await paste(page, swap.inputAmount, ',5')
  await expect(swap.inputAmount).toHaveValue('2.5')
  await swap.inputAmount.blur()
  await expect(message).toHaveText('')
})

test('more decimals than the token has are refused with a message naming the limit', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const usdc = seedToken(devnet.l1, 'USDC')
  const swap = await openSwap(page, app, wallet, `inputCurrency=${usdc.address}&outputCurrency=ETH`)
  const message = page.getByTestId('swap-input-amount-message')
  await swap.inputAmount.pressSequentially(`1.${'1'.repeat(usdc.decimals)}`)
  await swap.inputAmount.press('9')
  await expect(swap.inputAmount).toHaveValue(`1.${'1'.repeat(usdc.decimals)}`)
  await expect(message).toHaveText(`This token takes at most ${usdc.decimals} decimal places`)
})

// One page, both themes: hash navigation switches the theme without a reload.
test('the refusal message passes axe (light and dark)', async ({ page, app, wallet, devnet }) => {
  const dai = seedToken(devnet.l1, 'DAI')
  const query = `inputCurrency=ETH&outputCurrency=${dai.address}`
  const swap = await openSwap(page, app, wallet, `${query}&theme=light`)
  let axed = 0
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await app.goto(`/swap?${query}&theme=${theme}`)
      await swap.inputAmount.fill('')
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await swap.inputAmount.pressSequentially('1e')
    await expect(page.getByTestId('swap-input-amount-message')).toHaveText(CHARACTERS)
    expect(await seriousAxeViolations(page), theme).toEqual([])
    axed++
  }
  expect(axed).toBe(2)
})
