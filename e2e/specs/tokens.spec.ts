// spec 01 §2 "Token selection dialog" on the devnet: the picker opens from the swap screen,
// searches by symbol and by pasted address, imports an unlisted token (which then stays Active
// across a reload) and refuses a blocked one with 'Token not supported'.
import type { Locator, Page } from '@playwright/test'
import type { ManifestChain, ManifestTokenLists } from '@tidepool/devnet/manifest'
import { enBalance } from '../harness/balance.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import {
  CUSTOM_TOKENS_STORAGE_KEY,
  flushPendingSaves,
  LISTS_STORAGE_KEY,
  storedText,
} from '../harness/storage.ts'
import { seedToken, tokenBalance } from '../harness/swap-page.ts'

function extraToken(chain: ManifestChain, role: 'unlisted' | 'blocked') {
  const token = chain.extraTokens?.find((t) => t.role === role)
  if (!token) throw new Error(`the devnet has no ${role} token on ${chain.name}`)
  return token
}

// The swap screen starts with the native currency on the From side: the picker opens from To.
async function openPicker(page: Page) {
  await page.getByRole('button', { name: /^To: / }).click()
  const dialog = page.getByRole('dialog', { name: 'Select a token' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('searches by symbol and picks with Enter', async ({ page, app }) => {
  await app.goto('/swap')
  await app.ready()
  const dialog = await openPicker(page)
  await expect(dialog.getByPlaceholder('Search name or paste address')).toBeFocused()
  await expect(dialog.getByRole('button', { name: 'Manage Token Lists' })).toBeVisible()
  const search = dialog.getByPlaceholder('Search name or paste address')
  await search.fill('DAI')
  await expect(dialog.getByRole('option', { name: /DAI/ })).toBeVisible()
  await search.fill('no such token zz')
  await expect(dialog.getByText('No results found.')).toBeVisible()
  await search.fill('dai')
  await expect(dialog.getByRole('option')).toHaveCount(1)
  await search.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'To: DAI' })).toBeVisible()
})

test("shows balances when connected: the chain's balance, grouped", async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const dai = seedToken(devnet.l1, 'DAI')
  const raw = await tokenBalance(devnet.l1, dai.address, wallet.address)
  expect(raw).toBeGreaterThan(0n)
  await app.openConnected('/swap', wallet)
  const dialog = await openPicker(page)
  await dialog.getByPlaceholder('Search name or paste address').fill('DAI')
  const row = dialog.getByRole('option', { name: /DAI/ })
  // Every whole unit, en-US separators, decimals cut to 4 (issue 12 #4, issue 34 #5).
  await expect(row.locator('.token-row__balance')).toHaveText(enBalance(raw, dai.decimals))
})

