// Settings dropdown (spec 01 §2 "Settings dropdown / transaction settings", §3 "User settings",
// §5 "Slippage input", "Deadline input", "Stored-settings migration", "Expert mode"): the
// choices persist across reloads, garbage in storage loads defaults field by field, expert mode
// needs 'Are you sure?' and the typed word confirm. No wallet needed: settings are per browser.
import type { Locator, Page } from '@playwright/test'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'
import { flushPendingSaves, USER_STORAGE_KEY } from '../harness/storage.ts'
import { openSwap as openSwapWithWallet, seedToken } from '../harness/swap-page.ts'

/** apps/web/src/modules/user/state/settings.ts USER_STORAGE_KEY (and the v1 key it migrates). */
const USER_KEY = USER_STORAGE_KEY
const LEGACY_USER_KEY = 'tidepool.user:v1'

class SettingsMenu {
  readonly page: Page
  readonly gear: Locator
  readonly menu: Locator
  readonly auto: Locator
  readonly slippage: Locator
  readonly message: Locator
  readonly deadline: Locator
  readonly deadlineMessage: Locator
  readonly autoRouter: Locator
  readonly expertMode: Locator
  readonly darkTheme: Locator

  constructor(page: Page) {
    this.page = page
    this.gear = page.getByTestId('open-settings-dialog-button')
    this.menu = page.getByTestId('settings-menu')
    this.auto = this.menu.getByTestId('slippage-auto')
    this.slippage = this.menu.getByTestId('slippage-input')
    this.message = this.menu.getByTestId('slippage-message')
    this.deadline = this.menu.getByTestId('deadline-input')
    this.deadlineMessage = this.menu.getByTestId('deadline-message')
    this.autoRouter = this.menu.getByTestId('toggle-auto-router')
    this.expertMode = this.menu.getByTestId('toggle-expert-mode')
    this.darkTheme = this.menu.getByTestId('toggle-dark-mode')
  }

  async open(): Promise<void> {
    await this.gear.click()
    await expect(this.menu).toBeVisible()
    // Its heading, in whatever language the page is in (the language persists across reloads).
    await expect(this.menu.getByRole('heading').first()).toBeVisible()
  }

  language(locale: string): Locator {
    return this.menu.locator(`[data-locale="${locale}"]`)
  }

  /** The stored document, as the app saved it. */
  stored(): Promise<Record<string, unknown> | null> {
    return this.page.evaluate((key) => {
      const raw = localStorage.getItem(key)
      return raw === null ? null : JSON.parse(raw)
    }, USER_KEY)
  }
}

async function openSwap(
  page: Page,
  app: { goto(r: string): Promise<void>; ready(): Promise<void> },
) {
  await app.goto('/swap')
  await app.ready()
  return new SettingsMenu(page)
}

/** Puts `entries` in localStorage and reloads, as a user coming back with that storage would. */
async function reloadWithStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate((e) => {
    localStorage.clear()
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v)
  }, entries)
  // A save pending from this page must not overwrite what we just wrote: block it, then reload.
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {}
  })
  await page.reload()
}

test('slippage, deadline, router, theme and language persist across a reload', async ({
  page,
  app,
}) => {
  const settings = await openSwap(page, app)
  await settings.open()
  await expect(settings.auto).toHaveAttribute('aria-pressed', 'true')

  await settings.slippage.fill('1.5')
  await expect(settings.message).toHaveText('Your transaction may be frontrun')
  await settings.deadline.fill('45')
  await settings.autoRouter.click()
  await expect(settings.autoRouter).toHaveAttribute('aria-checked', 'false')
  // The page starts light (Chromium's default colour scheme); the toggle must really change it.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await settings.darkTheme.click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await settings.language('de-DE').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')

  // Saved with the 1000 ms debounce (spec 01 §9 Timing) under the versioned key.
  await expect
    .poll(() => settings.stored())
    .toMatchObject({
      version: 2,
      userSlippageTolerance: 150,
      userDeadline: 2700,
      userClientSideRouter: true,
      userLocale: 'de-DE',
      darkMode: true,
    })

  await page.reload()
  await app.ready()
  await settings.open()
  await expect(settings.auto).toHaveAttribute('aria-pressed', 'false')
  await expect(settings.slippage).toHaveValue('1.50')
  await expect(settings.deadline).toHaveValue('45')
  await expect(settings.autoRouter).toHaveAttribute('aria-checked', 'false')
  await expect(settings.language('de-DE')).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
})

