// issue 34 "Must show": a de-DE and an en-US pass over /swap, /pool, /pool/{id}, /add (v3 and
// v2) and /migrate that finds no number outside the language's format. Every visible text is read; a
// figure written in the other language's style ('0.54883' or '$2,999.42' under de-DE, '4.989,06'
// or '0,6 %' under en-US) is reported with the screen it was on. Amount fields (inputs) hold
// plain digits by design and are not text; addresses, hashes and times are not figures.
import type { Page } from '@playwright/test'
import { parseEther, parseUnits } from 'viem'
import { expect, test } from '../harness/fixtures.ts'
import { findPool, mintPosition, tokenAddress } from '../harness/liquidity-position.ts'
import { seededV2Position } from '../harness/liquidity-v2-migrate.ts'
import { SwapPage, seedToken } from '../harness/swap-page.ts'

/** Figures in `lng`'s page text that are written in the other style. */
async function foreignFigures(page: Page, lng: 'en-US' | 'de-DE'): Promise<string[]> {
  return page.locator('body').evaluate((body, lng) => {
    const de = lng === 'de-DE'
    // A decimal mark followed by other than three digits is a decimal point, never a group.
    const wrongDecimal = de ? /\d\.(\d{1,2}|\d{4,})(?!\d)/ : /\d,(\d{1,2}|\d{4,})(?!\d)/
    // A group followed by the other mark: '2,999.42' in de-DE, '4.989,06' in en-US.
    const wrongGroupThenDecimal = de ? /\d,\d{3}\.\d/ : /\d\.\d{3},\d/
    // Percent and dollar placement: de-DE '0,3 %' and '2.999,42 $'; en-US '0.3%' and '$2,999.42'.
    const wrongPercent = de ? /\d%/ : /\d\s%/
    const wrongDollar = de ? /\$\s?\d/ : /\d\s?\$/
    const found = new Set<string>()
    const visible = (el: Element) =>
      !el.closest('[aria-hidden="true"], svg, script, style, [data-testid="block-number"]') &&
      el.getClientRects().length > 0
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !visible(parent)) continue
      const text = (node.textContent ?? '')
        .replace(/\s+/g, ' ')
        .replace(/0x[0-9a-fA-F…]+/g, ' ')
        .trim()
      if (!text) continue
      if (
        [wrongDecimal, wrongGroupThenDecimal, wrongPercent, wrongDollar].some((re) => re.test(text))
      )
        found.add(text)
    }
    return [...found]
  }, lng)
}

async function expectLocaleFigures(page: Page, lng: 'en-US' | 'de-DE', where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lng)
  await expect
    .poll(() => foreignFigures(page, lng), {
      message: `figures outside ${lng}'s style on ${where}`,
    })
    .toEqual([])
}

for (const lng of ['en-US', 'de-DE'] as const)
  test(`${lng}: every figure on /swap, /pool, /pool/{id}, /add and /migrate is in the language's style`, async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    test.setTimeout(150_000)
    const chain = devnet.l1
    const pool = findPool(chain, 'WETH', 'USDC', 3000)
    const wethIs0 = pool.token0.toLowerCase() === tokenAddress(chain, 'WETH').toLowerCase()
    const [eth, usdc] = [parseEther('2'), parseUnits('6000', 6)]
    const { tokenId } = await mintPosition(devnet.manifest, chain, {
      account: 0,
      pool,
      steps: [-4, 4],
      amount0: wethIs0 ? eth : usdc,
      amount1: wethIs0 ? usdc : eth,
    })
    const usdcAddress = seedToken(chain, 'USDC').address
    // The harness connects through the English wallet modal; the account stays connected.
    await app.openConnected('/swap?lng=en-US', wallet)

    await app.goto(`/swap?lng=${lng}&inputCurrency=ETH&outputCurrency=${usdcAddress}&exactAmount=5`)
    const swap = new SwapPage(page)
    await swap.expectQuote()
    await swap.showDetails()
    await expectLocaleFigures(page, lng, '/swap')

    await app.goto(`/pool?lng=${lng}`)
    await expect(page.getByTestId('position-row').first()).toBeVisible({ timeout: 30_000 })
    await expectLocaleFigures(page, lng, '/pool')

    await app.goto(`/pool/${tokenId}?lng=${lng}`)
    await expect(page.getByTestId('position-current-price')).not.toBeEmpty({ timeout: 30_000 })
    await expectLocaleFigures(page, lng, `/pool/${tokenId}`)

    await app.goto(`/add/ETH/${usdcAddress}/3000?lng=${lng}`)
    const first = page.getByTestId('deposit-a-amount')
    await expect(first).toBeVisible({ timeout: 30_000 })
    await first.fill('1')
    await expectLocaleFigures(page, lng, '/add')

    // The v2 add: its prices and pool share, and the account's position card (its share).
    await app.goto(`/add/v2/ETH/${usdcAddress}?lng=${lng}`)
    await page.getByTestId('deposit-a-amount').fill('1')
    await expect(page.getByTestId('v2-pool-share')).toHaveText(/\d/, { timeout: 30_000 })
    await expect(page.getByTestId('v2-position-share')).toBeVisible()
    await expectLocaleFigures(page, lng, '/add/v2')

    // The Sushi pair's v2 price is 5 % off the v3 pool's: the warning's percent too.
    const v2 = seededV2Position(chain, 'fork', 'DAI', 'WETH')
    await app.goto(`/migrate/v2?lng=${lng}`)
    await expect(page.locator(`a[href$="/migrate/v2/${v2.pair}"]`).first()).toBeVisible({
      timeout: 30_000,
    })
    await expectLocaleFigures(page, lng, '/migrate/v2')
    await app.goto(`/migrate/v2/${v2.pair}?lng=${lng}`)
    await expect(page.getByTestId('migrate-lp-balance')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('migrate-price-warning')).toBeVisible({ timeout: 30_000 })
    await expectLocaleFigures(page, lng, `/migrate/v2/${v2.pair}`)
  })
