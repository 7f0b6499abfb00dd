// Issue 13 /pool/{tokenId}, collect and /remove/{tokenId} on the devnet, asserted on chain: each
// test mints its own position through the real position manager and trades through its range
// from another account (inside the test's snapshot); what the screen shows (kept to the wei in
// data-raw) equals what the chain reads and, after a collect or removal, what it moved.
import type { Page } from '@playwright/test'
import { publicClient } from '@tidepool/devnet/testing/clients'
import { type Address, type Hash, parseEther, parseUnits } from 'viem'
import { seriousAxeViolations } from '../harness/axe.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import {
  approveOperator,
  balanceOf,
  findPool,
  mintPosition,
  readPositionOnChain,
  staticCollect,
  staticDecrease,
  tokenAddress,
  tradeThrough,
} from '../harness/liquidity-position.ts'
import { afterPolls, enabledAfterPolls, nextPoll } from '../harness/poll-clock.ts'
import { simulatedChanges } from '../harness/simulation.ts'
import { etherBalance } from '../harness/swap-page.ts'

/** A WETH/USDC 0.3 % position of account 0 spanning the price, with fees on both sides. */
async function positionWithFees(devnet: Devnet, account = 0) {
  const chain = devnet.l1
  const pool = findPool(chain, 'WETH', 'USDC', 3000)
  const weth = tokenAddress(chain, 'WETH')
  const wethIs0 = pool.token0.toLowerCase() === weth.toLowerCase()
  const [eth, usdc] = [parseEther('2'), parseUnits('6000', 6)]
  const { tokenId, liquidity } = await mintPosition(devnet.manifest, chain, {
    account,
    pool,
    steps: [-4, 4],
    amount0: wethIs0 ? eth : usdc,
    amount1: wethIs0 ? usdc : eth,
  })
  await trade(devnet, pool, wethIs0)
  return { chain, pool, tokenId, liquidity, weth, wethIs0, usdc: tokenAddress(chain, 'USDC') }
}

async function trade(devnet: Devnet, pool: ReturnType<typeof findPool>, wethIs0: boolean) {
  await tradeThrough(
    devnet.manifest,
    devnet.l1,
    pool,
    wethIs0 ? parseEther('40') : parseUnits('120000', 6),
  )
}

const raw = async (page: Page, testId: string): Promise<bigint> =>
  BigInt((await page.getByTestId(testId).getAttribute('data-raw')) ?? 'NaN')

/** The submitted dialog's hash (its explorer link), then closes it. */
async function submittedHash(page: Page): Promise<Hash> {
  const dialog = page.getByRole('dialog', { name: 'Transaction Submitted' })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  const href = (await dialog.getByTestId('tx-dialog-explorer').getAttribute('href')) ?? ''
  const hash = href.split('/tx/')[1] as Hash
  return hash
}

async function gasCost(devnet: Devnet, hash: Hash): Promise<bigint> {
  const receipt = await publicClient(devnet.l1).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt.gasUsed * receipt.effectiveGasPrice
}

