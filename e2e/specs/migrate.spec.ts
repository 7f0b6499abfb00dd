// Issue 14: /migrate/v2 and /migrate/v2/{address} on the devnet (spec 02 §2 Migration list, §4
// Migrate, §5 Migration, §7 Migrator, §9), asserted on chain: the v3 amounts, liquidity and
// refund the page shows before the migration are what the chain did, to the wei, and the LP is
// gone. Account 0's seeded positions: packages/devnet/README.md "Issue 14".

import type { Page } from '@playwright/test'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { type Address, zeroAddress } from 'viem'
import type { AppShell } from '../harness/app-shell.ts'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expectGroupedLiquidity, expectRoundedAmount } from '../harness/figures.ts'
import { expect, test } from '../harness/fixtures.ts'
import { AddPage, poolAddress } from '../harness/liquidity-add.ts'
import { tokenAddress } from '../harness/liquidity-position.ts'
import {
  balancesBeforeMigration,
  ethBalance,
  migrationOnChain,
  seededV2Position,
  shownMigrationPreview,
  tokenBalance,
  waitForMigrationSimulation,
} from '../harness/liquidity-v2-migrate.ts'
import { simulatedChanges } from '../harness/simulation.ts'
import type { E2EWallet } from '../harness/wallet/e2e-wallet.ts'

async function openConnected(page: Page, app: AppShell, wallet: E2EWallet, route: string) {
  await app.openConnected(route, wallet)
  return page
}

/** Allow (permit or approval), then wait until the simulation at the latest block went through. */
async function allowAndSimulate(page: Page, chain: ManifestChain) {
  await expect(page.getByTestId('migrate-preview')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('migrate-allow')).toBeEnabled({ timeout: 20_000 })
  await page.getByTestId('migrate-allow').click()
  await waitForMigrationSimulation(page, chain)
  await expect(page.getByTestId('migrate-submit')).toBeEnabled()
}

async function migrateAndCheck(
  page: Page,
  chain: ManifestChain,
  owner: Address,
  pos: { pair: Address; token0: Address; token1: Address },
  /** Issue 35: read the migration's simulated outcome while this wallet holds its answer. */
  holding?: E2EWallet,
) {
  // The figures are the node's own execution of the multicall (debug_traceCall at the snapshot's
  // block), and the computed ones (burn + mint math) agree with them to the wei.
  await expect(page.getByTestId('migrate-preview')).toHaveAttribute('data-source', 'simulation')
  await expect(page.getByTestId('migrate-preview')).toHaveAttribute('data-agrees', 'true')
  const shown = await shownMigrationPreview(page)
  expect(shown.liquidity).toBeGreaterThan(0n)
  const weth = tokenAddress(chain, 'WETH').toLowerCase()
  const before = await balancesBeforeMigration(chain, pos, owner)
  const lp = await tokenBalance(chain, pos.pair, owner)
  const release = holding?.holdNext('eth_sendTransaction')
  await page.getByTestId('migrate-submit').click()
  if (release) {
    const simulated = await simulatedChanges(page)
    await expect(page.getByTestId('sim-nft')).toHaveCount(1)
    release()
    // Every LP token leaves; the refunds arrive (ERC-20 sides: this test's pair has no WETH).
    const refunds = [
      [pos.token0, shown.refund0],
      [pos.token1, shown.refund1],
    ].filter(([, amount]) => amount !== 0n)
    expect(simulated).toEqual({
      out: { [pos.pair.toLowerCase()]: lp },
      in: Object.fromEntries(refunds.map(([t, a]) => [String(t).toLowerCase(), a])),
    })
  }
  await expect(page.getByTestId('migrate-status')).toContainText('Success!', { timeout: 30_000 })
  expect(await tokenBalance(chain, pos.pair, owner)).toBe(0n)
  const done = await migrationOnChain(chain, owner, before.block)
  expect(done.amount0).toBe(shown.amount0)
  expect(done.amount1).toBe(shown.amount1)
  expect(done.liquidity).toBe(shown.liquidity)
  expect(done.positionLiquidity).toBe(shown.liquidity)
  expect(done.fee).toBe(3000)
  // The refund: ERC-20 sides to the account, the WETH side as ETH (refundAsETH), net of gas.
  const after = {
    t0: await tokenBalance(chain, pos.token0, owner),
    t1: await tokenBalance(chain, pos.token1, owner),
    eth: await ethBalance(chain, owner),
  }
  const is0Weth = pos.token0.toLowerCase() === weth
  const is1Weth = pos.token1.toLowerCase() === weth
  expect(after.t0 - before.t0).toBe(is0Weth ? 0n : shown.refund0)
  expect(after.t1 - before.t1).toBe(is1Weth ? 0n : shown.refund1)
  const ethRefund = is0Weth ? shown.refund0 : is1Weth ? shown.refund1 : 0n
  expect(after.eth - before.eth).toBe(ethRefund - done.gasCost)
  return { shown, done }
}

