// The shell on a phone and on a desktop (issue 12 #1 #3 #6 #9 #11, spec 01 §2 Shell and "Wallet
// modal"): the network menu stays inside the viewport and works by tapping, it says which networks
// cannot work on the local replica, the readout and bottom bar lie over nothing, the wallet list
// answers arrow keys, the legal line links out, and axe finds nothing serious in either theme.
import type { Locator, Page } from '@playwright/test'
import type { AppShell } from '../harness/app-shell.ts'
import { seriousAxeViolations } from '../harness/axe.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import { expectStatusOn, separateChains } from '../harness/network.ts'

const PHONES = [320, 375] as const
const THEMES = ['light', 'dark'] as const

type Box = { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox()
  if (!b) throw new Error(`${locator} has no box`)
  return b
}

/** The box of an element's text itself (a centred line in a full-width footer is narrow). */
async function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    const { x, y, width, height } = range.getBoundingClientRect()
    return { x, y, width, height }
  })
}

/** Polls: a sheet may still be sliding in when the check starts. */
async function expectInsideViewport(page: Page, locator: Locator): Promise<void> {
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('no viewport')
  await expect
    .poll(
      async () => {
        const b = await box(locator)
        return {
          left: b.x >= 0,
          top: b.y >= 0,
          right: b.x + b.width <= viewport.width + 0.5,
          bottom: b.y + b.height <= viewport.height + 0.5,
        }
      },
      { message: `${locator} inside the ${viewport.width}×${viewport.height} viewport` },
    )
    .toEqual({ left: true, top: true, right: true, bottom: true })
}

/** Nothing (the phone's bottom bar, the status strip) lies over the sheet's bottom edge. */
async function expectOnTop(page: Page, sheet: Locator): Promise<void> {
  const b = await box(sheet)
  const x = b.x + b.width / 2
  const y = b.y + b.height - 4
  const handle = await sheet.elementHandle()
  await expect
    .poll(() =>
      page.evaluate(([px, py, el]) => Boolean(el?.contains(document.elementFromPoint(px, py))), [
        x,
        y,
        handle,
      ] as const),
    )
    .toBe(true)
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(scroll, 'page wider than the screen').toBeLessThanOrEqual(client)
}

async function openSwapAt(page: Page, app: AppShell, width: number, route = '/swap') {
  await page.setViewportSize({ width, height: width >= 720 ? 800 : 640 })
  await app.goto(route)
  await app.ready()
}

async function connectLocalWallet(app: AppShell, devnet: Devnet): Promise<void> {
  const account = devnet.manifest.accounts[0]
  if (!account) throw new Error('no devnet accounts')
  await app.connect('Local test wallet', account.address)
  await app.closeModalIfOpen()
}

test.describe('network menu on a phone', () => {
  test.use({ hasTouch: true })

  // One page for both phone widths: each round trip ends on the L1 where it started. No wallet
  // is connected: the app switches the chain it reads by itself (was network.spec.ts's 'switches
  // the chain it reads without a wallet').
  test('fits the viewport at 320 and 375 px and switches the chain it reads by tapping, without a wallet', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    await separateChains(devnet, wallet.address)
    let checked = 0
    for (const width of PHONES) {
      if (checked === 0) {
        await openSwapAt(page, app, width)
        await expect(app.walletButton).toHaveText('Connect Wallet')
      } else await page.setViewportSize({ width, height: 640 })
      await app.networkSelector.tap()
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      await expectInsideViewport(page, menu)
      const l2 = page.getByRole('menuitem', { name: devnet.l2.name, exact: true })
      await expectInsideViewport(page, l2)
      await l2.tap()
      await expect(menu).toHaveCount(0)
      await expect(app.networkSelector).toHaveAccessibleName(devnet.l2.name)
      await expect(app.networkSelector).toContainText(devnet.l2.name)
      await expect(app.blockNumber).toHaveAttribute('href', new RegExp(`/${devnet.l2.chainId}/`))
      await expectStatusOn(app, devnet, devnet.l2)

      // Back to the L1, and the menu still fits with the other chain current.
      await app.networkSelector.tap()
      await expectInsideViewport(page, menu)
      await page.getByRole('menuitem', { name: devnet.l1.name, exact: true }).tap()
      await expect(app.networkSelector).toHaveAccessibleName(devnet.l1.name)
      await expect(menu).toHaveCount(0)
      checked++
    }
    expect(checked).toBe(2)
    // Nothing was asked of a wallet that is not connected.
    expect(wallet.requestsOf('wallet_switchEthereumChain')).toHaveLength(0)
  })

  test('fits at 1280 px below the header button', async ({ page, app }) => {
    await openSwapAt(page, app, 1280)
    await app.networkSelector.click()
    const menu = page.getByRole('menu')
    await expectInsideViewport(page, menu)
    expect((await box(menu)).y).toBeGreaterThan((await box(app.networkSelector)).y)
  })
})

