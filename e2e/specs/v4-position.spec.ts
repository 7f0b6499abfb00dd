// Issue 32 /pool/v4/{tokenId} on the devnet, asserted on chain: a v4 position's figures, its
// Collect, a partial removal in range, a full removal out of range (#7993) and the burn of the
// emptied position. Each write's confirm dialog (its figures kept to the wei in data-raw) equals
// what the chain then moved; the positions come from the seed or the devnet's own mint encoding.
import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import { seriousAxeViolations } from '../harness/axe.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import { giveSeededV4Position } from '../harness/liquidity-list.ts'
import { balanceOf } from '../harness/liquidity-position.ts'
import {
  approveV4OperatorForAll,
  mintAboveV4,
  openConnected,
  ownerOfV4,
  sendAndSettle,
  tradeV4,
  v4Pool,
} from '../harness/liquidity-v4.ts'
import { enabledAfterPolls } from '../harness/poll-clock.ts'
import { etherBalance } from '../harness/swap-page.ts'

const raw = async (page: Page, testId: string): Promise<bigint> =>
  BigInt((await page.getByTestId(testId).getAttribute('data-raw')) ?? 'NaN')

/**
 * Collects through the page's dialog: the fees it showed arrive at `to` (ETH net of gas, LUM), to
 * the wei. Resolves to what it showed.
 */
async function collectAsShown(
  page: Page,
  devnet: Devnet,
  lum: Address,
  to: Address,
): Promise<{ shown0: bigint; shown1: bigint }> {
  const chain = devnet.l1
  const eth0 = await etherBalance(chain, to)
  const lum0 = await balanceOf(chain, lum, to)
  await page.getByTestId('position-collect').click()
  const shown0 = await raw(page, 'position-fee0-confirm')
  const shown1 = await raw(page, 'position-fee1-confirm')
  const gas = await sendAndSettle(page, devnet, 'position-collect-confirm-button')
  expect((await etherBalance(chain, to)) - eth0 + gas).toBe(shown0)
  expect((await balanceOf(chain, lum, to)) - lum0).toBe(shown1)
  return { shown0, shown1 }
}

/** The seeded in-range ETH/LUM position, given to `to`, with ETH fees from a trade through it. */
async function seededWithFees(devnet: Devnet, to: Address) {
  const chain = devnet.l1
  const pool = v4Pool(chain, 'v4-only')
  const id = await giveSeededV4Position(chain, 'v4-only', to)
  await tradeV4(devnet.manifest, chain, pool, 3n * 10n ** 18n)
  return { chain, pool, id }
}

