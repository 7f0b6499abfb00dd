// Issue 14 /pool/v2/find on the devnet (spec 02 §2 Find pool): the outcomes with their texts
// and links for account 0 — a pool with its liquidity (WETH/USDC: 'Pool Found!', saved for the
// v2 list), a pool without it (WETH/USDT), no pair (WBTC/DAI) and the same token twice — the
// `origin` back link, axe in both themes and the 320/375 px fit.
import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import type { AppShell } from '../harness/app-shell.ts'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'
import { tokenAddress } from '../harness/liquidity-position.ts'
import { lpBalance, openRoute, pickCurrency, v2Position } from '../harness/liquidity-v2-remove.ts'

const SAVED_PAIRS_KEY = 'tidepool.v2SavedPairs:v1'

async function find(page: Page, a: Address, b: Address) {
  await pickCurrency(page, 'v2-find-a', a)
  await pickCurrency(page, 'v2-find-b', b)
  return page.getByTestId('v2-find-outcome')
}

/**
 * An empty form for the next pair without a page load (issue 30: a reload costs seconds): the
 * picked tokens are the screen's own state, so leaving the screen by hash navigation and
 * coming back starts it afresh, as the reload did.
 */
async function freshForm(page: Page, app: AppShell) {
  await app.goto('/pool/v2')
  await expect(page.getByTestId('v2-find-a')).toHaveCount(0)
  await app.goto('/pool/v2/find')
  await expect(page.getByTestId('v2-find-outcome')).toHaveAttribute('data-outcome', 'select')
}

test.describe('v2 find', () => {
  test.setTimeout(120_000)

  test("an existing pool with the account's liquidity: 'Pool Found!', saved across a reload", async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const [weth, usdc] = [tokenAddress(chain, 'WETH'), tokenAddress(chain, 'USDC')]
    const position = v2Position(chain, 'WETH', 'USDC')
    await openRoute(app, wallet, '/pool/v2/find')
    await expect(page.getByTestId('v2-find-outcome')).toHaveText(
      'Select a token to find your v2 liquidity.',
    )
    const outcome = await find(page, weth, usdc)
    await expect(outcome).toContainText('Pool Found!', { timeout: 30_000 })
    const lp = await lpBalance(chain, position.pair, wallet.address as Address)
    // The shared position card, as /pool/v2 shows it (WETH as ETH, the pair's token order).
    const card = page.getByTestId('v2-position')
    await expect(card.getByTestId('v2-position-balance')).toHaveAttribute('data-raw', lp.toString())
    const [token0, token1] = [weth, usdc].sort((a, b) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : 1,
    )
    const id = (t: string) => (t === weth ? 'ETH' : t)
    // The card's Add link keeps its own colours inside the outcome box (text ≠ background).
    const colours = await card
      .getByTestId('v2-position-add')
      .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])
    expect(colours[0]).not.toBe(colours[1])
    await expect(card.getByTestId('v2-position-remove')).toHaveAttribute(
      'href',
      `#/remove/v2/${id(token0 as string)}/${id(token1 as string)}`,
    )
    await expect(page.getByTestId('v2-find-manage')).toHaveAttribute('href', '#/pool/v2')
    // Saved (debounced persist), still there after a reload.
    const saved = async () =>
      JSON.stringify(
        await page.evaluate((k) => localStorage.getItem(k), SAVED_PAIRS_KEY),
      ).toLowerCase()
    await expect.poll(saved, { timeout: 10_000 }).toContain(weth.toLowerCase())
    await page.reload()
    await app.ready()
    expect(await saved()).toContain(usdc.toLowerCase())
  })

  test('the other outcomes: no liquidity yet, no pool, invalid pair', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const t = (s: string) => tokenAddress(chain, s)
    await openRoute(app, wallet, '/pool/v2/find')
    let outcome = await find(page, t('WETH'), t('USDT'))
    await expect(outcome).toContainText("You don't have liquidity in this pool yet.", {
      timeout: 30_000,
    })
    await expect(page.getByTestId('v2-find-add')).toHaveAttribute(
      'href',
      `#/add/v2/${t('WETH')}/${t('USDT')}`,
    )
    await freshForm(page, app)
    outcome = await find(page, t('WBTC'), t('DAI'))
    await expect(outcome).toContainText('No pool found.', { timeout: 30_000 })
    await expect(page.getByTestId('v2-find-create')).toHaveAttribute(
      'href',
      `#/add/v2/${t('WBTC')}/${t('DAI')}`,
    )
    await freshForm(page, app)
    outcome = await find(page, t('DAI'), t('DAI'))
    await expect(outcome).toHaveText('Invalid pair.')
  })

  test('the back link follows the origin query, /pool/v2 by default', async ({ page, app }) => {
    await app.goto('/pool/v2/find?origin=/migrate/v2')
    await expect(page.getByTestId('v2-find-back')).toHaveAttribute('href', '#/migrate/v2')
    await app.goto('/pool/v2/find?origin=https://evil.example')
    await expect(page.getByTestId('v2-find-back')).toHaveAttribute('href', '#/pool/v2')
    await page.getByTestId('v2-find-back').click()
    await expect.poll(() => app.route()).toBe('/pool/v2')
  })

  // One page: the theme changes by hash navigation (no reload), the width by resizing; axe once
  // per theme (light at 320 px, dark at 375 px, so both layouts are checked).
  test('the find page passes axe in both themes and fits 320 and 375 px', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    const chain = devnet.l1
    let fitted = 0
    let axed = 0
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'light') {
        await openRoute(app, wallet, `/pool/v2/find?theme=${theme}`)
        await find(page, tokenAddress(chain, 'WETH'), tokenAddress(chain, 'USDC'))
      } else {
        await app.goto(app.route().replace('theme=light', `theme=${theme}`))
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByTestId('v2-find-outcome')).toContainText('Pool Found!', {
        timeout: 30_000,
      })
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 800 })
        const box = await page.getByTestId('v2-find-page').boundingBox()
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
        expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        fitted++
        if (width === (theme === 'light' ? 320 : 375)) {
          expect(await seriousAxeViolations(page, '[data-testid="v2-find-page"]')).toEqual([])
          axed++
        }
      }
    }
    expect(fitted).toBe(4)
    expect(axed).toBe(2)
  })
})
