// issue 18 (e): /swap, /pool, /add and /vote in ja-JP, ar-SA, de-DE and ru-RU, with no English
// left but names and symbols, numbers and dates in the language's format, the language picked in
// settings kept across a reload.
// issue 11 §4 "i18n plumbing" on the built app: the pseudo locale shows no untranslated text on
// /swap and in its dialogs; ar-SA turns the page right to left with the swap card mirrored;
// balances are grouped in the language's style; the language picked in settings, or given by
// ?lng before or inside the hash, is the one the page speaks after a reload.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { nativeBalance } from '../harness/balance.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import { REPO_ROOT } from '../harness/paths.ts'
import { flushPendingSaves, storedJson, USER_STORAGE_KEY } from '../harness/storage.ts'
import { SwapPage, seedToken } from '../harness/swap-page.ts'

// ---------------------------------------------------------------------------------------------
// (a) pseudo locale: every visible text and accessible label must be a translated message.

/**
 * Data, not interface text, which the page shows as it is. Kept small and explicit: the token
 * symbols and names of the devnet (list data), the native currency, wallet brand names (the
 * one the harness announces and the connectors the wallet modal offers). Elements the app marks `translate="no"` (token symbols, chain names)
 * and `lang` (the language list, each name in its own language) are data too.
 */
function dataWords(devnet: Devnet): string[] {
  const tokens = [devnet.l1, devnet.l2].flatMap((c) => [...c.tokens, ...(c.extraTokens ?? [])])
  return [
    ...tokens.flatMap((t) => [t.symbol, t.name]),
    'ETH',
    'Ether',
    'E2E Wallet',
    'MetaMask',
    'Coinbase Wallet',
    'WalletConnect',
  ]
}

/**
 * Texts on the page (text nodes, aria-label, placeholder, title, alt of visible elements) under
 * `root` that contain Latin letters but no pseudo-locale accent. Numbers, addresses and hashes,
 * and the `data` words are removed from a text before it is judged.
 */
async function untranslatedTexts(root: Locator, data: string[]): Promise<string[]> {
  return root.evaluate((rootElement, dataList) => {
    const found = new Set<string>()
    const byLength = [...dataList].sort((a, b) => b.length - a.length)
    // Text of the elements marked as data: an aria-label repeating one (a chain's menu item) is data.
    const marked = new Set(
      [...document.querySelectorAll('[translate="no"]')].map((e) => e.textContent?.trim() ?? ''),
    )
    const isData = (el: Element | null): boolean =>
      !!el?.closest('[translate="no"]') || !!el?.closest('[lang]:not(html)')
    const visible = (el: Element): boolean => {
      if (el.closest('[aria-hidden="true"]')) return false
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.display === 'none') return false
      return el.getClientRects().length > 0
    }
    const judge = (raw: string) => {
      const text = raw.replace(/\s+/g, ' ').trim()
      if (!text || marked.has(text)) return
      let rest = text
      for (const word of byLength) rest = rest.split(word).join(' ')
      // Addresses, hashes, URLs of lists, numbers.
      rest = rest
        .replace(/0x[0-9a-fA-F…]+/g, ' ')
        .replace(/https?:\/\/\S+/g, ' ')
        .replace(/[\d.,]+/g, ' ')
      if (!/[A-Za-z]/.test(rest)) return
      // Lingui's pseudo locale accents letters (Latin-1 supplement, extended A/B, additional).
      if (/[\u00C0-\u024F\u1E00-\u1EFF]/.test(text)) return
      found.add(text)
    }
    const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || isData(parent) || !visible(parent)) continue
      if (parent.closest('script, style, noscript, title, svg title')) continue
      judge(node.textContent ?? '')
    }
    const withLabels = rootElement.querySelectorAll('[aria-label], [placeholder], [title], [alt]')
    for (const el of [rootElement, ...withLabels]) {
      if (!(el instanceof Element) || isData(el) || !visible(el)) continue
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)
        if (value) judge(value)
      }
    }
    return [...found]
  }, data)
}

/** Collects the untranslated texts of each state and fails listing them all, by state. */
class Findings {
  readonly byState = new Map<string, string[]>()
  readonly page: Page
  readonly data: string[]
  constructor(page: Page, data: string[]) {
    this.page = page
    this.data = data
  }
  async scan(state: string, root: Locator = this.page.locator('body')): Promise<void> {
    const texts = await untranslatedTexts(root, this.data)
    if (texts.length) this.byState.set(state, texts)
  }
  report(): string {
    return [...this.byState]
      .map(([state, texts]) => `${state}:\n  ${texts.join('\n  ')}`)
      .join('\n')
  }
}

