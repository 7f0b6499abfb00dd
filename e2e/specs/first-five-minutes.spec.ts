// Issue 12 "Must show": the views a new user meets first — /swap with a quote, the token picker,
// the settings panel, the wallet dialog and the account dialog — pass axe-core without a serious
// or critical violation in both themes, and at 320 and 375 px none scrolls sideways; the network
// menu fits the phone's viewport (asserted from element boxes).
import type { Page } from '@playwright/test'
import type { AppShell } from '../harness/app-shell.ts'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'
import { openSwap, seedToken } from '../harness/swap-page.ts'
import type { E2EWallet } from '../harness/wallet/e2e-wallet.ts'

interface View {
  name: string
  /** Opens the view from a fresh page; `theme` goes into the route's query. */
  open: (page: Page, app: AppShell, wallet: E2EWallet, query: string) => Promise<void>
}

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name })

const VIEWS: View[] = [
  {
    name: '/swap with a quote',
    open: async (page, app, wallet, query) => {
      const swap = await openSwap(page, app, wallet, query)
      await swap.inputAmount.fill('1.5')
      await swap.expectQuote()
    },
  },
  {
    name: 'the token picker',
    open: async (page, app, wallet, query) => {
      await openSwap(page, app, wallet, query)
      await page.getByRole('button', { name: /^To: / }).click()
      await expect(dialogNamed(page, 'Select a token')).toBeVisible()
      await expect(dialogNamed(page, 'Select a token').getByText('USDC').first()).toBeVisible()
    },
  },
  {
    name: 'the settings panel',
    open: async (page, app, wallet, query) => {
      await openSwap(page, app, wallet, query)
      await page.getByTestId('open-settings-dialog-button').click()
      await expect(page.getByTestId('settings-menu')).toBeVisible()
    },
  },
  {
    name: 'the wallet dialog',
    open: async (_page, app, _wallet, query) => {
      await app.goto(`/swap?${query}`)
      await app.ready()
      await app.walletButton.click()
      await expect(app.walletModal).toBeVisible()
    },
  },
  {
    name: 'the account dialog',
    open: async (page, app, wallet, query) => {
      await openSwap(page, app, wallet, query)
      await app.walletButton.click()
      await expect(
        page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }),
      ).toBeVisible()
    },
  },
]

/** How far the page reaches past the viewport's right edge (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

for (const view of VIEWS)
  for (const theme of ['light', 'dark'] as const)
    test(`${view.name}: no serious axe finding in the ${theme} theme`, async ({
      page,
      app,
      wallet,
      devnet,
    }) => {
      const dai = seedToken(devnet.l1, 'DAI')
      await view.open(
        page,
        app,
        wallet,
        `inputCurrency=ETH&outputCurrency=${dai.address}&theme=${theme}`,
      )
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
    })

for (const width of [320, 375]) {
  for (const view of VIEWS)
    test(`at ${width} px ${view.name} does not scroll sideways`, async ({
      page,
      app,
      wallet,
      devnet,
    }) => {
      await page.setViewportSize({ width, height: 667 })
      const dai = seedToken(devnet.l1, 'DAI')
      await view.open(page, app, wallet, `inputCurrency=ETH&outputCurrency=${dai.address}`)
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
      const dialogs = await page.getByRole('dialog').all()
      for (const dialog of dialogs) {
        const box = await dialog.boundingBox()
        if (!box) throw new Error('dialog not laid out')
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
      }
    })

  test(`at ${width} px the network menu fits the viewport`, async ({ page, app }) => {
    await page.setViewportSize({ width, height: 667 })
    await app.goto('/swap')
    await app.ready()
    await app.networkSelector.click()
    const items = page.getByRole('menuitem')
    await expect(items.first()).toBeVisible()
    const all = await items.all()
    expect(all.length).toBeGreaterThan(1)
    for (const item of all) {
      const box = await item.boundingBox()
      if (!box) throw new Error('menu item not laid out')
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(667)
    }
  })
}