test('migrates the Uniswap v2 DAI/USDC position into a new v3 0.3 % pool, as previewed', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const chain = devnet.l1
  const pos = seededV2Position(chain, 'uniswap', 'DAI', 'USDC')
  expect(await poolAddress(chain, pos.token0, pos.token1, 3000)).toBe(zeroAddress)
  await openConnected(page, app, wallet, `/migrate/v2/${pos.pair}`)
  await expect(page.getByRole('heading', { name: 'Uniswap V2 DAI/USDC liquidity' })).toBeVisible()
  await expect(page.getByTestId('migrate-lp-balance')).toHaveAttribute('data-raw', pos.liquidity)
  // No 0.3 % pool: the migration creates it; the starting price defaults to the v2 price.
  await expect(page.getByTestId('migrate-new-pool')).toBeVisible()
  await expect(page.getByTestId('start-price-input')).not.toHaveValue('')
  await expect(page.getByTestId('migrate-price-warning')).toHaveCount(0)
  await allowAndSimulate(page, chain)
  await migrateAndCheck(page, chain, wallet.address as Address, pos, wallet)
  expect(await poolAddress(chain, pos.token0, pos.token1, 3000)).not.toBe(zeroAddress)
})

test('migrates the Sushi DAI/WETH position into the existing v3 pool, with the price warning', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const chain = devnet.l1
  const pos = seededV2Position(chain, 'fork', 'DAI', 'WETH')
  expect(await poolAddress(chain, pos.token0, pos.token1, 3000)).not.toBe(zeroAddress)
  await openConnected(page, app, wallet, `/migrate/v2/${pos.pair}`)
  await expect(
    page.getByRole('heading', { name: /^Sushi (DAI\/WETH|WETH\/DAI) liquidity$/ }),
  ).toBeVisible()
  // 3,150 vs 3,000 DAI per WETH: ≥ 2 % (spec 02 §5, §9).
  await expect(page.getByTestId('migrate-price-warning')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('migrate-price-warning')).toContainText(
    /Price difference: [45]\.\d\d%/,
  )
  await expect(page.getByTestId('migrate-new-pool')).toHaveCount(0)
  await allowAndSimulate(page, chain)
  // issue 34 #3: it read "33.333333333333136039 WETH" and "Refunded 0.000000000000001757 ETH":
  // 6 significant digits (spec 02 §9), the exact figure on hover; the liquidity grouped.
  for (const id of [
    'preview-v3-amount0',
    'preview-v3-amount1',
    'preview-refund0',
    'preview-refund1',
  ])
    await expectRoundedAmount(page, id, 18)
  await expectGroupedLiquidity(page, 'preview-v3-liquidity')
  const { shown } = await migrateAndCheck(page, chain, wallet.address as Address, pos)
  // At a price 5 % off the pool's, part of one side comes back.
  expect(shown.refund0 + shown.refund1).toBeGreaterThan(0n)
})