test('a change made just before leaving is not lost', async ({ page, app }) => {
  const settings = await openSwap(page, app)
  await settings.open()
  await settings.deadline.fill('10')
  // Reload at once, inside the 1000 ms debounce: the pending save is flushed on pagehide.
  await page.reload()
  await app.ready()
  await settings.open()
  await expect(settings.deadline).toHaveValue('10')
})

test('garbage in storage loads the defaults', async ({ page, app }) => {
  const settings = await openSwap(page, app)
  await reloadWithStorage(page, { [USER_KEY]: '{not json' })
  await app.ready()
  await settings.open()
  await expect(settings.auto).toHaveAttribute('aria-pressed', 'true')
  await expect(settings.slippage).toHaveValue('')
  await expect(settings.slippage).toHaveAttribute('placeholder', /^\d+\.\d\d$/)
  await expect(settings.deadline).toHaveValue('')
  await expect(settings.deadline).toHaveAttribute('placeholder', '30')
  await expect(settings.autoRouter).toHaveAttribute('aria-checked', 'true')
  await expect(settings.expertMode).toHaveAttribute('aria-checked', 'false')
})

test('each unreadable field falls back to its default, the valid ones are kept', async ({
  page,
  app,
}) => {
  const settings = await openSwap(page, app)
  await reloadWithStorage(page, {
    [USER_KEY]: JSON.stringify({
      version: 2,
      userSlippageTolerance: 99_999,
      userDeadline: 'soon',
      userExpertMode: true,
      userClientSideRouter: 'maybe',
      userLocale: 'xx-XX',
    }),
  })
  await app.ready()
  await settings.open()
  await expect(settings.auto).toHaveAttribute('aria-pressed', 'true')
  await expect(settings.deadline).toHaveValue('')
  await expect(settings.expertMode).toHaveAttribute('aria-checked', 'true')
  await expect(settings.autoRouter).toHaveAttribute('aria-checked', 'true')
})

test('stored settings of the previous version are migrated (spec 01 §5)', async ({ page, app }) => {
  const settings = await openSwap(page, app)
  await reloadWithStorage(page, {
    // An old fixed 0.5 % preset becomes auto; a 4-hour deadline is outside 60..10800 s.
    [LEGACY_USER_KEY]: JSON.stringify({
      version: 1,
      userExpertMode: true,
      userSlippageTolerance: 50,
      userDeadline: 14_400,
    }),
  })
  await app.ready()
  await settings.open()
  await expect(settings.auto).toHaveAttribute('aria-pressed', 'true')
  await expect(settings.deadline).toHaveValue('')
  await expect(settings.expertMode).toHaveAttribute('aria-checked', 'true')
  // Moved to the current key at start, the old key removed.
  await expect.poll(() => settings.stored()).toMatchObject({ version: 2, userExpertMode: true })
  expect(await page.evaluate((k) => localStorage.getItem(k), LEGACY_USER_KEY)).toBeNull()
})

test('slippage input: validation and warnings', async ({ page, app }) => {
  const settings = await openSwap(page, app)
  await settings.open()
  await settings.slippage.fill('0.01')
  await expect(settings.message).toHaveText('Your transaction may fail')
  await settings.slippage.fill('0.5')
  await expect(settings.message).toHaveText('')
  await settings.slippage.fill('50.01')
  await expect(settings.message).toHaveText('Enter a valid slippage percentage')
  await expect(settings.slippage).toHaveAttribute('aria-invalid', 'true')
  await settings.slippage.fill('')
  await expect(settings.auto).toHaveAttribute('aria-pressed', 'true')
  await settings.deadline.fill('5000')
  await expect(settings.deadline).toHaveAttribute('aria-invalid', 'true')
  await expect(settings.deadlineMessage).toHaveText('Enter a deadline between 1 and 4320 minutes')
})