test('the pseudo locale leaves no text untranslated on /swap and in its dialogs', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  await app.goto('/swap?lng=pseudo')
  await app.ready()
  const findings = new Findings(page, dataWords(devnet))
  // The page speaks pseudo: a known message is accented.
  await expect(page.getByTestId('open-settings-dialog-button')).toHaveAttribute(
    'aria-label',
    /[\u00C0-\u024F\u1E00-\u1EFF]/,
  )
  await findings.scan('/swap')

  // Token picker (from the To side: the From side starts on the native currency).
  await page.getByTestId('swap-output-panel').locator('.token-button').click()
  const picker = page.getByRole('dialog')
  await expect(picker.getByTestId('token-row').first()).toBeVisible()
  await findings.scan('token picker', picker)
  await picker.locator('.token-picker__manage').click()
  await expect(picker.getByTestId('list-row').first()).toBeVisible()
  await findings.scan('token picker: manage lists', picker)
  await picker.getByRole('tab').nth(1).click()
  await findings.scan('token picker: manage tokens', picker)
  await app.closeModalIfOpen()

  // Settings menu.
  await page.getByTestId('open-settings-dialog-button').click()
  await expect(page.getByTestId('settings-menu')).toBeVisible()
  await findings.scan('settings menu', page.getByTestId('settings-menu'))
  await page.keyboard.press('Escape')

  // Network menu.
  await app.networkSelector.click()
  const networks = page.getByRole('menu')
  await expect(networks).toBeVisible()
  await findings.scan('network menu', networks)
  await page.keyboard.press('Escape')

  // Wallet modal (the wallet options), then connected: the account view and recent transactions.
  await app.walletButton.click()
  const walletModal = page.getByRole('dialog')
  await expect(walletModal).toBeVisible()
  await findings.scan('wallet modal', walletModal)
  await walletModal.getByRole('button', { name: wallet.name }).click()
  await expect(app.walletButton).toContainText(wallet.address.slice(-4), { ignoreCase: true })
  if ((await page.getByRole('dialog').count()) === 0) await app.walletButton.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await findings.scan('account view and recent transactions', page.getByRole('dialog'))
  await app.closeModalIfOpen()
  await findings.scan('/swap, connected')

  expect(
    findings.byState.size,
    `untranslated texts in the pseudo locale:\n${findings.report()}`,
  ).toBe(0)
})

// ---------------------------------------------------------------------------------------------
// (b) right to left.

async function tokenButtonIsLeftOfAmount(page: Page): Promise<boolean> {
  const panel = page.getByTestId('swap-input-panel')
  const button = await panel.locator('.token-button').boundingBox()
  const amount = await page.getByTestId('swap-input-amount').boundingBox()
  if (!button || !amount) throw new Error('the input panel is not laid out')
  return button.x + button.width <= amount.x + 1
}

test('ar-SA is written right to left and mirrors the swap card; en-US is not', async ({
  page,
  app,
}) => {
  await app.goto('/swap?lng=en-US')
  await app.ready()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  // Left to right: the amount first, the token button at the end of the line (on the right).
  expect(await tokenButtonIsLeftOfAmount(page)).toBe(false)

  await app.goto('/swap?lng=ar-SA')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA')
  await expect.poll(() => tokenButtonIsLeftOfAmount(page)).toBe(true)
  // The settings gear, at the end of the swap card's header, moves to its left edge too.
  const card = await page.getByTestId('swap-input-panel').boundingBox()
  const gear = await page.getByTestId('open-settings-dialog-button').boundingBox()
  expect(card && gear && gear.x < card.x + card.width / 2).toBe(true)
})

// ---------------------------------------------------------------------------------------------
// (c) grouped balances, (d) the language is remembered.

/**
 * The picker's ETH row balance once it reads `shape` (the balance arrives after the row, which
 * shows 0 until then), with the funded account connected.
 */
async function shownEthBalance(page: Page, shape: RegExp): Promise<string> {
  await page.getByTestId('swap-output-panel').locator('.token-button').click()
  const dialog = page.getByRole('dialog')
  const eth = dialog
    .getByTestId('token-row')
    .filter({ has: page.locator('.token-row__symbol', { hasText: /^ETH$/ }) })
  const balance = eth.locator('.token-row__balance')
  await expect(balance).toHaveText(shape)
  const text = (await balance.textContent()) ?? ''
  await page.keyboard.press('Escape')
  return text
}