test('lists the v2 and Sushi positions with Migrate links and the Import link', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  await app.goto('/migrate/v2')
  await app.ready()
  await expect(page.getByText('Connect to a wallet to view your V2 liquidity.')).toBeVisible()
  await app.connect(wallet.name, wallet.address)
  await app.closeModalIfOpen()
  const chain = devnet.l1
  const rows = page.getByTestId('migrate-position')
  const dai = seededV2Position(chain, 'uniswap', 'DAI', 'USDC')
  const sushi = seededV2Position(chain, 'fork', 'DAI', 'WETH')
  // One row per v2 and Sushi position the manifest's v2Seed gave this account, no more.
  const owned = (chain.v2Seed?.positions ?? []).filter(
    (p) => p.owner.toLowerCase() === wallet.address.toLowerCase(),
  )
  expect(owned.map((p) => p.pair)).toEqual(expect.arrayContaining([dai.pair, sushi.pair]))
  await expect(rows).toHaveCount(owned.length, { timeout: 20_000 })
  for (const p of owned) {
    // The row whose Migrate link goes to this pair: exactly one, and it is that pair's row.
    const row = rows.filter({ has: page.locator(`a[href="#/migrate/v2/${p.pair}"]`) })
    await expect(row).toHaveCount(1)
    await expect(row).toHaveAttribute('data-pair', p.pair)
    await expect(row).toContainText(p.exchange === 'fork' ? 'Sushi' : 'Uniswap V2')
  }
  await expect(page.locator(`[data-pair="${sushi.pair}"]`)).toContainText('Sushi')
  await expect(page.locator(`[data-pair="${dai.pair}"]`)).toContainText('Uniswap V2')
  // spec 02 §2 names /find?origin=/migrate/v2 (it went to /pool/v2/find, issue 34).
  await expect(page.getByTestId('migrate-import')).toHaveAttribute(
    'href',
    '#/find?origin=/migrate/v2',
  )
  await page.locator(`[data-pair="${dai.pair}"]`).getByRole('link').click()
  await expect.poll(() => app.route()).toBe(`/migrate/v2/${dai.pair}`)

  // issue 34 untested list: the migration's range messages (spec 02 §5, the add screen's range
  // picker) and the Full Range warning dropped by a new fee tier (spec 02 §4).
  const form = new AddPage(page)
  await expect(form.rangeInput('max')).not.toHaveValue('', { timeout: 30_000 })
  const max = Number(await form.rangeInput('max').inputValue())
  await form.typeRange('min', (max * 2).toPrecision(5))
  await expect(page.getByTestId('invalid-range')).toHaveText(
    'Invalid range selected. The min price must be lower than the max price.',
  )
  await expect(page.getByTestId('migrate-submit')).toBeDisabled()
  await form.typeRange('max', (max * 4).toPrecision(5))
  await expect(page.getByTestId('invalid-range')).toHaveCount(0)
  await expect(page.getByTestId('out-of-range-warning')).toHaveText(
    'Your position will not earn fees or be used in trades until the market price moves into your range.',
  )
  await page.getByTestId('full-range').click()
  await expect(page.getByTestId('full-range-warning')).toBeVisible()
  await page.getByTestId('fee-tier-selector').getByRole('button', { name: 'Edit' }).click()
  await page.getByTestId('fee-tier-500').click()
  await expect(page.getByTestId('full-range-warning')).toHaveCount(0)
  await expect(page.getByTestId('full-range')).toBeVisible()
})

test('an invalid pair address goes back to the list; no account, no form', async ({
  page,
  app,
  devnet,
}) => {
  await app.goto('/migrate/v2/0x123')
  await expect.poll(() => app.route()).toBe('/migrate/v2')
  const pos = seededV2Position(devnet.l1, 'uniswap', 'DAI', 'USDC')
  await app.goto(`/migrate/v2/${pos.pair}`)
  await expect(page.getByText('You must connect an account.')).toBeVisible()
})

test('on the L2 the migration says v2 is Layer 1 only', async ({ page, app, devnet }) => {
  await app.goto('/migrate/v2')
  await app.ready()
  await app.selectNetwork(devnet.l2.name)
  await expect(
    page.getByText('V2 is not available on Layer 2. Switch to Layer 1 Ethereum.'),
  ).toBeVisible()
})

// One page walks both views in both themes (hash navigation switches the theme without a
// reload); each view is measured at 320 and 375 px and checked by axe once per theme (light at
// 320 px, dark at 375 px, so both layouts are checked).
test('the migration pages pass axe in both themes and fit 320 and 375 px', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  await page.setViewportSize({ width: 320, height: 800 })
  const pos = seededV2Position(devnet.l1, 'fork', 'DAI', 'WETH')
  let fitted = 0
  let axed = 0
  for (const theme of ['light', 'dark'] as const) {
    for (const [route, id] of [
      ['/migrate/v2', 'migrate-list'],
      [`/migrate/v2/${pos.pair}`, 'migrate-preview'],
    ] as const) {
      await page.setViewportSize({ width: 320, height: 800 })
      if (fitted === 0) await app.openConnected(`${route}?theme=${theme}`, wallet)
      else {
        await app.goto(`${route}?theme=${theme}`)
        await app.ready()
      }
      if (route === '/migrate/v2')
        await expect(page.getByTestId('migrate-position').first()).toBeVisible({
          timeout: 20_000,
        })
      await expect(page.getByTestId(id)).toBeVisible({ timeout: 30_000 })
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      const card = page.locator('.migrate')
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 800 })
        const box = await card.boundingBox()
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
        expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        fitted++
        // axe once per view and theme: light at 320 px, dark at 375 px.
        if (width === (theme === 'light' ? 320 : 375)) {
          expect(await seriousAxeViolations(page, '.migrate'), `${route} (${theme})`).toEqual([])
          axed++
        }
      }
    }
  }
  expect(fitted).toBe(8)
  expect(axed).toBe(4)
})