test('expert mode needs "Are you sure?" and the typed word confirm; off is immediate', async ({
  page,
  app,
}) => {
  const settings = await openSwap(page, app)
  await settings.open()
  await settings.expertMode.click()
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('ONLY USE THIS MODE IF YOU KNOW WHAT YOU ARE DOING.')
  await dialog.getByRole('button', { name: 'Turn On Expert Mode' }).click()
  const word = dialog.getByTestId('expert-mode-confirm-input')
  const confirm = dialog.getByTestId('expert-mode-confirm')
  await word.fill('yes')
  await expect(confirm).toBeDisabled()
  await word.fill('confirm')
  await confirm.click()
  await expect(dialog).toHaveCount(0)

  await settings.open()
  await expect(settings.expertMode).toHaveAttribute('aria-checked', 'true')
  await expect.poll(async () => (await settings.stored())?.userExpertMode).toBe(true)
  await settings.expertMode.click()
  await expect(settings.expertMode).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0)
})

test('dismissing "Are you sure?" leaves expert mode off', async ({ page, app }) => {
  const settings = await openSwap(page, app)
  await settings.open()
  await settings.expertMode.click()
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0)
  await settings.open()
  await expect(settings.expertMode).toHaveAttribute('aria-checked', 'false')
})

test('only one menu at a time: opening another menu or modal closes settings', async ({
  page,
  app,
}) => {
  const settings = await openSwap(page, app)
  await settings.open()
  await app.networkSelector.click()
  await expect(page.getByRole('menu')).toBeVisible()
  await expect(settings.menu).toHaveCount(0)
  await page.keyboard.press('Escape')
  await settings.open()
  await app.walletButton.click()
  await expect(app.walletModal).toBeVisible()
  await expect(settings.menu).toHaveCount(0)
})

// Issue 12 #10: an out-of-range slippage or deadline is refused at the field with a message and
// never reaches a transaction: the stored setting (and so the swap's minimum received) stays at
// the last value the user settled on, even when typed key by key through valid values (6 → 60).
test('60 % slippage and 0 or 9999 minutes are refused at the field; the swap keeps the last valid settings', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const dai = seedToken(devnet.l1, 'DAI')
  const swap = await openSwapWithWallet(
    page,
    app,
    wallet,
    `inputCurrency=ETH&outputCurrency=${dai.address}`,
  )
  const settings = new SettingsMenu(page)
  await settings.open()
  await settings.slippage.fill('1')
  await settings.deadline.fill('20')
  await page.keyboard.press('Escape')
  await swap.inputAmount.fill('1.5')
  await swap.expectQuote()
  await expect(swap.details).toContainText('Minimum received after slippage (1.00%)')
  const minimum = await page.getByTestId('swap-slippage-amount').textContent()
  await expect
    .poll(() => settings.stored())
    .toMatchObject({ userSlippageTolerance: 100, userDeadline: 1200 })

  await settings.open()
  await settings.slippage.selectText()
  await settings.slippage.pressSequentially('60')
  await expect(settings.message).toHaveText('Enter a valid slippage percentage')
  await expect(settings.slippage).toHaveAttribute('aria-invalid', 'true')
  await expect(settings.slippage).toHaveValue('60')
  const describedBy = await settings.slippage.getAttribute('aria-describedby')
  expect(describedBy).toBe(await settings.message.getAttribute('id'))
  await expect(settings.message).toHaveAttribute('aria-live', 'polite')

  for (const minutes of ['0', '9999']) {
    await settings.deadline.selectText()
    await settings.deadline.pressSequentially(minutes)
    await expect(settings.deadlineMessage).toHaveText('Enter a deadline between 1 and 4320 minutes')
    await expect(settings.deadline).toHaveAttribute('aria-invalid', 'true')
  }
  // Leaving the field keeps the refused text and says why, until the user changes it.
  await settings.slippage.focus()
  await expect(settings.deadlineMessage).toHaveText('Enter a deadline between 1 and 4320 minutes')

  await page.keyboard.press('Escape')
  await expect(settings.menu).toHaveCount(0)
  // The swap still uses 1 % (the 6 % typed on the way to 60 did not stay) …
  await expect(swap.details).toContainText('Minimum received after slippage (1.00%)')
  await expect(page.getByTestId('swap-slippage-amount')).toHaveText(minimum ?? '')
  // … and the stored settings are the last valid ones: a save still waiting out the 1000 ms
  // debounce is written now (the app's pagehide flush), so a refused value would be in it.
  await flushPendingSaves(page)
  expect(await settings.stored()).toMatchObject({ userSlippageTolerance: 100, userDeadline: 1200 })
  // Reopened, the fields show the settings in force.
  await settings.open()
  await expect(settings.slippage).toHaveValue('1.00')
  await expect(settings.deadline).toHaveValue('20')
  await expect(settings.message).toHaveText('')
})