test.describe('public networks on the local replica (issue 12 #11)', () => {
  test('are unavailable to the Local test wallet, which says why and what to do', async ({
    page,
    app,
    devnet,
  }) => {
    await openSwapAt(page, app, 1280)
    await connectLocalWallet(app, devnet)
    await app.networkSelector.click()
    for (const label of ['Ethereum', 'Optimism', 'Arbitrum', 'Polygon']) {
      const item = page.getByRole('menuitem', { name: label, exact: true })
      await expect(item).toHaveAttribute('aria-disabled', 'true')
      await expect(item).toHaveAccessibleDescription(
        /Not available with the Local test wallet.*Connect another wallet/,
      )
    }
    // Picking one anyway changes nothing: the wallet stays on the replica's L1.
    await page.getByRole('menuitem', { name: 'Optimism', exact: true }).click({ force: true })
    await expect(app.networkSelector).toHaveAccessibleName(devnet.l1.name)
    for (const chain of [devnet.l1, devnet.l2])
      await expect(
        page.getByRole('menuitem', { name: chain.name, exact: true }),
      ).not.toHaveAttribute('aria-disabled', 'true')
  })

  test('without a wallet: no RPC for Ethereum, and a warning on the others', async ({
    page,
    app,
    devnet,
  }) => {
    await openSwapAt(page, app, 1280)
    await app.networkSelector.click()
    const ethereum = page.getByRole('menuitem', { name: 'Ethereum', exact: true })
    await expect(ethereum).toHaveAttribute('aria-disabled', 'true')
    await expect(ethereum).toHaveAccessibleDescription(/no RPC is configured.*VITE_RPC_URL_1/)
    const optimism = page.getByRole('menuitem', { name: 'Optimism', exact: true })
    await expect(optimism).not.toHaveAttribute('aria-disabled', 'true')
    await expect(optimism).toHaveAccessibleDescription(/Local test wallet cannot use them/)
    await ethereum.click({ force: true })
    await expect(app.networkSelector).toHaveAccessibleName(devnet.l1.name)
  })
})

test.describe('wallet dialog', () => {
  test('arrow keys move through the wallets; the legal line links out safely', async ({
    page,
    app,
  }) => {
    await openSwapAt(page, app, 1280)
    await app.walletButton.click()
    const dialog = app.walletModal
    await expect(dialog).toBeVisible()
    const wallets = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
    const count = await wallets.count()
    expect(count).toBeGreaterThan(2)
    await wallets.first().focus()
    await page.keyboard.press('ArrowDown')
    await expect(wallets.nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expect(wallets.nth(count - 1)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(wallets.first()).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(wallets.nth(count - 1)).toBeFocused()
    await page.keyboard.press('Home')
    await expect(wallets.first()).toBeFocused()

    for (const name of ['Terms of Service', 'Uniswap Protocol Disclaimer']) {
      const link = dialog.getByRole('link', { name })
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})

test.describe('bottom of /swap: nothing lies over anything', () => {
  // One page, resized: the layout follows the width (the bar moves to the bottom under 720 px).
  test('at 320, 375 and 1280 px the readout, the language hint and the bottom bar stay apart', async ({
    page,
    app,
  }) => {
    let checked = 0
    for (const width of [...PHONES, 1280]) {
      // A language other than the browser's brings the footer's hint (spec 01 §2 Shell).
      if (checked === 0) await openSwapAt(page, app, width, '/swap?lng=de-DE')
      else await page.setViewportSize({ width, height: width >= 720 ? 800 : 640 })
      const hint = page.getByTestId('language-hint')
      const readout = page.getByTestId('status-bar').locator('.status__row')
      await expect(hint).toBeVisible()
      await expect(app.blockNumber).toBeVisible({ timeout: 30_000 })
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      // Opaque strips and the card by their boxes, the centred hint by its text.
      const parts: [string, Promise<Box>][] = [
        ['language hint', textBox(hint)],
        ['readout', box(width < 720 ? readout : app.blockNumber)],
        ['swap card', box(page.locator('main .card').first())],
      ]
      if (width < 720) parts.push(['bottom bar', box(page.locator('.header__controls'))])
      for (const [i, [nameA, a]] of parts.entries())
        for (const [nameB, b] of parts.slice(i + 1))
          expect(overlaps(await a, await b), `${nameA} over ${nameB} at ${width} px`).toBe(false)
      await expectInsideViewport(page, readout)
      await expectNoHorizontalOverflow(page)
      checked++
    }
    expect(checked).toBe(3)
  })
})

test.describe('accessibility of the shell and the wallet dialogs', () => {
  // A browser in German and the page in English bring the footer's language hint in, while the
  // dialogs keep the English names these checks find them by.
  test.use({ locale: 'de-DE' })
  for (const theme of THEMES)
    test(`axe finds nothing serious in the shell (${theme}); no sideways scrolling at 320 and 375`, async ({
      page,
      app,
      devnet,
    }) => {
      await app.goto(`/swap?theme=${theme}&lng=en-US`)
      await app.ready()
      await expect(app.blockNumber).toBeVisible({ timeout: 30_000 })
      const shell = ['header.header', '[data-testid="status-bar"]', 'footer.footer']
      for (const part of shell) expect(await seriousAxeViolations(page, part), part).toEqual([])

      // The network menu, the wallet dialog and the account dialog are axed in each theme by
      // first-five-minutes.spec.ts (the whole page): here they are measured on phones.
      await app.walletButton.click()
      await expect(app.walletModal).toBeVisible()
      for (const width of PHONES) {
        await page.setViewportSize({ width, height: 640 })
        await expectNoHorizontalOverflow(page)
        await expectInsideViewport(page, page.getByRole('dialog'))
        await expectOnTop(page, page.getByRole('dialog'))
      }
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.keyboard.press('Escape')

      await connectLocalWallet(app, devnet)
      await app.walletButton.click()
      const account = page.getByRole('dialog', { name: 'Account' })
      await expect(account).toBeVisible()
      for (const width of PHONES) {
        await page.setViewportSize({ width, height: 640 })
        await expectNoHorizontalOverflow(page)
        await expectInsideViewport(page, account)
        await expectOnTop(page, account)
      }
      await page.keyboard.press('Escape')
      for (const width of PHONES) {
        await page.setViewportSize({ width, height: 640 })
        for (const part of shell) expect(await seriousAxeViolations(page, part), part).toEqual([])
        await expectNoHorizontalOverflow(page)
      }
    })
})
