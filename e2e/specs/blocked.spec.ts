// spec 01 §2 Shell / §6: an address on the blocked list sees only 'Blocked address'.
import { expect, test } from '../harness/fixtures.ts'

// On the reference's hard-coded list. The wallet reports it without holding its key.
const BLOCKED = '0x8589427373D6D84E98730D7795D8f6f8731FDA16'

test.use({
  walletOptions: { account: BLOCKED, chain: 'l1', authorized: false, name: 'E2E Wallet' },
})

test('a blocked address sees only "Blocked address"', async ({ page, app, wallet }) => {
  await app.goto('/swap')
  await app.ready()
  await app.walletButton.click()
  await app.walletModal.getByRole('button', { name: wallet.name }).click()

  await expect(page.getByText('Blocked address', { exact: true })).toBeVisible()
  await expect(page.locator('body')).toHaveText(/^\s*Blocked address\s*$/)
  await expect(app.walletButton).toHaveCount(0)
  await expect(page.getByRole('navigation')).toHaveCount(0)

  // Still blocked after a reload (the wallet reconnects on its own).
  await page.reload()
  await expect(page.getByText('Blocked address', { exact: true })).toBeVisible()
  await expect(page.locator('body')).toHaveText(/^\s*Blocked address\s*$/)
})

test.describe('with the blocked address already authorized', () => {
  test.use({
    walletOptions: { account: BLOCKED, chain: 'l1', authorized: true, name: 'E2E Wallet' },
  })

  test('no route gets past the block', async ({ page, app }) => {
    for (const route of ['/pool', '/vote', '/add/v2']) {
      await app.goto(route)
      await expect(page.locator('body')).toHaveText(/^\s*Blocked address\s*$/)
    }
  })
})