test('imports an unlisted token by pasted address; it stays Active after a reload', async ({
  page,
  app,
  devnet,
}) => {
  const unl = extraToken(devnet.l1, 'unlisted')
  await app.goto('/swap')
  await app.ready()
  let dialog = await openPicker(page)
  await dialog.getByPlaceholder('Search name or paste address').fill(unl.address)
  const row = dialog.getByTestId('token-row').filter({ hasText: unl.symbol })
  await expect(row).toContainText(unl.name)
  await row.getByRole('button', { name: 'Import' }).click()

  const importDialog = page.getByRole('dialog', { name: 'Import token' })
  await expect(importDialog.getByText(/doesn't appear on the active token list/)).toBeVisible()
  await expect(importDialog.getByText('Import token', { exact: true })).toHaveCount(1)
  await expect(importDialog.getByRole('button', { name: 'Import' })).toBeFocused()
  await expect(importDialog.getByText('Unknown Source')).toBeVisible()
  await expect(importDialog.getByRole('link', { name: unl.address })).toBeVisible()
  await importDialog.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByRole('button', { name: `To: ${unl.symbol}` })).toBeVisible()

  // Custom tokens are saved debounced (1 s): flushed now, as on leaving, and stored. The token is
  // Active after a reload.
  await flushPendingSaves(page)
  expect((await storedText(page, CUSTOM_TOKENS_STORAGE_KEY))?.toLowerCase()).toContain(
    unl.address.toLowerCase(),
  )
  await page.reload()
  await app.ready()
  dialog = await openPicker(page)
  await dialog.getByPlaceholder('Search name or paste address').fill(unl.symbol)
  await expect(dialog.getByRole('option', { name: new RegExp(unl.symbol) })).toContainText('Active')
})

test("a blocked token shows 'Token not supported' with Import disabled", async ({
  page,
  app,
  devnet,
}) => {
  const blk = extraToken(devnet.l1, 'blocked')
  await app.goto('/swap')
  await app.ready()
  const dialog = await openPicker(page)
  await dialog.getByPlaceholder('Search name or paste address').fill(blk.address)
  await dialog.getByRole('button', { name: 'Import' }).click()
  // The blocked screen's title is 'Token not supported' (the modal header, drawn once).
  const importDialog = page.getByRole('dialog', { name: 'Token not supported' })
  await expect(importDialog.getByRole('heading', { name: 'Token not supported' })).toHaveCount(1)
  await expect(importDialog.getByRole('button', { name: 'Back' })).toBeFocused()
  await expect(
    importDialog.getByText('This token is not supported in the Uniswap Labs app'),
  ).toBeVisible()
  await expect(importDialog.getByRole('button', { name: 'Import' })).toBeDisabled()
})

async function openManage(page: Page) {
  const dialog = await openPicker(page)
  await dialog.getByRole('button', { name: 'Manage Token Lists' }).click()
  const manage = page.getByRole('dialog', { name: 'Manage' })
  await expect(manage.getByRole('tab', { name: 'Lists' })).toBeVisible()
  return manage
}

async function addList(page: Page, location: string, name: RegExp, open?: Locator) {
  const manage = open ?? (await openManage(page))
  await manage.getByPlaceholder('https:// or ipfs:// or ENS name').fill(location)
  const found = manage.getByTestId('found-list')
  await expect(found).toContainText(name)
  await found.getByRole('button', { name: 'Import' }).click()
  // spec 01 §4 view flow: manage → import list → manage once added.
  const importList = page.getByRole('dialog', { name: 'Import List' })
  await expect(importList.getByText('Import at your own risk')).toBeVisible()
  await expect(importList.getByLabel('I understand')).toBeFocused()
  const importButton = importList.getByRole('button', { name: 'Import', exact: true })
  await expect(importButton).toBeDisabled()
  await importList.getByLabel('I understand').check()
  await importButton.click()
  await expect(manage.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true')
  return manage
}

function tokenLists(devnet: Devnet): ManifestTokenLists {
  const lists = devnet.manifest.tokenLists
  if (!lists) throw new Error('the devnet serves no extra token lists')
  return lists
}

test('adds a list by URL; turning it off moves its tokens to Import', async ({
  page,
  app,
  devnet,
}) => {
  const lists = tokenLists(devnet)
  await app.goto('/swap')
  await app.ready()
  const manage = await addList(page, lists.extended, /Tidepool Extended/)
  await manage.getByRole('button', { name: 'Back' }).click()
  const dialog = page.getByRole('dialog', { name: 'Select a token' })
  const search = dialog.getByPlaceholder('Search name or paste address')
  await expect(search).toBeFocused()
  await search.fill('OCN')
  await expect(dialog.getByRole('option', { name: /OCN/ })).toContainText('Active')

  await dialog.getByRole('button', { name: 'Manage Token Lists' }).click()
  await page.getByRole('switch', { name: /Tidepool Extended/ }).click()
  await expect(page.getByRole('switch', { name: /Tidepool Extended/ })).toHaveText('OFF')
  await page.getByRole('button', { name: 'Back' }).click()
  await search.fill('OCN')
  const row = dialog.getByTestId('token-row').filter({ hasText: 'OCN' })
  await expect(row.getByRole('button', { name: 'Import' })).toBeVisible()
  await expect(dialog.getByRole('option', { name: /OCN/ })).toHaveCount(0)
})

test('adds a list by ENS name and removes it by typing REMOVE', async ({ page, app, devnet }) => {
  const lists = tokenLists(devnet)
  await app.goto('/swap')
  await app.ready()
  const manage = await addList(page, lists.ensName, /Tidepool ENS/)
  await manage.getByRole('button', { name: 'Tidepool ENS info' }).click()
  await manage.getByRole('button', { name: 'Remove list' }).click()
  // Typed in the page, not in window.prompt (which in-app wallet browsers often lack).
  const word = manage.getByTestId('remove-list-confirm-input')
  await expect(word).toBeFocused()
  await word.fill('remove')
  await expect(manage.getByTestId('remove-list-confirm')).toBeDisabled()
  await word.fill('REMOVE')
  await manage.getByTestId('remove-list-confirm').click()
  await expect(manage.getByRole('switch', { name: /Tidepool ENS/ })).toHaveCount(0)
})

test('a newer version of a list waits as a pending update until accepted', async ({
  page,
  app,
  devnet,
}) => {
  const lists = tokenLists(devnet)
  const publish = (version: string) =>
    fetch(lists.versionedAdmin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version }),
    })
  try {
    await app.goto('/swap')
    await app.ready()
    await addList(page, lists.versioned, /Versioned/i)
    // 1.0.1 adds a token with only a patch bump: it stays pending (spec 01 §4). The added list
    // (saved debounced, 1 s) is written now, as on leaving, and the page reloads.
    await publish('1.0.1')
    await flushPendingSaves(page)
    expect(await storedText(page, LISTS_STORAGE_KEY)).toContain(lists.versioned)
    await page.reload()
    await app.ready()
    const manage = await openManage(page)
    await manage.getByRole('button', { name: /Versioned.* info/i }).click()
    await expect(manage.getByText('v1.0.0')).toBeVisible()
    await manage.getByRole('button', { name: 'Update list' }).click()
    await expect(manage.getByText('v1.0.1')).toBeVisible()
  } finally {
    await publish('1.0.0')
  }
})

