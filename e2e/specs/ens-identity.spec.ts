// ENS identity (spec 01 §7 items 6 and 10, issue 18): the devnet's accounts[8] has the primary
// name tidepool-user.tidepool.eth, forward-verified, with an ERC-721 avatar (a v3 position it
// holds; its metadata's image is an SVG data: URI). The header's account chip and the account
// dialog show the name and the avatar. One page: both themes through the header's toggle, then
// 320 px. (The unverified reverse record of accounts[9] and the NFT ownership check: the
// integration test chain/ensIdentity.int.test.ts.)
import type { Locator, Page } from '@playwright/test'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'

test.use({ walletOptions: { account: 8, chain: 'l1', authorized: true, name: 'E2E Wallet' } })

/** The image loaded: the browser decoded it (an <img> that failed has naturalWidth 0). */
async function expectLoadedAvatar(avatar: Locator): Promise<void> {
  await expect(avatar).toBeVisible()
  await expect(avatar).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
}

async function fitsWidth(page: Page, locator: Locator, width: number): Promise<void> {
  const box = await locator.boundingBox()
  expect(box, `${locator}`).not.toBeNull()
  if (!box) return
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

test('the header and the account dialog show the primary ENS name and its NFT avatar', async ({
  page,
  app,
  devnet,
}) => {
  const identity = devnet.l1.ens?.identities?.find((i) => i.verified)
  if (!identity) throw new Error('the devnet manifest lists no verified ENS identity')
  expect(identity.address).toBe(devnet.manifest.accounts[8]?.address)

  await app.goto('/swap?theme=light')
  await expect(app.walletButton.getByTestId('wallet-name')).toHaveText(identity.name, {
    timeout: 30_000,
  })
  await expectLoadedAvatar(app.walletButton.getByTestId('account-avatar'))

  const dialog = page.getByRole('dialog', { name: 'Account' })
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByTestId('theme-toggle').click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await app.walletButton.click()
    await expect(dialog.getByTestId('wallet-account-name')).toHaveText(identity.name)
    await expectLoadedAvatar(dialog.getByTestId('account-avatar'))
    expect(await seriousAxeViolations(page, '[role="dialog"]'), theme).toEqual([])
    if (theme === 'light') await app.closeModalIfOpen()
  }

  // 320 px: the dialog (open) and, below it, the header's chip stay inside the screen.
  await page.setViewportSize({ width: 320, height: 640 })
  await fitsWidth(page, dialog, 320)
  await app.closeModalIfOpen()
  await fitsWidth(page, app.walletButton, 320)
  await expect(app.walletButton.getByTestId('wallet-name')).toHaveText(identity.name)
})