test.describe('the settings panel', () => {
  // One page: both themes (hash navigation switches the theme without a reload), then both
  // phone widths, the panel opened afresh each time (it is placed when it opens). The panel as it
  // opens is axed in first-five-minutes.spec.ts (the whole page, both themes): here it is axed
  // with both refusal messages showing.
  test('has no serious or critical axe findings with its refusal messages showing (light and dark) and stays inside the viewport at 320 and 375 px', async ({
    page,
    app,
  }) => {
    const settings = new SettingsMenu(page)
    let axed = 0
    for (const theme of ['light', 'dark'] as const) {
      await app.goto(`/swap?theme=${theme}`)
      await app.ready()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await settings.open()
      await settings.slippage.fill('60')
      await settings.deadline.fill('0')
      await expect(settings.deadlineMessage).not.toHaveText('')
      expect(await seriousAxeViolations(page), `${theme}, refusals showing`).toEqual([])
      axed++
      await page.keyboard.press('Escape')
      await expect(settings.menu).toHaveCount(0)
    }
    expect(axed).toBe(2)

    let fitted = 0
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 667 })
      await settings.open()
      await settings.slippage.fill('60')
      await settings.deadline.fill('0')
      await expect(settings.deadlineMessage).not.toHaveText('')
      const box = await settings.menu.boundingBox()
      if (!box) throw new Error('the settings panel has no box')
      expect(box.y, `${width} px`).toBeGreaterThanOrEqual(0)
      // issue 34 #13: the page's 16 px margin on both sides (it sat 7 px from the left edge).
      expect(box.x, `${width} px`).toBeCloseTo(16, 0)
      expect(width - (box.x + box.width), `${width} px`).toBeCloseTo(16, 0)
      expect(box.y + box.height, `${width} px`).toBeLessThanOrEqual(667)
      // Only the panel scrolls: the language list inside it does not scroll on its own.
      const languages = settings.menu.locator('.settings__languages')
      expect(await languages.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0)
      // Nothing inside sticks out of the panel sideways (long messages wrap).
      const overflow = await settings.menu.evaluate((el) => el.scrollWidth - el.clientWidth)
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(pageOverflow, `${width} px`).toBeLessThanOrEqual(0)
      fitted++
      await page.keyboard.press('Escape')
      await expect(settings.menu).toHaveCount(0)
    }
    expect(fitted).toBe(2)
  })

  test('works by keyboard: Enter opens, Tab walks in, Escape closes and focus returns to the gear', async ({
    page,
    app,
  }) => {
    const settings = await openSwap(page, app)
    await settings.gear.focus()
    await page.keyboard.press('Enter')
    await expect(settings.menu).toBeVisible()
    await expect(settings.gear).toHaveAttribute('aria-expanded', 'true')
    await expect(settings.auto).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(settings.auto).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(settings.slippage).toBeFocused()
    await page.keyboard.type('60')
    await expect(settings.message).toHaveText('Enter a valid slippage percentage')
    await page.keyboard.press('Escape')
    await expect(settings.menu).toHaveCount(0)
    await expect(settings.gear).toBeFocused()
    await expect(settings.gear).toHaveAttribute('aria-expanded', 'false')
    // Space opens it again from the gear.
    await page.keyboard.press(' ')
    await expect(settings.menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(settings.gear).toBeFocused()
  })
})
