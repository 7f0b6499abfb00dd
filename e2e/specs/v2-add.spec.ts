// spec 02 §2 v2 add screen, §4 v2 pool status, §5 v2 add, §7 addLiquidity / addLiquidityETH — on
// the devnet, asserted on chain: what the dialog said (amounts, liquidity tokens) is what the
// pair took and minted, to the wei, worked out again here from chain reads.
import type { Address } from 'viem'
import { formatUnits } from 'viem'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'
import {
  isqrt,
  lpBalance,
  openV2Add,
  pairOf,
  pairState,
  reserveOf,
} from '../harness/liquidity-v2-add.ts'
import { changed, etherBalance, seedToken } from '../harness/swap-page.ts'

test('creates a new pair and supplies: reserves and liquidity tokens are what the dialog said', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const chain = devnet.l1
  const wbtc = seedToken(chain, 'WBTC').address
  const dai = seedToken(chain, 'DAI').address
  expect(await pairOf(chain, wbtc, dai)).toBe('0x0000000000000000000000000000000000000000')
  const add = await openV2Add(page, app, wallet, `/add/v2/${wbtc}/${dai}`, chain.rpcUrl)
  await expect(page.getByTestId('v2-first-provider')).toContainText(
    'You are the first liquidity provider.',
  )
  await add.amount('a').fill('0.1')
  // No liquidity: the other side is typed too (it sets the price).
  await expect(add.amount('b')).toHaveValue('')
  await expect(add.action).toHaveText('Enter an amount')
  await add.amount('b').fill('3000')
  await expect(page.getByTestId('v2-price-ba')).toHaveText('30,000')
  await add.approveAndSupply()
  await expect(page.getByRole('dialog', { name: 'Create Pool & Supply' })).toBeVisible()
  await expect(page.getByTestId('v2-confirm-slippage')).toHaveText('50.00%')
  const a = await add.raw('v2-confirm-amount-a')
  const b = await add.raw('v2-confirm-amount-b')
  const minted = await add.raw('v2-confirm-liquidity')
  expect([a, b]).toEqual([10n ** 7n, 3000n * 10n ** 18n])
  // A new pair mints √(a·b) − MINIMUM_LIQUIDITY to the first provider.
  expect(minted).toBe(isqrt(a * b) - 1000n)
  const me = wallet.address as Address
  await add.confirm()
  await expect
    .poll(() => pairOf(chain, wbtc, dai), { timeout: 30_000 })
    .not.toBe('0x0000000000000000000000000000000000000000')
  const pair = await pairOf(chain, wbtc, dai)
  await expect.poll(() => lpBalance(chain, pair, me), { timeout: 30_000 }).toBe(minted)
  const state = await pairState(chain, pair)
  expect(reserveOf(state, wbtc)).toBe(a)
  expect(reserveOf(state, dai)).toBe(b)
  expect(state.totalSupply).toBe(minted + 1000n)
  // The position panel appears once the pair reads again after the receipt.
  await page.getByTestId('tx-dialog-submitted').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('v2-position-balance')).toHaveAttribute(
    'data-raw',
    minted.toString(),
  )
})

test('adds to an existing pair with ETH: the reserves move by exactly the amounts sent', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const chain = devnet.l1
  const usdc = seedToken(chain, 'USDC').address
  const weth = seedToken(chain, 'WETH').address
  const pair = await pairOf(chain, weth, usdc)
  const before = await pairState(chain, pair)
  const add = await openV2Add(page, app, wallet, `/add/v2/ETH/${usdc}`, chain.rpcUrl)
  await expect(page.getByTestId('v2-fee-tip')).toContainText('0.3% of trades')
  await add.amount('a').fill('1')
  // The other side follows the reserves: the router's quote, floor(a·rB/rA).
  const quoted = (10n ** 18n * reserveOf(before, usdc)) / reserveOf(before, weth)
  await expect(add.amount('b')).toHaveValue(/\d/)
  await expect(page.getByTestId('approve-a')).toHaveCount(0)
  await add.approveAndSupply()
  await expect(page.getByRole('dialog', { name: 'Confirm Supply' })).toBeVisible()
  await expect(page.getByTestId('v2-confirm-slippage')).toHaveText('0.50%')
  // The user's own tolerance replaces the 0.50 % default (spec 02 §9 "Default slippage").
  await page.keyboard.press('Escape')
  await page.getByTestId('open-settings-dialog-button').click()
  await page.getByTestId('settings-menu').getByTestId('slippage-input').fill('1')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('settings-menu')).toHaveCount(0)
  await add.action.click()
  await expect(page.getByTestId('v2-confirm-slippage')).toHaveText('1.00%')
  await expect(add.confirmDialog).toContainText('If the price changes by more than 1.00%')
  const a = await add.raw('v2-confirm-amount-a')
  const b = await add.raw('v2-confirm-amount-b')
  const minted = await add.raw('v2-confirm-liquidity')
  // addLiquidityETH quotes ETH back from the token amount (Router02._addLiquidity), which can
  // round a wei below what was typed: the dialog says what the pair will take.
  expect(b).toBe(quoted)
  expect(a).toBe((quoted * reserveOf(before, weth)) / reserveOf(before, usdc))
  expect(10n ** 18n - a).toBeLessThanOrEqual(1n)
  const me = wallet.address as Address
  const lpBefore = await lpBalance(chain, pair, me)
  const wethBefore = await etherBalance(chain, me)
  await add.confirm()
  await changed(() => lpBalance(chain, pair, me), lpBefore)
  expect((await lpBalance(chain, pair, me)) - lpBefore).toBe(minted)
  const after = await pairState(chain, pair)
  expect(reserveOf(after, weth) - reserveOf(before, weth)).toBe(a)
  expect(reserveOf(after, usdc) - reserveOf(before, usdc)).toBe(b)
  // Paid in ETH (value), not WETH.
  expect(wethBefore - (await etherBalance(chain, me))).toBeGreaterThanOrEqual(a)
})