test.describe('v4 position page', () => {
  test.setTimeout(180_000)

  test('an in-range ETH/LUM position: the chain’s figures, then Collect and a 50 % removal move exactly what their dialogs said', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const { chain, pool, id } = await seededWithFees(devnet, wallet.address)
    await openConnected(app, wallet, `/pool/v4/${id}`)
    await expect(page.getByTestId('position-badge')).toHaveText('In range', { timeout: 30_000 })
    await expect(page.getByTestId('position-title')).toHaveText('ETH / LUM')
    await expect(page.getByTestId('position-hook')).toContainText('No hook')
    await expect(page.getByTestId('position-full-range')).toBeVisible()
    const fee0 = await raw(page, 'position-fee0')
    expect(fee0).toBeGreaterThan(0n)
    expect(await raw(page, 'position-fee1')).toBe(0n)
    // The analytics panel (issue 32), from the pool manager's ModifyLiquidity events: nothing
    // collected yet, so the fees earned are what a collect pays now; the seed's deposit, both sides.
    await expect(page.getByTestId('position-analytics')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('analytics-fees')).toHaveAttribute('data-raw', `${fee0},0`)
    await expect(page.getByTestId('analytics-deposited')).toHaveAttribute(
      'data-raw',
      /^[1-9]\d*,[1-9]\d*$/,
    )

    // axe in both themes and the 320 px phone, before the writes change the page.
    let looked = 0
    for (const theme of ['light', 'dark'] as const) {
      await app.goto(`/pool/v4/${id}?theme=${theme}`)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByTestId('v4-remove')).toBeVisible({ timeout: 30_000 })
      expect(await seriousAxeViolations(page, '[data-testid="position-page"]'), theme).toEqual([])
      await page.setViewportSize({ width: 320, height: 800 })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, theme).toBeLessThanOrEqual(0)
      await page.setViewportSize({ width: 1280, height: 900 })
      looked++
    }
    expect(looked).toBe(2)

    // Collect: the dialog's fees are what arrives (ETH net of gas), to the wei.
    const lum = pool.currency1
    const { shown0 } = await collectAsShown(page, devnet, lum, wallet.address)
    expect(shown0).toBeGreaterThanOrEqual(fee0)
    const eth1 = await etherBalance(chain, wallet.address)
    const lum1 = await balanceOf(chain, lum, wallet.address)
    await expect(page.getByTestId('position-fee0')).toHaveAttribute('data-raw', '0', {
      timeout: 30_000,
    })

    // Remove 50 %: the confirmation's amounts arrive, exact.
    await page.getByTestId('remove-slider').getByRole('button', { name: '50%' }).click()
    await expect(page.getByTestId('remove-button')).toHaveText('Remove', { timeout: 30_000 })
    await page.getByTestId('remove-button').click()
    await expect(page.getByTestId('remove-confirm')).toBeVisible()
    const out0 = await raw(page, 'remove-confirm0')
    const out1 = await raw(page, 'remove-confirm1')
    expect(out0 > 0n && out1 > 0n).toBe(true)
    const removeGas = await sendAndSettle(page, devnet, 'remove-confirm-button')
    expect((await etherBalance(chain, wallet.address)) - eth1 + removeGas).toBe(out0)
    expect((await balanceOf(chain, lum, wallet.address)) - lum1).toBe(out1)
    // The slider is back at 0: one more click can't remove again.
    await expect(page.getByTestId('remove-button')).toBeDisabled()
  })

  // issue 34 untested list, spec 02 §6 "owner or approved operator": v4's manager lets an
  // operator approved for all the owner's positions modify them, so the page offers it Collect.
  test('an operator approved for all the owner’s positions collects one: the fees come to it', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const owner = devnet.manifest.accounts[2]?.address
    if (!owner) throw new Error('the devnet has no account 2')
    const { chain, pool, id } = await seededWithFees(devnet, owner)
    // The page reads the approval at its next poll (page clock, poll-clock.ts).
    await page.clock.install()
    await openConnected(app, wallet, `/pool/v4/${id}`)
    await expect(page.getByTestId('position-owner')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('position-badge')).toHaveText('In range')
    await expect(page.getByTestId('position-collect')).toHaveCount(0)

    await approveV4OperatorForAll(devnet.manifest, chain, { owner: 2, operator: wallet.address })
    const collect = page.getByTestId('position-collect')
    await expect.poll(enabledAfterPolls(page, collect), { timeout: 30_000 }).toBe(true)
    // Collect only: increasing, removing and burning stay the owner's (the page's choice).
    await expect(page.getByTestId('v4-remove')).toHaveCount(0)
    const { shown0 } = await collectAsShown(page, devnet, pool.currency1, wallet.address)
    expect(shown0).toBeGreaterThan(0n)
    expect(await ownerOfV4(chain, id)).toBe(owner)
  })

  test('adds to an in-range ETH/LUM position: LUM approved to Permit2 and the position manager, then the deposit leaves the wallet exactly as previewed', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const pool = v4Pool(chain, 'v4-only')
    const id = await giveSeededV4Position(chain, 'v4-only', wallet.address)
    await openConnected(app, wallet, `/pool/v4/${id}`)
    await expect(page.getByTestId('v4-increase')).toBeVisible({ timeout: 30_000 })
    const before0 = await raw(page, 'position-amount0')
    await page.getByTestId('increase-0-amount').fill('0.5')
    // LUM follows from the pool's price; then its two steps, in order.
    await expect(page.getByTestId('increase-1-amount')).not.toHaveValue('')
    await page.getByTestId('approve-permit2-1').click()
    await expect(page.getByTestId('allow-1')).toBeEnabled({ timeout: 30_000 })
    await page.getByTestId('allow-1').click()
    await expect(page.getByTestId('increase-button')).toHaveText('Add', { timeout: 30_000 })
    await page.getByTestId('increase-button').click()
    const in0 = await raw(page, 'increase-confirm0')
    const in1 = await raw(page, 'increase-confirm1')
    expect(in0).toBeLessThanOrEqual(5n * 10n ** 17n)
    expect(in1).toBeGreaterThan(0n)
    const lum = pool.currency1
    const eth0 = await etherBalance(chain, wallet.address)
    const lum0 = await balanceOf(chain, lum, wallet.address)
    const gas = await sendAndSettle(page, devnet, 'increase-confirm-button')
    // No trade since the position was seeded: no fees to net, the deposit is what leaves.
    expect(eth0 - (await etherBalance(chain, wallet.address)) - gas).toBe(in0)
    expect(lum0 - (await balanceOf(chain, lum, wallet.address))).toBe(in1)
    await expect
      .poll(() => raw(page, 'position-amount0'), { timeout: 30_000 })
      .toBeGreaterThan(before0)
  })

  test('an out-of-range position (all ETH): removed in full to the wei, then burned, and its page says it is gone', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const pool = v4Pool(chain, 'v4-only')
    const id = await mintAboveV4(devnet.manifest, chain, pool, 0, {
      steps: 10,
      width: 30,
      liquidity: 10n ** 19n,
    })
    await openConnected(app, wallet, `/pool/v4/${id}`)
    await expect(page.getByTestId('position-badge')).toHaveText('Out of range', {
      timeout: 30_000,
    })
    await expect(page.getByText('Your position will be 100% ETH at this price.')).toBeVisible()
    expect(await raw(page, 'position-amount1')).toBe(0n)

    await page.getByTestId('remove-slider').getByRole('button', { name: 'Max' }).click()
    await expect(page.getByTestId('remove-button')).toHaveText('Remove', { timeout: 30_000 })
    await page.getByTestId('remove-button').click()
    const out0 = await raw(page, 'remove-confirm0')
    expect(out0).toBe(await raw(page, 'position-amount0'))
    expect(await raw(page, 'remove-confirm1')).toBe(0n)
    const eth = await etherBalance(chain, wallet.address)
    const gas = await sendAndSettle(page, devnet, 'remove-confirm-button')
    expect((await etherBalance(chain, wallet.address)) - eth + gas).toBe(out0)

    // Empty now: Closed, and the burn is offered instead of the removal.
    await expect(page.getByTestId('position-badge')).toHaveText('Closed', { timeout: 30_000 })
    await page.getByTestId('burn-button').click()
    await page.getByTestId('burn-confirm-button').click()
    // Sent: back to /pool, where the transaction's popup follows the burn.
    await expect.poll(() => app.route(), { timeout: 30_000 }).toBe('/pool')
    await expect.poll(() => ownerOfV4(chain, id), { timeout: 30_000 }).toBeNull()
    await app.goto(`/pool/v4/${id}`)
    await expect(page.getByTestId('position-not-found')).toBeVisible({ timeout: 30_000 })
  })
})