/**
 * The pending settings save is written now (the `pagehide` flush, not a sleep past the 1000 ms
 * debounce) and the stored document holds `locale`.
 */
async function expectLocaleStored(page: Page, locale: string): Promise<void> {
  await flushPendingSaves(page)
  expect((await storedJson(page, USER_STORAGE_KEY))?.userLocale).toBe(locale)
}

/** 1,234 or 1,234.5 (en-US) and 1.234 or 1.234,5 (de-DE): thousands grouped. */
const EN_GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/
const DE_GROUPED = /^\d{1,3}(\.\d{3})+(,\d+)?$/

/** Whether `shown` (already without separators) is `actual` to 4 significant figures. */
function agreesTo4SignificantFigures(shown: number, actual: number): boolean {
  const unit = 10 ** (Math.floor(Math.log10(actual)) - 3)
  return Math.abs(shown - actual) <= unit / 2 + unit * 1e-9
}

test('?lng works before the hash and inside it, and is remembered', async ({ page, app }) => {
  await page.goto('/?lng=de-DE#/swap')
  await app.ready()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')

  await page.goto('/#/swap?lng=fr-FR')
  await app.ready()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')

  await expectLocaleStored(page, 'fr-FR')
  await page.goto('/#/swap')
  await app.ready()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
})

// ---------------------------------------------------------------------------------------------
// Screenshots for review (issue 11: pseudo text ~30 % longer must not overflow or clip).

for (const width of [1280, 375]) {
  test(`screenshots of /swap in pseudo and ar-SA at ${width} px`, async ({ page, app }, info) => {
    await page.setViewportSize({ width, height: 800 })
    for (const lng of ['pseudo', 'ar-SA']) {
      await app.goto(`/swap?lng=${lng}`)
      await app.ready()
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar-SA' ? 'rtl' : 'ltr')
      await page.screenshot({ path: info.outputPath(`swap-${lng}-${width}.png`), fullPage: true })
      await page.getByTestId('swap-output-panel').locator('.token-button').click()
      await expect(page.getByRole('dialog').getByTestId('token-row').first()).toBeVisible()
      await page.screenshot({ path: info.outputPath(`picker-${lng}-${width}.png`) })
      await app.closeModalIfOpen()
      await page.getByTestId('open-settings-dialog-button').click()
      await expect(page.getByTestId('slippage-input')).toBeVisible()
      await page.screenshot({ path: info.outputPath(`settings-${lng}-${width}.png`) })
      await page.keyboard.press('Escape')
    }
  })
}

// ---------------------------------------------------------------------------------------------
// (e) issue 18: the main screens really translated.

const CATALOGS = join(REPO_ROOT, 'apps/web/src/i18n/locales')

/** msgid → msgstr of a catalog (Lingui writes each on one line). */
function readCatalog(locale: string): Map<string, string> {
  const po = readFileSync(join(CATALOGS, `${locale}.po`), 'utf8')
  const unquote = (s: string) => JSON.parse(`"${s}"`) as string
  const entries = new Map<string, string>()
  for (const m of po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    if (m[1]) entries.set(unquote(m[1]), unquote(m[2] ?? ''))
  }
  return entries
}

/**
 * What must not be on a page in `locale`: each en-US message the locale translates differently,
 * as an anchored pattern (placeholders match anything), when it has a word of its own; and the
 * Latin-script words the locale's translations use (names, symbols, acronyms kept on purpose).
 */
function englishOf(locale: string): { patterns: string[]; keptWords: string[] } {
  const target = readCatalog(locale)
  const patterns: string[] = []
  for (const [id, str] of target) {
    if (str === '' || str === id) continue
    const literal = id.replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '\u0000').replace(/<\/?\d+>/g, '')
    if (!/[A-Za-z]{3}/.test(literal.replaceAll('\u0000', ''))) continue
    const source = literal
      .split('\u0000')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
      .join('.+?')
    patterns.push(`^${source}$`)
  }
  const keptWords = new Set<string>()
  for (const str of target.values()) for (const w of str.match(/[A-Za-z]+/g) ?? []) keptWords.add(w)
  return { patterns, keptWords: [...keptWords] }
}

