// /pool (spec 02 §2 Pools Overview, §4 Position badge) against the seeded devnet: the rows and
// badges agree with the chain read directly, hide-closed is remembered, only the account's own
// positions show, the connect and empty states, axe in both themes and 320 px.
import type { Page } from '@playwright/test'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'
import { chainPositions, giveSeededV4Position } from '../harness/liquidity-list.ts'

const connected = (account: number) => ({
  walletOptions: { account, chain: 'l1' as const, authorized: true, name: 'E2E Wallet' },
})
const rows = (page: Page) => page.getByTestId('position-row')
const row = (page: Page, id: string) =>
  page.locator(`[data-testid="position-row"][data-token-id="${id}"]`)

test.describe('account 0 (seeded positions)', () => {
  test.use(connected(0))

  test('lists every position with the badge the chain gives, fees and a link to each', async ({
    page,
    app,
    devnet,
    wallet,
  }) => {
    const onChain = await chainPositions(devnet.l1, wallet.address)
    expect(onChain.map((p) => p.status).sort()).toEqual(
      expect.arrayContaining(['closed', 'inRange', 'outOfRange']),
    )
    await app.goto('/pool')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pools Overview')
    await expect(rows(page)).toHaveCount(onChain.length)
    await expect(
      page.getByRole('heading', { name: `Your positions (${onChain.length})` }),
    ).toBeVisible()
    for (const p of onChain) {
      const r = row(page, p.tokenId)
      await expect(r.getByTestId('position-badge')).toHaveAttribute('data-status', p.status)
      await expect(r.getByRole('link')).toHaveAttribute('href', `#/pool/${p.tokenId}`)
    }
    // The seeded in-range position earned fees from trades after its mint (manifest v3Seed).
    const withFees = devnet.l1.v3Seed?.positions.find(
      (p) => p.owner === wallet.address && p.tickLower === -600,
    )
    const fees = row(page, String(withFees?.tokenId)).getByTestId('position-fees')
    // Both amounts non-zero (the exact figures are the integration test's: readAccountPositions).
    await expect(fees).toContainText(
      /Unclaimed fees\s*0?\.?[1-9][\d.,]* (TIDE|REEF) · 0?\.?[1-9][\d.,]* (TIDE|REEF)/,
    )
    const closed = onChain.find((p) => p.status === 'closed')
    await expect(row(page, closed?.tokenId ?? '').getByTestId('position-badge')).toHaveText(
      'Closed',
    )
    await row(page, onChain[0]?.tokenId ?? '')
      .getByRole('link')
      .click()
    await expect.poll(() => app.route()).toBe(`/pool/${onChain[0]?.tokenId}`)
  })

  test('a v4 position the account received lists beside its v3 ones: marked v4, ETH by name, full range, in range; axe and 320 px hold', async ({
    page,
    app,
    devnet,
    wallet,
  }) => {
    // Issue 32: v4's position manager is not enumerable; the app finds the id in its Transfer logs.
    const id = await giveSeededV4Position(devnet.l1, 'v4-only', wallet.address)
    const onChain = await chainPositions(devnet.l1, wallet.address)
    await app.goto('/pool')
    await expect(rows(page)).toHaveCount(onChain.length + 1)
    await expect(
      page.getByRole('heading', { name: `Your positions (${onChain.length + 1})` }),
    ).toBeVisible()
    const v4 = page.locator(`[data-testid="position-row"][data-protocol="v4"]`)
    await expect(v4).toHaveAttribute('data-token-id', String(id))
    await expect(v4.getByTestId('position-protocol')).toHaveText('v4')
    await expect(v4).toContainText('ETH / LUM')
    await expect(v4.getByTestId('position-fee-tier')).toHaveText('0.3%')
    await expect(v4.getByTestId('position-badge')).toHaveAttribute('data-status', 'inRange')
    // The seed's full range (±887220 at spacing 60): 0 and ∞, as a v3 full-range row reads.
    await expect(v4.getByTestId('position-range')).toContainText(
      /Min\s*0 LUM per ETH.*Max\s*∞ LUM per ETH/,
    )
    await expect(v4.getByTestId('position-fees')).toContainText('0 ETH · 0 LUM')
    // Its analytics line, as a v3 row's (issue 32: from the pool manager's ModifyLiquidity).
    const line = v4.getByTestId('position-analytics-summary')
    await expect(line).toContainText(/Fees \S+ LUM/, { timeout: 30_000 })
    await expect(line).toContainText('APR')
    // A v4 row opens the v4 position page (a v3 row, v3's).
    await expect(v4.getByRole('link')).toHaveAttribute('href', `#/pool/v4/${id}`)
    await expect(page.locator('[data-protocol="v3"]').first().getByRole('link')).toHaveCount(1)
    for (const theme of ['light', 'dark'] as const) {
      await app.goto(`/pool?theme=${theme}`)
      await expect(v4).toBeVisible()
      expect(await seriousAxeViolations(page), theme).toEqual([])
    }
    await page.setViewportSize({ width: 320, height: 800 })
    await expect(v4).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test('hides closed positions on demand and remembers the choice across a reload', async ({
    page,
    app,
    devnet,
    wallet,
  }) => {
    const onChain = await chainPositions(devnet.l1, wallet.address)
    const closedId = onChain.find((p) => p.status === 'closed')?.tokenId ?? ''
    await app.goto('/pool')
    await expect(row(page, closedId)).toBeVisible()
    const toggle = page.getByTestId('hide-closed')
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await toggle.click()
    await expect(row(page, closedId)).toHaveCount(0)
    await expect(rows(page)).toHaveCount(onChain.length - 1)
    await page.reload()
    await expect(rows(page)).toHaveCount(onChain.length - 1)
    await expect(page.getByTestId('hide-closed')).toHaveAttribute('aria-checked', 'true')
    await page.getByTestId('hide-closed').click()
    await expect(row(page, closedId)).toBeVisible()
  })

  test('New Position and the More menu lead where spec 02 §2 says', async ({ page, app }) => {
    await app.goto('/pool')
    await expect(page.getByTestId('new-position')).toHaveAttribute('href', '#/add/ETH')
    await page.getByTestId('positions-more').click()
    const menu = page.getByRole('menu', { name: 'More liquidity actions' })
    await expect(menu.getByRole('menuitem', { name: 'Create a pool' })).toHaveAttribute(
      'href',
      '#/add/ETH',
    )
    // Issue 32: on a chain with v4, a v4 position is added from here too.
    await expect(menu.getByRole('menuitem', { name: 'New v4 position' })).toHaveAttribute(
      'href',
      '#/add/v4/ETH',
    )
    await expect(menu.getByRole('menuitem', { name: 'Migrate' })).toHaveAttribute(
      'href',
      '#/migrate/v2',
    )
    await expect(menu.getByRole('menuitem', { name: 'V2 liquidity' })).toHaveAttribute(
      'href',
      '#/pool/v2',
    )
    await expect(menu.getByRole('menuitem', { name: /Learn/ })).toHaveAttribute('target', '_blank')
    // Keyboard: the first item has focus, arrows move, Escape closes back to the button.
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'New v4 position' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Migrate' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(page.getByTestId('positions-more')).toBeFocused()
    await expect(page.getByTestId('positions-help-card')).toHaveCount(2)
  })

  // One page: both themes (hash navigation switches the theme without a reload), then 320 px
  // with the More menu opened afresh.
  test('has no serious axe findings (light and dark) and fits 320 px: no row, card or menu wider than the viewport', async ({
    page,
    app,
  }) => {
    let axed = 0
    for (const theme of ['light', 'dark'] as const) {
      await app.goto(`/pool?theme=${theme}`)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(rows(page).first()).toBeVisible()
      await page.getByTestId('positions-more').click()
      expect(await seriousAxeViolations(page), theme).toEqual([])
      axed++
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toHaveCount(0)
    }
    expect(axed).toBe(2)

    await page.setViewportSize({ width: 320, height: 800 })
    await expect(rows(page).first()).toBeVisible()
    await page.getByTestId('positions-more').click()
    await expect(page.getByRole('menu')).toBeVisible()
    const widest = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('.positions-page, .positions-page *')].map(
          (e) => e.getBoundingClientRect().right,
        ),
      ),
    )
    expect(widest).toBeLessThanOrEqual(320)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})

test.describe('account 1', () => {
  test.use(connected(1))

  test('sees its own position only, none of account 0’s', async ({ page, app, devnet, wallet }) => {
    const account0 = devnet.manifest.accounts[0]?.address ?? '0x'
    const mine = await chainPositions(devnet.l1, wallet.address)
    const others = await chainPositions(devnet.l1, account0)
    // What the manifest's v3Seed gave each account: the loops below must see at least that
    // much, or an empty chain read would pass them without checking a row.
    const seeded = (owner: string) =>
      (devnet.l1.v3Seed?.positions ?? []).filter(
        (p) => p.owner.toLowerCase() === owner.toLowerCase(),
      )
    const seededMine = seeded(wallet.address).map((p) => String(p.tokenId))
    const seededOthers = seeded(account0).map((p) => String(p.tokenId))
    expect(seededMine.length).toBeGreaterThan(0)
    expect(seededOthers.length).toBeGreaterThan(0)
    await app.goto('/pool')
    await expect(rows(page)).toHaveCount(mine.length)
    const shown = new Set<string>()
    for (const p of mine) {
      await expect(row(page, p.tokenId)).toBeVisible()
      shown.add(p.tokenId)
    }
    const hidden = new Set<string>()
    for (const p of others) {
      await expect(row(page, p.tokenId)).toHaveCount(0)
      hidden.add(p.tokenId)
    }
    expect(shown.size).toBeGreaterThanOrEqual(seededMine.length)
    expect([...shown]).toEqual(expect.arrayContaining(seededMine))
    expect(hidden.size).toBeGreaterThanOrEqual(seededOthers.length)
    expect([...hidden]).toEqual(expect.arrayContaining(seededOthers))
  })
})

test.describe('account 2 (no positions)', () => {
  test.use(connected(2))

  test('shows the empty text', async ({ page, app }) => {
    await app.goto('/pool')
    await expect(page.getByTestId('positions-empty')).toHaveText(
      'Your active V3 liquidity positions will appear here.',
    )
    await expect(rows(page)).toHaveCount(0)
  })
})

test('without an account: the connect prompt opens the wallet modal; axe both themes', async ({
  page,
  app,
}) => {
  for (const theme of ['light', 'dark']) {
    await app.goto(`/pool?theme=${theme}`)
    await expect(page.getByTestId('positions-connect')).toContainText(
      'Connect a wallet to view your V3 liquidity positions.',
    )
    expect(await seriousAxeViolations(page)).toEqual([])
  }
  await page
    .getByTestId('positions-connect')
    .getByRole('button', { name: 'Connect Wallet' })
    .click()
  await expect(app.walletModal).toBeVisible()
})