test('a hostile list is rendered inertly and an invalid one is refused', async ({
  page,
  app,
  devnet,
}) => {
  const lists = tokenLists(devnet)
  await app.goto('/swap')
  await app.ready()
  const manage = await openManage(page)
  const input = manage.getByPlaceholder('https:// or ipfs:// or ENS name')
  await input.fill(lists.invalid)
  await expect(manage.getByText(/^Token list failed validation: /)).toBeVisible()

  await addList(page, lists.malicious, /Tidepool Malicious/, manage)
  await page.getByRole('button', { name: 'Back' }).click()
  const dialog = page.getByRole('dialog', { name: 'Select a token' })
  await dialog.getByPlaceholder('Search name or paste address').fill('<script>')
  // Script in names is text; javascript:/data:text/html logos never load (identicon instead).
  await expect(dialog.getByText('<script>window.__pwned=1</script>')).toBeVisible()
  await expect(dialog.getByTestId('token-identicon').first()).toBeVisible()
  await dialog.getByPlaceholder('Search name or paste address').fill('DUP')
  await expect(dialog.getByTestId('token-row').filter({ hasText: 'DUP' })).toHaveCount(1)
  await dialog.getByPlaceholder('Search name or paste address').fill('WRONG')
  await expect(dialog.getByText('No results found.')).toBeVisible()
  expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false)
  await expect(page.locator('img[src^="javascript:"], img[src^="data:text/html"]')).toHaveCount(0)
})

test("the Lists tab says 'Loaded' for a list already present and 'Error importing list' on failures", async ({
  page,
  app,
  devnet,
}) => {
  const lists = tokenLists(devnet)
  const defaultList = devnet.manifest.tokenListUrls[0]
  if (!defaultList) throw new Error('the devnet has no default list')
  await app.goto('/swap')
  await app.ready()
  const manage = await openManage(page)
  const input = manage.getByPlaceholder('https:// or ipfs:// or ENS name')
  await expect(input).toBeFocused()
  await input.fill(defaultList)
  const found = manage.getByTestId('found-list')
  await expect(found).toContainText('Loaded')
  await expect(found.getByRole('button', { name: 'Import' })).toHaveCount(0)

  // A location that does not answer with a list.
  await input.fill(`${devnet.devnetUrl}/lists/no-such-list.json`)
  await expect(manage.getByText('Error importing list')).toBeVisible()

  // The preview loads, then the import's own fetch fails: the error line of the import view.
  let fetches = 0
  await page.route(lists.extended, (route) =>
    ++fetches === 1 ? route.continue() : route.abort('connectionfailed'),
  )
  await input.fill(lists.extended)
  await manage.getByTestId('found-list').getByRole('button', { name: 'Import' }).click()
  const importList = page.getByRole('dialog', { name: 'Import List' })
  await importList.getByLabel('I understand').check()
  await importList.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(importList.getByText('Error importing list')).toBeVisible()
  await importList.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('switch', { name: /Tidepool Extended/ })).toHaveCount(0)
})

