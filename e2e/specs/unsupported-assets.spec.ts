// spec 01 §2 (Unsupported-assets modal), §5 ("An unsupported asset pair disables the screen"):
// a link to the swap screen with the devnet's blocked token (its manifest's blockedTokens, the
// local chain's unsupported set) locks the amounts, the button reads 'Unsupported Asset', and
// 'Read more about unsupported assets' opens the modal listing the token with its explorer link.
// One page: both themes (the system colour scheme, followed live) and 320 px on it.

import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'
import { openSwap } from '../harness/swap-page.ts'

test('an unsupported token disables the swap screen and the modal lists it', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const blk = devnet.l1.extraTokens?.find((t) => t.role === 'blocked')
  if (!blk) throw new Error('the devnet has no blocked token')
  await page.emulateMedia({ colorScheme: 'light' })
  const swap = await openSwap(
    page,
    app,
    wallet,
    `inputCurrency=ETH&outputCurrency=${blk.address}&exactAmount=0.1`,
  )
  await expect(swap.button).toHaveText('Unsupported Asset')
  await expect(swap.button).toBeDisabled()
  await expect(swap.inputAmount).toHaveValue('0.1')
  await expect(swap.inputAmount).toBeDisabled()
  await expect(swap.outputAmount).toBeDisabled()
  await expect(swap.approveButton).toHaveCount(0)
  await expect(swap.price).toHaveCount(0)
  // No import offer for it: the unsupported modal explains instead.
  await expect(page.getByTestId('swap-token-warning')).toHaveCount(0)

  const link = page.getByRole('button', { name: 'Read more about unsupported assets' })
  const modal = page.getByRole('dialog', { name: 'Unsupported Assets' })
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe(scheme)
    expect(await seriousAxeViolations(page, '.swap')).toEqual([])
    await link.click()
    await expect(modal).toBeVisible()
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([])
    if (scheme === 'dark') break
    await page.keyboard.press('Escape')
    await expect(modal).toHaveCount(0)
  }

  const list = modal.getByRole('list', { name: 'Unsupported tokens in this pair' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list).toContainText(blk.symbol)
  const address = list.getByRole('link', { name: blk.address })
  await expect(address).toHaveAttribute('href', new RegExp(`${blk.address}$`, 'i'))
  await expect(address).toHaveAttribute('target', '_blank')

  // 320 px: the modal and the address fit the width.
  await page.setViewportSize({ width: 320, height: 640 })
  const box = await modal.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true)
  const addressBox = await address.boundingBox()
  expect(addressBox && addressBox.x >= 0 && addressBox.x + addressBox.width <= 320).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
})
