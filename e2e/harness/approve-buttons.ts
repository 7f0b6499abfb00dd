// The liquidity screens' approve buttons (modules/approvals ApproveButton: test ids approve-*):
// click each one that shows, until the form's main action is enabled instead.
import { expect, type Locator, type Page } from '@playwright/test'
import { mine } from './rpc.ts'

/**
 * Approves every side that asks for it. Allowances load after the amounts, so each round first
 * waits until the form settled on an approve button or an enabled `action`. A pending approval
 * settles on the next block the app sees (transactions updater): on an automining devnet with
 * nothing else going on, `rpcUrl` gets one mined.
 */
export async function approveEachSide(page: Page, action: Locator, rpcUrl?: string): Promise<void> {
  const approvals = page.locator('[data-testid^="approve-"]')
  for (let round = 0; round < 4; round++) {
    await expect
      .poll(async () => (await approvals.count()) > 0 || (await action.isEnabled()), {
        timeout: 20_000,
      })
      .toBe(true)
    if ((await approvals.count()) === 0) return
    const first = approvals.first()
    const name = await first.getAttribute('data-testid')
    await first.click()
    await expect
      .poll(
        async () => {
          const left = await page.getByTestId(name ?? '').count()
          if (left > 0 && rpcUrl) await mine(rpcUrl)
          return left
        },
        { timeout: 30_000, intervals: [1000, 2000] },
      )
      .toBe(0)
  }
}