test('errors in the order of spec 02 §5; Max leaves 0.01 ETH for gas', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const chain = devnet.l1
  const usdc = seedToken(chain, 'USDC').address
  await app.goto(`/add/v2/ETH/${usdc}`)
  await app.ready()
  const action = page.getByTestId('add-action')
  await expect(action).toHaveText('Connect Wallet')
  await app.connect(wallet.name, wallet.address)
  await app.closeModalIfOpen()
  await expect(action).toHaveText('Enter an amount')
  await expect(action).toBeDisabled()
  // Side A first (spec 02 §5): the quoted ETH is short before the typed USDC is.
  await page.getByTestId('deposit-b-amount').fill('100000000000')
  await expect(action).toHaveText('Insufficient ETH balance')
  await page.getByTestId('deposit-a-amount').fill('0.001')
  await expect(action).not.toHaveText(/Insufficient/)
  await page.getByTestId('deposit-a-panel').getByRole('button', { name: 'Max' }).click()
  const ether = await etherBalance(chain, wallet.address as Address)
  await expect(page.getByTestId('deposit-a-amount')).toHaveValue(
    formatUnits(ether - 10n ** 16n, 18),
  )
  // ETH and WETH are the same pool token: no pair of one token.
  const weth = seedToken(chain, 'WETH').address
  await app.goto(`/add/v2/ETH/${weth}`)
  await expect(action).toHaveText('Invalid pair')
  // spec 02 §5 "An unsupported asset blocks the action".
  const blk = chain.extraTokens?.find((t) => t.role === 'blocked')?.address ?? ''
  await app.goto(`/add/v2/ETH/${blk}`)
  await expect(action).toHaveText('Unsupported Asset')
  await expect(action).toBeDisabled()
})

for (const theme of ['light', 'dark'] as const) {
  test(`the v2 add screen passes axe and fits 320 and 375 px (${theme})`, async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const usdc = seedToken(devnet.l1, 'USDC').address
    await page.setViewportSize({ width: 320, height: 900 })
    const add = await openV2Add(page, app, wallet, `/add/v2/ETH/${usdc}?theme=${theme}`)
    await add.amount('a').fill('1')
    await expect(page.getByTestId('v2-pool-share')).not.toHaveText('0%')
    // The account holds WETH/USDC liquidity (manifest v2Seed): its position shows below.
    await expect(page.getByTestId('v2-position')).toBeVisible()
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 900 })
      for (const id of ['add-v2', 'v2-position']) {
        const box = await page.getByTestId(id).boundingBox()
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
        expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width)
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    }
    expect(await seriousAxeViolations(page, '[data-testid="add-v2-page"]')).toEqual([])
  })
}

test.describe('on the local L2', () => {
  test.use({ walletOptions: { account: 0, chain: 'l2', authorized: true, name: 'E2E Wallet' } })

  test('says v2 is not available on Layer 2', async ({ page, app }) => {
    await app.goto('/add/v2/ETH')
    await app.ready()
    await expect(page.getByTestId('placeholder')).toContainText(
      'V2 is not available on Layer 2. Switch to Layer 1 Ethereum.',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add V2 Liquidity')
  })
})
