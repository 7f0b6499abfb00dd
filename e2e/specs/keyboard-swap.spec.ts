// Issue 12 #3 and "Must show": a swap done with the keyboard alone — connect, pick the output
// token in the picker with the arrow keys, type the amount, confirm — with focus asserted after
// each dialog closes (it returns to the control that opened it, never to <body>), and the swap
// asserted on chain.
import type { Locator, Page } from '@playwright/test'
import { addressTail } from '../harness/app-shell.ts'
import { expect, test } from '../harness/fixtures.ts'
import { changed, SwapPage, seedToken, tokenBalance } from '../harness/swap-page.ts'

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${target} never took the focus in ${max} presses`)
}

test('a keyboard-only swap from the token picker to the confirmation', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const dai = seedToken(devnet.l1, 'DAI')
  await app.goto('/swap?inputCurrency=ETH')
  await app.ready()
  const swap = new SwapPage(page)

  // Connect: the wallet button opens the dialog; arrow keys walk the wallet list.
  await tabTo(page, app.walletButton)
  await page.keyboard.press('Enter')
  await expect(app.walletModal).toBeVisible()
  const wallets = app.walletModal.getByRole('list', { name: 'Wallets' }).getByRole('button')
  await tabTo(page, wallets.first())
  const option = app.walletModal.getByRole('button', { name: wallet.name })
  for (let i = 0; i < 10 && !(await option.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown')
  await expect(option).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(app.walletButton).toContainText(addressTail(wallet.address), { ignoreCase: true })
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(app.walletButton).toBeFocused()

  // The picker: Escape gives the focus back to the token button that opened it.
  const toButton = page.getByRole('button', { name: /^To: / })
  await tabTo(page, toButton)
  await page.keyboard.press('Enter')
  const picker = page.getByRole('dialog', { name: 'Select a token' })
  await expect(picker).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(picker).toBeHidden()
  await expect(toButton).toBeFocused()

  // Search, walk down to the row with the arrow keys, pick it with Enter.
  await page.keyboard.press('Enter')
  await expect(picker).toBeVisible()
  await page.keyboard.type('DAI')
  const daiRow = picker.getByRole('option', { name: /DAI/ }).first()
  await expect(daiRow).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(daiRow).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(picker).toBeHidden()
  await expect(page.getByRole('button', { name: 'To: DAI' })).toBeFocused()

  // The amount, then the swap button; the confirm dialog takes the focus.
  await tabTo(page, swap.inputAmount, { back: true })
  await page.keyboard.type('1.5')
  await swap.expectQuote()
  await expect(swap.button).toHaveText('Swap')
  await tabTo(page, swap.button)
  const before = await tokenBalance(devnet.l1, dai.address, wallet.address)
  await page.keyboard.press('Enter')
  await expect(swap.confirmDialog).toBeVisible()
  await expect
    .poll(() => swap.confirmDialog.evaluate((el) => el.contains(document.activeElement)))
    .toBe(true)
  await tabTo(page, swap.confirmDialog.getByTestId('swap-confirm-button'))
  await page.keyboard.press('Enter')
  const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' })
  await expect(submitted).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('Escape')
  await expect(submitted).toBeHidden()
  // The form cleared its amount ('Enter an amount'), and the focus is back on the swap button.
  await expect(swap.button).toBeFocused()
  await expect(swap.button).toHaveText('Enter an amount')
  expect(
    await changed(() => tokenBalance(devnet.l1, dai.address, wallet.address), before),
  ).toBeGreaterThan(before)
})
