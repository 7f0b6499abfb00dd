// Settings dropdown (spec 01 §2 "Settings dropdown / transaction settings", §3 "User settings",
// §5 "Slippage input", "Deadline input", "Stored-settings migration", "Expert mode"): the
// choices persist across reloads, garbage in storage loads defaults field by field, expert mode
// needs 'Are you sure?' and the typed word confirm. No wallet needed: settings are per browser.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../harness/fixtures.ts'

/** apps/web/src/modules/user/state/settings.ts USER_STORAGE_KEY (and the v1 key it migrates). */
const USER_KEY = 'tidepool.user:v2'
const LEGACY_USER_KEY = 'tidepool.user:v1'

class SettingsMenu {
  readonly page: Page
  readonly gear: Locator
  readonly menu: Locator
  readonly auto: Locator
  readonly slippage: Locator
  readonly message: Locator
  readonly deadline: Locator
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
    this.autoRouter = this.menu.getByTestId('toggle-auto-router')
    this.expertMode = this.menu.getByTestId('toggle-expert-mode')
    this.darkTheme = this.menu.getByTestId('toggle-dark-mode')
  }

  async open(): Promise<void> {
    await this.gear.click()
    await expect(this.menu).toBeVisible()
    await expect(this.menu.getByRole('heading', { name: 'Transaction Settings' })).toBeVisible()
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
  await expect(settings.message).toHaveCount(0)
  await settings.slippage.fill('50.01')
  await expect(settings.message).toHaveText('Enter a valid slippage percentage')
  await expect(settings.slippage).toHaveAttribute('aria-invalid', 'true')
  await settings.slippage.fill('')
  await expect(settings.auto).toHaveAttribute('aria-pressed', 'true')
  await settings.deadline.fill('5000')
  await expect(settings.deadline).toHaveAttribute('aria-invalid', 'true')
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