test.describe('v3 position', () => {
  test.setTimeout(180_000)

  test('the owner sees the values the chain has: liquidity, unclaimed fees, badge, NFT, links', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const p = await positionWithFees(devnet)
    await app.openConnected(`/pool/${p.tokenId}`, wallet)
    await expect(page.getByTestId('position-badge')).toHaveText('In range', { timeout: 30_000 })
    const [fee0, fee1] = await staticCollect(p.chain, p.tokenId, wallet.address as Address)
    expect(fee0 > 0n && fee1 > 0n).toBe(true)
    expect(await raw(page, 'position-fee0')).toBe(fee0)
    expect(await raw(page, 'position-fee1')).toBe(fee1)
    // What removing all of it would pay now, by the chain's own arithmetic.
    const [amount0, amount1] = await staticDecrease(
      p.chain,
      p.tokenId,
      wallet.address as Address,
      p.liquidity,
    )
    expect(await raw(page, 'position-amount0')).toBe(amount0)
    expect(await raw(page, 'position-amount1')).toBe(amount1)
    await expect(page.getByTestId('position-nft')).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml;base64,/,
      { timeout: 30_000 },
    )
    await expect(page.getByTestId('position-title')).toHaveText(
      p.wethIs0 ? 'ETH / USDC' : 'USDC / ETH',
    )
    const [c0, c1] = p.wethIs0 ? ['ETH', p.usdc] : [p.usdc, 'ETH']
    await expect(page.getByTestId('position-increase')).toHaveAttribute(
      'href',
      `#/increase/${c0}/${c1}/3000/${p.tokenId}`,
    )
    await expect(page.getByTestId('position-remove')).toHaveAttribute(
      'href',
      `#/remove/${p.tokenId}`,
    )
    await expect(page.getByTestId('position-owner')).toHaveCount(0)
    await expect(page.getByTestId('position-collect')).toBeEnabled()
    // issue 34 #9: the range's unit names the currency the page names (ETH, as in the title),
    // never the pool's WETH, and the inverted view swaps it.
    const units = page.locator('.position-range .position-range__unit')
    const [base, quote] = p.wethIs0 ? ['ETH', 'USDC'] : ['USDC', 'ETH']
    await expect(units).toHaveText(Array(3).fill(`${quote} per ${base}`))
    const before = await page.getByTestId('position-current-price').textContent()
    await page.getByTestId('position-invert').click()
    await expect(page.getByTestId('position-current-price')).not.toHaveText(before ?? '')
    await expect(units).toHaveText(Array(3).fill(`${base} per ${quote}`))
    await expect(page.locator('.position-range')).not.toContainText('WETH')
  })

  test('a range above the price reads Out of range, held in one token', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const pool = findPool(chain, 'WETH', 'USDC', 3000)
    const { tokenId } = await mintPosition(devnet.manifest, chain, {
      account: 0,
      pool,
      steps: [3, 8],
      amount0:
        pool.token0.toLowerCase() === tokenAddress(chain, 'WETH').toLowerCase()
          ? parseEther('1')
          : parseUnits('3000', 6),
      amount1:
        pool.token1.toLowerCase() === tokenAddress(chain, 'WETH').toLowerCase()
          ? parseEther('1')
          : parseUnits('3000', 6),
    })
    await app.openConnected(`/pool/${tokenId}`, wallet)
    await expect(page.getByTestId('position-badge')).toHaveText('Out of range', { timeout: 30_000 })
    // Above the current price a range holds token0 only.
    expect(await raw(page, 'position-amount1')).toBe(0n)
    expect(await raw(page, 'position-amount0')).toBeGreaterThan(0n)
    await expect(page.getByTestId('position-page')).toContainText('Your position will be 100%')
  })

  test('collect fees as ETH, then after more trades as WETH: the chain pays what the dialog said', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const p = await positionWithFees(devnet)
    const me = wallet.address as Address
    const [wethSide, usdcSide] = p.wethIs0 ? ([0, 1] as const) : ([1, 0] as const)
    // Issue 30: the second round lets the page poll now (page clock) instead of reloading it.
    await page.clock.install()
    await app.openConnected(`/pool/${p.tokenId}`, wallet)
    for (const asWeth of [false, true]) {
      // The second round reads the fees the new trades earned at the page's next poll (the
      // wallet stays connected). One page poll was not always enough: the wait then ran into
      // the app's next real 15 s poll (about 13 s of this test); each attempt polls again.
      if (asWeth)
        await expect
          .poll(
            afterPolls(page, () => page.getByTestId('position-collect').isEnabled()),
            {
              timeout: 30_000,
            },
          )
          .toBe(true)
      await expect(page.getByTestId('position-collect')).toBeEnabled({ timeout: 30_000 })
      if (asWeth) await page.getByTestId('position-collect-as-weth').click()
      const [fee0, fee1] = await staticCollect(p.chain, p.tokenId, me)
      const fees = [fee0, fee1] as const
      await expect
        .poll(async () => [await raw(page, 'position-fee0'), await raw(page, 'position-fee1')])
        .toEqual(fees)
      await page.getByTestId('position-collect').click()
      const confirm = page.getByTestId('position-collect-confirm')
      await expect(confirm).toBeVisible()
      // issue 34 #11: the dialog's title and its button say the same verb (it read 'Claim fees').
      await expect(page.getByRole('dialog', { name: 'Collect fees' })).toBeVisible()
      await expect(page.getByTestId('position-collect-confirm-button')).toHaveText('Collect')
      expect(await raw(page, 'position-fee0-confirm')).toBe(fee0)
      expect(await raw(page, 'position-fee1-confirm')).toBe(fee1)
      const [eth0, weth0, usdc0] = await Promise.all([
        etherBalance(p.chain, me),
        balanceOf(p.chain, p.weth, me),
        balanceOf(p.chain, p.usdc, me),
      ])
      await page.getByTestId('position-collect-confirm-button').click()
      const gas = await gasCost(devnet, await submittedHash(page))
      const [eth1, weth1, usdc1] = await Promise.all([
        etherBalance(p.chain, me),
        balanceOf(p.chain, p.weth, me),
        balanceOf(p.chain, p.usdc, me),
      ])
      expect(usdc1 - usdc0).toBe(fees[usdcSide])
      if (asWeth) {
        expect(weth1 - weth0).toBe(fees[wethSide])
        expect(eth1 - eth0).toBe(-gas)
      } else {
        expect(weth1 - weth0).toBe(0n)
        expect(eth1 - eth0).toBe(fees[wethSide] - gas)
      }
      const after = await readPositionOnChain(p.chain, p.tokenId)
      expect([after.tokensOwed0, after.tokensOwed1]).toEqual([0n, 0n])
      await page.getByRole('button', { name: 'Close' }).last().click()
      await trade(devnet, p.pool, p.wethIs0)
    }
  })

  test('collecting on a pair no list knows: the toast names its tokens by symbol, in whole units', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    // issue 34 #2: the seeded TIDE/REEF position's toast read "Collect 2459945406199425856
    // 0x124c…7E73 and 2459676909473353236 0x6115…747C in fees".
    const seeded = devnet.l1.v3Seed?.positions.find(
      (p) => p.owner === wallet.address && p.tickLower === -600,
    )
    await app.openConnected(`/pool/${seeded?.tokenId}`, wallet)
    await expect(page.getByTestId('position-collect')).toBeEnabled({ timeout: 30_000 })
    await page.getByTestId('position-collect').click()
    await page.getByTestId('position-collect-confirm-button').click()
    await submittedHash(page)
    await page.getByRole('button', { name: 'Close' }).last().click()
    // spec 02 §4: the button says the collect is done once its dialog is closed.
    await expect(page.getByTestId('position-collect')).toHaveText('Collected')
    const toast = page.getByTestId('popup-transaction')
    await expect(toast).toContainText(/Collect .* in fees/, { timeout: 30_000 })
    const text = (await toast.textContent()) ?? ''
    const summary = /Collect ([\d.,]+) (?:TIDE|REEF) and ([\d.,]+) (?:TIDE|REEF) in fees/
    expect(text).toMatch(summary)
    const [, amount0, amount1] = summary.exec(text) ?? []
    // At most 4 significant digits (spec 01 §9), so never the base units.
    for (const amount of [amount0, amount1])
      expect(amount?.replace(/[.,]/g, '').replace(/^0+/, '').length).toBeLessThanOrEqual(4)
    expect(text).not.toContain('0x')
    // The account's recent transactions say the same (one summary renderer).
    await page.getByTestId('wallet-button').click()
    const row = page.getByTestId('wallet-recent-transactions').getByTestId('recent-transaction')
    await expect(row.first()).toContainText(`Collect ${amount0}`)
    await expect(row.first()).not.toContainText('0x')

    // "…and removal does the same": a removal's toast names the tokens too, in whole units.
    await app.closeModalIfOpen()
    await app.goto(`/remove/${seeded?.tokenId}`)
    await page.getByTestId('remove-slider').getByRole('button', { name: '25%' }).click()
    await expect(page.getByTestId('remove-button')).toHaveText('Remove', { timeout: 30_000 })
    await page.getByTestId('remove-button').click()
    await page.getByTestId('remove-confirm-button').click()
    await submittedHash(page)
    await page.getByRole('button', { name: 'Close' }).last().click()
    const removed = page.getByTestId('popup-transaction').filter({ hasText: /^Remove / })
    await expect(removed).toHaveText(/^Remove [\d.,]+ (TIDE|REEF) and [\d.,]+ (TIDE|REEF)/, {
      timeout: 30_000,
    })
    await expect(removed).not.toContainText('0x')
  })

  test('remove 50 % as ETH, then 100 % as WETH: amounts to the wei, the NFT kept and Closed', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const p = await positionWithFees(devnet)
    const me = wallet.address as Address
    const [wethSide, usdcSide] = p.wethIs0 ? [0, 1] : [1, 0]
    // Issue 30: the second round lets the page poll now (page clock) instead of reloading it.
    await page.clock.install()
    await app.openConnected(`/remove/${p.tokenId}`, wallet)
    const button = page.getByTestId('remove-button')
    await expect(button).toHaveText('Enter a percent', { timeout: 30_000 })
    await expect(page.getByTestId('remove-badge')).toHaveText('In range')
    for (const [preset, asWeth] of [
      ['50%', false],
      ['Max', true],
    ] as const) {
      // The second round reads the position after the new trades (the wallet stays connected)
      // at the page's next poll, run now on the page clock; the confirmation below waits until
      // it shows them.
      if (asWeth) {
        await nextPoll(page)
        await expect(button).toHaveText('Enter a percent', { timeout: 30_000 })
      }
      await page.getByTestId('remove-slider').getByRole('button', { name: preset }).click()
      await expect(button).toHaveText('Remove')
      if (asWeth) await page.getByTestId('remove-collect-as-weth').click()
      const liquidityBefore = (await readPositionOnChain(p.chain, p.tokenId)).liquidity
      const removed = preset === 'Max' ? liquidityBefore : liquidityBefore / 2n
      const expected = await staticDecrease(p.chain, p.tokenId, me, removed)
      const fees = await staticCollect(p.chain, p.tokenId, me)
      await button.click()
      const confirm = page.getByTestId('remove-confirm')
      await expect(confirm).toBeVisible()
      await expect(confirm).toContainText('You will also collect fees earned from this position.')
      const confirmed = async () => [
        [await raw(page, 'remove-confirm0'), await raw(page, 'remove-confirm1')],
        [await raw(page, 'remove-confirm-fee0'), await raw(page, 'remove-confirm-fee1')],
      ]
      await expect.poll(confirmed).toEqual([expected, fees])
      const [shown = [], shownFees = []] = await confirmed()
      expect(shown).toEqual(expected)
      expect(shownFees).toEqual(fees)
      const [eth0, weth0, usdc0] = await Promise.all([
        etherBalance(p.chain, me),
        balanceOf(p.chain, p.weth, me),
        balanceOf(p.chain, p.usdc, me),
      ])
      const paid = (side: number) => (shown[side] ?? 0n) + (shownFees[side] ?? 0n)
      // Issue 35: the first removal's dialog shows its simulated outcome while the wallet asks:
      // exactly what the confirmation said arrives (ETH, USDC), nothing leaves.
      const release = asWeth ? undefined : wallet.holdNext('eth_sendTransaction')
      await page.getByTestId('remove-confirm-button').click()
      if (release) {
        const simulated = await simulatedChanges(page)
        release()
        expect(simulated).toEqual({
          out: {},
          in: { native: paid(wethSide), [p.usdc.toLowerCase()]: paid(usdcSide) },
        })
      }
      const gas = await gasCost(devnet, await submittedHash(page))
      const [eth1, weth1, usdc1] = await Promise.all([
        etherBalance(p.chain, me),
        balanceOf(p.chain, p.weth, me),
        balanceOf(p.chain, p.usdc, me),
      ])
      expect(usdc1 - usdc0).toBe(paid(usdcSide))
      if (asWeth) {
        expect(weth1 - weth0).toBe(paid(wethSide))
        expect(eth1 - eth0).toBe(-gas)
      } else {
        expect(weth1 - weth0).toBe(0n)
        expect(eth1 - eth0).toBe(paid(wethSide) - gas)
      }
      const after = await readPositionOnChain(p.chain, p.tokenId)
      expect(after.liquidity).toBe(liquidityBefore - removed)
      expect(after.owner.toLowerCase()).toBe(me.toLowerCase())
      // issue 34 #12: the form behind the Submitted dialog is back at 0 already (it stayed at
      // 50 % with the fresh amounts, one click from removing half the rest); spec 02 §4: and so
      // after dismissing.
      const slider = page.getByTestId('remove-slider').getByRole('slider')
      await expect(slider).toHaveAttribute('aria-valuenow', '0')
      if (preset === '50%') await expect(button).toHaveText('Enter a percent')
      await page.getByRole('button', { name: 'Close' }).last().click()
      await expect(slider).toHaveAttribute('aria-valuenow', '0')
      if (preset === '50%') await trade(devnet, p.pool, p.wethIs0)
    }
    await expect(button).toHaveText('Closed', { timeout: 30_000 })
    await expect(button).toBeDisabled()
    await expect(page.getByTestId('remove-badge')).toHaveText('Closed')
    await app.goto(`/pool/${p.tokenId}`)
    await expect(page.getByTestId('position-badge')).toHaveText('Closed', { timeout: 30_000 })
    await expect(page.getByTestId('position-remove')).toHaveCount(0)
    await expect(page.getByTestId('position-increase')).toBeVisible()
  })

  test.describe('another account', () => {
    test.use({ walletOptions: { account: 1, chain: 'l1', authorized: false, name: 'E2E Wallet' } })
    test('sees no Increase, Remove or Collect, and the Owner link', async ({
      page,
      app,
      wallet,
      devnet,
    }) => {
      const p = await positionWithFees(devnet, 0)
      const owner = devnet.manifest.accounts[0]?.address ?? ''
      // The page reads the approval below at its next poll (page clock, poll-clock.ts).
      await page.clock.install()
      await app.openConnected(`/pool/${p.tokenId}`, wallet)
      await expect(page.getByTestId('position-badge')).toBeVisible({ timeout: 30_000 })
      await expect(page.getByTestId('position-owner')).toHaveAttribute(
        'href',
        new RegExp(`address/${owner}$`, 'i'),
      )
      await expect(page.getByTestId('position-increase')).toHaveCount(0)
      await expect(page.getByTestId('position-remove')).toHaveCount(0)
      await expect(page.getByTestId('position-collect')).toHaveCount(0)
      await expect(page.getByTestId('position-collect-as-weth')).toHaveCount(0)
      // The remove call of someone else's position fails its gas estimate (spec 02 §8).
      await app.goto(`/remove/${p.tokenId}`)
      await page.getByTestId('remove-slider').getByRole('button', { name: '50%' }).click()
      await expect(page.getByTestId('remove-button')).toHaveText('Remove', { timeout: 30_000 })
      await page.getByTestId('remove-button').click()
      await page.getByTestId('remove-confirm-button').click()
      const error = page.getByRole('dialog', { name: 'Error' })
      await expect(error).toContainText('This transaction would fail. Please contact support.', {
        timeout: 30_000,
      })
      expect((await readPositionOnChain(p.chain, p.tokenId)).liquidity).toBe(p.liquidity)

      // issue 34 untested list (spec 02 §6 "owner or approved operator"): once the owner approves
      // this account for the token, the page offers it Collect, and the fees come to it.
      const me = wallet.address as Address
      await approveOperator(devnet.manifest, p.chain, {
        owner: 0,
        operator: me,
        tokenId: p.tokenId,
      })
      await app.goto(`/pool/${p.tokenId}`)
      const collect = page.getByTestId('position-collect')
      await expect.poll(enabledAfterPolls(page, collect), { timeout: 30_000 }).toBe(true)
      await expect(page.getByTestId('position-increase')).toHaveCount(0)
      const [fee0, fee1] = await staticCollect(p.chain, p.tokenId, me)
      const [wethFee, usdcFee] = p.wethIs0 ? [fee0, fee1] : [fee1, fee0]
      expect(usdcFee).toBeGreaterThan(0n)
      const [eth0, usdc0] = await Promise.all([
        etherBalance(p.chain, me),
        balanceOf(p.chain, p.usdc, me),
      ])
      await page.getByTestId('position-collect').click()
      await page.getByTestId('position-collect-confirm-button').click()
      const gas = await gasCost(devnet, await submittedHash(page))
      expect((await balanceOf(p.chain, p.usdc, me)) - usdc0).toBe(usdcFee)
      expect((await etherBalance(p.chain, me)) - eth0).toBe(wethFee - gas)
      expect(await staticCollect(p.chain, p.tokenId, me)).toEqual([0n, 0n])
    })
  })

  for (const id of ['0', 'abc']) {
    test(`/remove/${id} → /pool`, async ({ app }) => {
      await app.goto(`/remove/${id}`)
      await expect.poll(() => app.route()).toBe('/pool')
    })
  }

  // One page, both themes: hash navigation switches the theme without a reload.
  test('position and remove pages pass axe (light and dark) and fit 320 px', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const p = await positionWithFees(devnet)
    await app.openConnected(`/pool/${p.tokenId}?theme=light`, wallet)
    let checked = 0
    for (const theme of ['light', 'dark'] as const) {
      for (const route of [`/pool/${p.tokenId}`, `/remove/${p.tokenId}`]) {
        await app.goto(`${route}?theme=${theme}`)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        const root = route.startsWith('/pool') ? 'position-page' : 'remove-page'
        await expect(page.getByTestId(root)).toBeVisible({ timeout: 30_000 })
        if (root === 'position-page')
          await expect(page.getByTestId('position-nft')).toBeVisible({ timeout: 30_000 })
        expect(await seriousAxeViolations(page, `[data-testid="${root}"]`), theme).toEqual([])
        await page.setViewportSize({ width: 320, height: 700 })
        const box = await page.getByTestId(root).boundingBox()
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
        expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(320)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        await page.setViewportSize({ width: 1280, height: 900 })
        checked++
      }
    }
    expect(checked).toBe(4)
  })
})