/** The visible texts (text nodes and labels) of the page that read as English in `locale`. */
async function englishLeft(page: Page, locale: string, data: string[]): Promise<string[]> {
  const { patterns, keptWords } = englishOf(locale)
  return page.locator('body').evaluate(
    (body, { patterns, keptWords, data }) => {
      const english = patterns.map((p) => new RegExp(p, 's'))
      const kept = new Set(keptWords)
      const byLength = [...data].sort((a, b) => b.length - a.length)
      const found = new Set<string>()
      // Data shown as it is: marked translate="no" or lang (names in their own language), and
      // the proposals' titles (the proposer's text).
      const isData = (el: Element) =>
        !!el.closest('[translate="no"], [lang]:not(html), .gov-list__title, svg, script, style')
      const visible = (el: Element) =>
        !el.closest('[aria-hidden="true"]') && el.getClientRects().length > 0
      const judge = (raw: string) => {
        const text = raw.replace(/\s+/g, ' ').trim()
        if (!text) return
        if (english.some((re) => re.test(text))) return void found.add(text)
        let rest = text
        for (const word of byLength) rest = rest.split(word).join(' ')
        rest = rest.replace(/0x[0-9a-fA-F…]+/g, ' ').replace(/https?:\/\/\S+/g, ' ')
        const words = rest.match(/[A-Za-z]+/g) ?? []
        if (words.some((w) => !kept.has(w))) found.add(text)
      }
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (parent && !isData(parent) && visible(parent)) judge(node.textContent ?? '')
      }
      for (const el of body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
        if (isData(el) || !visible(el)) continue
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = el.getAttribute(name)
          if (value) judge(value)
        }
      }
      return [...found]
    },
    { patterns, keptWords, data },
  )
}

/**
 * The names and symbols of the devnet (every `name` and `symbol` its manifest holds: tokens,
 * networks, seeded pairs), and of the wallets: data, in every language.
 */
function namesOf(devnet: Devnet): string[] {
  const names = new Set<string>([...dataWords(devnet), 'UNI-V2', 'UNI', 'English'])
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const v of value) walk(v)
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if ((key === 'name' || key === 'symbol') && typeof v === 'string') names.add(v)
        else walk(v)
      }
    }
  }
  walk(devnet.manifest)
  return [...names]
}

/** A number the page shows, read back in `locale`'s digits and separators (null: not that style). */
async function readLocaleNumber(page: Page, locale: string, shown: string): Promise<number | null> {
  return page.evaluate(
    ({ locale, shown }) => {
      const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5)
      const group = parts.find((p) => p.type === 'group')?.value ?? ''
      const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.'
      const digits = new Intl.NumberFormat(locale, { useGrouping: false }).format(9876543210)
      const ascii = [...shown.trim()]
        .map((c) => {
          const i = digits.indexOf(c)
          if (i >= 0) return String(9 - i)
          if (c === group) return ''
          if (c === decimal) return '.'
          return c
        })
        .join('')
      // Grouped as the language groups (a number of 5 digits or more shows a group separator).
      if (!/^\d+(\.\d+)?$/.test(ascii)) return null
      if ((ascii.split('.')[0] ?? '').length > 4 && !shown.includes(group)) return null
      return Number(ascii)
    },
    { locale, shown },
  )
}

/** Every medium-style date (Intl) from two years back to two ahead, for finding one on the page. */
async function localeDates(page: Page, locale: string): Promise<string[]> {
  return page.evaluate((locale) => {
    const f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    const day = 86_400_000
    const out: string[] = []
    for (let t = Date.now() - 730 * day; t < Date.now() + 730 * day; t += day) out.push(f.format(t))
    return out
  }, locale)
}

async function expectSpeaks(page: Page, lng: string, data: string[], where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lng)
  await expect
    .poll(() => englishLeft(page, lng, data), { message: `English left on ${where} in ${lng}` })
    .toEqual([])
}