test('the Tokens tab imports by address, lists custom tokens, removes and clears them', async ({
  page,
  app,
  devnet,
}) => {
  const unl = extraToken(devnet.l1, 'unlisted')
  await app.goto('/swap')
  await app.ready()

  const importFromTokensTab = async () => {
    const manage = await openManage(page)
    await manage.getByRole('tab', { name: 'Tokens' }).click()
    const input = manage.getByPlaceholder('0x0000')
    await expect(input).toBeFocused()
    await input.fill(unl.address)
    const card = manage.getByTestId('found-token')
    await expect(card).toContainText(unl.symbol)
    await expect(card).toContainText(unl.name)
    await card.getByRole('button', { name: 'Import' }).click()
    const importDialog = page.getByRole('dialog', { name: 'Import token' })
    await importDialog.getByRole('button', { name: 'Import' }).click()
    await expect(page.getByRole('button', { name: `To: ${unl.symbol}` })).toBeVisible()
  }
  const openTokensTab = async () => {
    await page.getByRole('button', { name: `To: ${unl.symbol}` }).click()
    await page.getByRole('button', { name: 'Manage Token Lists' }).click()
    const manage = page.getByRole('dialog', { name: 'Manage' })
    await manage.getByRole('tab', { name: 'Tokens' }).click()
    return manage
  }

  await importFromTokensTab()
  let manage = await openTokensTab()
  await expect(manage.getByText('1 Custom Tokens')).toBeVisible()
  const row = manage.getByTestId('custom-token')
  await expect(row.getByRole('link', { name: unl.symbol })).toHaveAttribute(
    'href',
    new RegExp(unl.address, 'i'),
  )
  await expect(
    manage.getByText('Tip: Custom tokens are stored locally in your browser'),
  ).toBeVisible()
  await row.getByRole('button', { name: `Remove ${unl.symbol}` }).click()
  await expect(manage.getByText('0 Custom Tokens')).toBeVisible()
  await expect(manage.getByTestId('custom-token')).toHaveCount(0)

  // Added again (it is still the selected token), then 'Clear all'.
  await manage.getByPlaceholder('0x0000').fill(unl.address)
  await manage.getByTestId('found-token').getByRole('button', { name: 'Import' }).click()
  await page
    .getByRole('dialog', { name: 'Import token' })
    .getByRole('button', { name: 'Import' })
    .click()
  manage = await openTokensTab()
  await expect(manage.getByText('1 Custom Tokens')).toBeVisible()
  await manage.getByRole('button', { name: 'Clear all' }).click()
  await expect(manage.getByText('0 Custom Tokens')).toBeVisible()
  await manage.getByRole('button', { name: 'Back' }).click()
  const search = page.getByPlaceholder('Search name or paste address')
  await search.fill(unl.symbol)
  await expect(page.getByRole('option', { name: new RegExp(unl.symbol) })).toHaveCount(0)
})

test('a token from the URL gets its list logo even when the lists arrive after it', async ({
  page,
  app,
  devnet,
}) => {
  const dai = seedToken(devnet.l1, 'DAI')
  const listUrl = devnet.manifest.tokenListUrls[0]
  if (!listUrl) throw new Error('the devnet has no default list')
  // Held back until the URL's token has been read from the chain and shown (no logo of its own).
  let held = 0
  let release = () => {}
  const released = new Promise<void>((r) => {
    release = r
  })
  await page.route(listUrl, async (route) => {
    held++
    await released
    await route.continue()
  })
  await app.goto(`/swap?outputCurrency=${dai.address}`)
  await app.ready()
  const button = page.getByRole('button', { name: 'To: DAI' })
  await expect(button).toBeVisible()
  // No list logo yet (the list is still held back).
  expect(await button.locator('img[src$="/logos/DAI.svg"]').count()).toBe(0)
  release()
  await expect(button.locator('img')).toHaveAttribute('src', /\/logos\/DAI\.svg$/, {
    timeout: 15_000,
  })
  expect(held).toBeGreaterThan(0)
})
