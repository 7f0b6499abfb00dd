// /pool/v2 (spec 02 §2 v2 list) against the seeded devnet: account 0's Uniswap v2 positions
// (manifest v2Seed) with the pooled amounts the chain gives, the spec's links, the no-wallet
// text, the Layer-2 message, axe in both themes and 320 / 375 px.
import type { Address } from 'viem'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'
import { feeOn, lpBalance, pairState } from '../harness/liquidity-v2-add.ts'
import { seedToken } from '../harness/swap-page.ts'

const connected = (account: number, chain: 'l1' | 'l2' = 'l1') => ({
  walletOptions: { account, chain, authorized: true, name: 'E2E Wallet' },
})

test.describe('account 0 (seeded v2 positions)', () => {
  test.use(connected(0))

  test('lists each Uniswap v2 position with its pooled amounts as the chain has them', async ({
    page,
    app,
    devnet,
    wallet,
  }) => {
    const chain = devnet.l1
    const me = wallet.address as Address
    const seeded = (chain.v2Seed?.positions ?? []).filter(
      (p) => p.exchange === 'uniswap' && p.owner.toLowerCase() === me.toLowerCase(),
    )
    expect(seeded.length).toBeGreaterThanOrEqual(4)
    expect(await feeOn(chain)).toBe(false)
    await app.goto('/pool/v2')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('V2 Liquidity')
    const cards = page.getByTestId('v2-position')
    await expect(cards).toHaveCount(seeded.length, { timeout: 20_000 })
    for (const p of seeded) {
      const card = page.locator(`[data-testid="v2-position"][data-pair="${p.pair}"]`)
      const balance = await lpBalance(chain, p.pair, me)
      const s = await pairState(chain, p.pair)
      // Burning the whole balance pays balance·reserve / supply of each token (fee switch off).
      await expect(card.getByTestId('v2-position-balance')).toHaveAttribute(
        'data-raw',
        balance.toString(),
      )
      await expect(card.getByTestId('v2-position-amount0')).toHaveAttribute(
        'data-raw',
        ((balance * s.reserve0) / s.totalSupply).toString(),
      )
      await expect(card.getByTestId('v2-position-amount1')).toHaveAttribute(
        'data-raw',
        ((balance * s.reserve1) / s.totalSupply).toString(),
      )
      await expect(card.getByTestId('v2-position-share')).toHaveText(/^(<0\.01|\d+\.\d\d)%$/)
    }
    // The WETH/USDC card reads as ETH and links to the add and remove screens with 'ETH'.
    const weth = seedToken(chain, 'WETH').address
    const usdc = seedToken(chain, 'USDC').address
    const wethUsdc = seeded.find(
      (p) => [p.token0, p.token1].includes(weth) && [p.token0, p.token1].includes(usdc),
    )
    const card = page.locator(`[data-testid="v2-position"][data-pair="${wethUsdc?.pair}"]`)
    await expect(card.getByRole('heading')).toContainText('ETH')
    const add = await card.getByTestId('v2-position-add').getAttribute('href')
    expect(add).toMatch(/^#\/add\/v2\/(ETH\/0x[0-9a-fA-F]{40}|0x[0-9a-fA-F]{40}\/ETH)$/)
    await expect(card.getByTestId('v2-position-remove')).toHaveAttribute(
      'href',
      (add ?? '').replace('/add/', '/remove/'),
    )
  })

  test('has the links of spec 02 §2', async ({ page, app }) => {
    await app.goto('/pool/v2')
    await expect(page.getByRole('link', { name: 'Create a pair' })).toHaveAttribute(
      'href',
      '#/add/v2/ETH',
    )
    await expect(page.getByRole('link', { name: 'Add V2 Liquidity' })).toHaveAttribute(
      'href',
      '#/add/v2/ETH',
    )
    await expect(page.getByTestId('v2-import-pool')).toHaveAttribute('href', '#/pool/v2/find')
    await expect(page.getByRole('link', { name: 'Migrate Liquidity to V3' })).toHaveAttribute(
      'href',
      '#/migrate/v2',
    )
    await page.getByRole('link', { name: 'Add V2 Liquidity' }).click()
    await expect.poll(() => app.route()).toBe('/add/v2/ETH')
  })

  // One page: the theme changes by hash navigation (no reload), the width by resizing; axe once
  // per theme.
  test('passes axe (light and dark) and fits 320 and 375 px', async ({ page, app }) => {
    let fitted = 0
    let axed = 0
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: 320, height: 900 })
      await app.goto(`/pool/v2?theme=${theme}`)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByTestId('v2-position').first()).toBeVisible({ timeout: 20_000 })
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 900 })
        for (const el of await page.locator('.v2-list, [data-testid="v2-position"]').all()) {
          const box = await el.boundingBox()
          expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
          expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
            width,
          )
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        fitted++
      }
      expect(await seriousAxeViolations(page, '[data-testid="v2-list"]'), theme).toEqual([])
      axed++
    }
    expect(fitted).toBe(4)
    expect(axed).toBe(2)
  })
})

test.describe('account 5 (no v2 liquidity)', () => {
  test.use(connected(5))

  test('says none was found', async ({ page, app }) => {
    await app.goto('/pool/v2')
    await expect(page.getByTestId('v2-list-empty')).toHaveText('No V2 liquidity found.', {
      timeout: 20_000,
    })
  })
})

test('without a wallet asks to connect one', async ({ page, app }) => {
  await app.goto('/pool/v2')
  await app.ready()
  await expect(page.getByTestId('v2-list-no-wallet')).toContainText(
    'Connect to a wallet to view your V2 liquidity.',
  )
})

test.describe('on the local L2', () => {
  test.use(connected(0, 'l2'))

  test('says v2 is not available on Layer 2', async ({ page, app }) => {
    await app.goto('/pool/v2')
    await app.ready()
    await expect(page.getByTestId('placeholder')).toContainText(
      'V2 is not available on Layer 2. Switch to Layer 1 Ethereum.',
    )
    expect(await seriousAxeViolations(page, '[data-testid="placeholder"]')).toEqual([])
  })
})