/** Opens the four screens in `lng` (already active) and checks they speak it, numbers included. */
async function checkMainScreens(
  page: Page,
  app: import('../harness/app-shell.ts').AppShell,
  devnet: Devnet,
  wallet: { address: string },
  lng: string,
  query: string,
) {
  const data = namesOf(devnet)
  const dai = seedToken(devnet.l1, 'DAI').address
  const usdc = seedToken(devnet.l1, 'USDC').address

  await app.goto(`/swap${query}`)
  await expect(page.getByTestId('swap-input-panel')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar-SA' ? 'rtl' : 'ltr')
  await expectSpeaks(page, lng, data, '/swap')
  // The header balance: the account's ETH to 3 significant figures, grouped in the language's style.
  const balance = await nativeBalance(devnet.l1.rpcUrl, wallet.address)
  await expect
    .poll(async () => {
      const text = (await app.walletButton.textContent()) ?? ''
      const amount = text.split(/\s*ETH/)[0]?.trim() ?? ''
      const n = await readLocaleNumber(page, lng, amount)
      return n !== null && Math.abs(n - balance) <= balance * 0.005
    })
    .toBe(true)

  // issue 34 #4: a quote's figures in the language's style (they were '14955.2 USDC' under
  // de-DE), the same numbers as the amount field shows in plain digits.
  // `query` is '' when the language comes from the settings, not the address.
  const params = `inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=5`
  await app.goto(`/swap${query ? `${query}&` : '?'}${params}`)
  const swap = new SwapPage(page)
  await swap.expectQuote()
  await swap.showDetails()
  const expected = Number(await swap.outputAmount.inputValue())
  for (const id of ['swap-expected-output', 'swap-slippage-amount']) {
    const text = ((await page.getByTestId(id).textContent()) ?? '').replace(/\s*USDC$/, '')
    const n = await readLocaleNumber(page, lng, text)
    expect(n, `${id} "${text}" in ${lng} style`).not.toBeNull()
    expect(Math.abs((n ?? 0) - expected)).toBeLessThanOrEqual(expected * 0.01)
  }
  // The price line too (it read "1 ETH = 2991.52 USDC" there): 5 ETH for `expected` USDC.
  const priceText = /= (.+) USDC/.exec((await swap.price.textContent()) ?? '')?.[1] ?? ''
  const price = await readLocaleNumber(page, lng, priceText)
  expect(price, `price "${priceText}" in ${lng} style`).not.toBeNull()
  expect(Math.abs((price ?? 0) - expected / 5)).toBeLessThanOrEqual(expected * 0.002)

  await app.goto(`/pool${query}`)
  await expect(
    page.getByTestId('positions-list').or(page.getByTestId('positions-empty')),
  ).toBeVisible({ timeout: 45_000 })
  await expectSpeaks(page, lng, data, '/pool')
  // issue 34 #4: a position's fee tier in the language's percent style, like its APR beside it
  // (it read '0.3%' beside '0,6 %' under de-DE).
  const tiers = await page.evaluate(
    (locale) =>
      [0.0001, 0.0005, 0.003, 0.01].map((f) =>
        new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(f),
      ),
    lng,
  )
  await expect(page.getByTestId('position-fee-tier').first()).toBeVisible()
  for (const fee of await page.getByTestId('position-fee-tier').allTextContents())
    expect(tiers, `fee tier "${fee}" in ${lng} style`).toContain(fee.trim())
  // A position's prices too (they read "0.94177" under de-DE, where '.' groups thousands): each
  // a number of the language, every group sign followed by three digits.
  await page.getByTestId('position-row').first().getByRole('link').click()
  await expect(page.getByTestId('position-current-price')).toBeVisible({ timeout: 30_000 })
  const group = await page.evaluate(
    (locale) =>
      new Intl.NumberFormat(locale).formatToParts(12345).find((p) => p.type === 'group')?.value,
    lng,
  )
  for (const id of ['position-current-price', 'position-min-price']) {
    const text = ((await page.getByTestId(id).textContent()) ?? '').trim()
    expect(
      await readLocaleNumber(page, lng, text),
      `${id} "${text}" in ${lng} style`,
    ).not.toBeNull()
    const groups = group ? text.split(group).slice(1) : []
    expect(
      groups.every((g) => /^\P{Nd}*\p{Nd}{3}(\P{Nd}|$)/u.test(g)),
      `${id} "${text}" groups`,
    ).toBe(true)
  }

  await app.goto(`/add/${dai}/${usdc}/3000${query}`)
  await expect(page.getByTestId('fee-tier-selector')).toBeVisible()
  await expectSpeaks(page, lng, data, '/add')
  // The fee tier in the language's percent style.
  const fee = await page.evaluate(
    (locale) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(0.003),
    lng,
  )
  await expect(page.getByTestId('fee-tier-selector')).toContainText(fee)

  await app.goto(`/vote${query}`)
  await expect(page.getByTestId('proposal-row').first()).toBeVisible()
  await expectSpeaks(page, lng, data, '/vote')
  // A proposal's voting dates in the language's date style.
  await page.getByTestId('proposal-row').last().click()
  const when = page.getByTestId('proposal-when')
  await expect(when).toBeVisible()
  const dates = await localeDates(page, lng)
  await expect
    .poll(
      async () => {
        const text = (await when.textContent()) ?? ''
        return dates.some((d) => text.includes(d))
      },
      { message: `a ${lng} date on the proposal page` },
    )
    .toBe(true)
}

for (const lng of ['de-DE', 'ja-JP', 'ar-SA']) {
  test(`${lng} via ?lng: /swap, /pool, /add and /vote speak it, numbers and dates in its style`, async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    test.setTimeout(150_000)
    // Connected on the English page (at start: the harness authorizes the wallet before it loads).
    await app.openConnected('/swap?lng=en-US', wallet)
    await checkMainScreens(page, app, devnet, wallet, lng, `?lng=${lng}`)
  })
}

// Was two tests that each picked a language in settings and reloaded (the grouped balance in
// de-DE, and ru-RU's screens): one page and one connection now, both languages kept.
test('a balance over 1,000 is grouped in en-US and de-DE style; the language picked in settings survives a reload (de-DE, then ru-RU, in which /swap, /pool, /add and /vote speak)', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  test.setTimeout(150_000)
  const balance = await nativeBalance(devnet.l1.rpcUrl, wallet.address)
  expect(balance).toBeGreaterThan(1000)

  // Connected on the English page (at start: the harness authorizes the wallet before it loads).
  await app.openConnected('/swap?lng=en-US', wallet)
  const en = await shownEthBalance(page, EN_GROUPED)
  expect(agreesTo4SignificantFigures(Number(en.replaceAll(',', '')), balance)).toBe(true)

  // Picked in the settings menu (no ?lng in the address), then reloaded.
  await app.goto('/swap')
  await page.getByTestId('open-settings-dialog-button').click()
  await page.getByTestId('settings-languages').locator('[data-locale="de-DE"]').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await page.keyboard.press('Escape')
  const de = await shownEthBalance(page, DE_GROUPED)
  expect(
    agreesTo4SignificantFigures(Number(de.replaceAll('.', '').replace(',', '.')), balance),
  ).toBe(true)

  // Saved with the settings' 1000 ms debounce (spec 01 §9 Timing): flushed now, as on leaving.
  await expectLocaleStored(page, 'de-DE')
  await page.reload()
  await app.ready()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await page.getByTestId('open-settings-dialog-button').click()
  await expect(
    page.getByTestId('settings-languages').locator('[data-locale="de-DE"]'),
  ).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('Escape')
  expect(await shownEthBalance(page, DE_GROUPED)).toBe(de)

  // ru-RU picked the same way, kept across a reload, and spoken on the main screens.
  await page.getByTestId('open-settings-dialog-button').click()
  await page.getByTestId('settings-languages').locator('[data-locale="ru-RU"]').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
  await page.keyboard.press('Escape')
  await expectLocaleStored(page, 'ru-RU')
  await page.reload()
  await app.ready()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
  await checkMainScreens(page, app, devnet, wallet, 'ru-RU', '')
})

// issue 34 #13: the live region read 'Transaction confirmed: …' in English under de-DE. The
// toast and the announcement are worded from the catalog when the receipt arrives.
test("de-DE: a swap's result is announced in German, its figures in the language's style", async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const dai = seedToken(devnet.l1, 'DAI')
  // Connected on the English page (at start: the harness authorizes the wallet before it loads).
  await app.openConnected('/swap?lng=en-US', wallet)
  await app.goto(`/swap?lng=de-DE&inputCurrency=ETH&outputCurrency=${dai.address}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  // The form takes the new URL's tokens once they resolve, replacing what it holds: type after.
  await expect(page.getByRole('button', { name: 'Nach: DAI' })).toBeVisible()
  const swap = new SwapPage(page)
  await swap.inputAmount.fill('1')
  await swap.expectQuote()
  await expect(swap.button).toBeEnabled()
  await swap.button.click()
  await swap.confirmDialog.getByTestId('swap-confirm-button').click()
  // '1 ETH gegen 2.989,06 DAI tauschen': German words, German grouping and decimal comma.
  await expect(page.getByTestId('tx-announcer')).toHaveText(
    /^Transaktion bestätigt: 1 ETH gegen \d{1,3}(\.\d{3})*(,\d+)? DAI tauschen$/,
    { timeout: 60_000 },
  )
})
