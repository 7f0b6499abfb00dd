// Issue 32 "Change range in one transaction" on the devnet, asserted on chain: a v3 and a v4
// position's Change range. The dialog starts at the position's range; one step of a bound makes a
// new range; the preview (kept to the wei in data-raw) is shown once the simulation of the very
// transaction agrees with it; then exactly one transaction leaves the old position empty (or
// burned), the new one with the previewed liquidity, and the wallet richer by the previewed
// refunds. The dialog is axe-clean in both themes and fits 320 px. A batching wallet's v3 change
// carries its approvals in the same one batch, the multicall its only position-manager call.
import type { Page } from '@playwright/test'
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  maxUint256,
  parseAbi,
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { seriousAxeViolations } from '../harness/axe.ts'
import { allowance, BATCHING_WALLET, expectMaxApproval, theOnlyBatch } from '../harness/batch.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import { chartOf, handleOf } from '../harness/liquidity-chart.ts'
import { giveSeededV4Position } from '../harness/liquidity-list.ts'
import {
  balanceOf,
  findPool,
  mintPosition,
  tokenAddress,
  tradeThrough,
} from '../harness/liquidity-position.ts'
import {
  nextV4TokenId,
  openConnected,
  tradeV4,
  v4Pool,
  v4PositionLiquidity,
} from '../harness/liquidity-v4.ts'
import { etherBalance } from '../harness/swap-page.ts'

const NPM = parseAbi([
  'function positions(uint256) view returns (uint96, address, address, address, uint24, int24, int24, uint128, uint256, uint256, uint128, uint128)',
  'function ownerOf(uint256) view returns (address)',
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])

const raw = async (page: Page, testId: string): Promise<bigint> =>
  BigInt((await page.getByTestId(testId).getAttribute('data-raw')) ?? 'NaN')

/**
 * Opens the dialog and sets a new range: typed prices, or one step up of the min bound; waits for
 * the simulation to agree with the preview.
 */
async function chooseRange(
  page: Page,
  p: { prices?: { min: string; max: string }; burn: boolean },
): Promise<void> {
  await page.getByTestId('change-range-open').click()
  const dialog = page.getByTestId('change-range')
  await expect(dialog).toBeVisible()
  // The pool's depth chart, its handles at the position's range (the core's, as on the add
  // screens; a full-range bound reads 0 or ∞).
  await expect(chartOf(page)).toBeVisible({ timeout: 30_000 })
  for (const side of ['min', 'max'] as const)
    await expect(handleOf(page, side)).toHaveAttribute('aria-valuetext', /\d|∞/)
  if (p.prices) {
    // A box takes what is typed when it is left (PriceStepper).
    await dialog.getByRole('textbox', { name: 'Min price' }).fill(p.prices.min)
    await dialog.getByRole('textbox', { name: 'Max price' }).fill(p.prices.max)
    await dialog.getByRole('textbox', { name: 'Min price' }).focus()
  } else {
    await dialog
      .getByTestId('change-range-min')
      .getByRole('button', { name: /^Increase/ })
      .click()
  }
  if (p.burn) await dialog.getByTestId('change-range-burn').check()
  await expect(page.getByTestId('change-range-simulation')).toHaveText(
    'Simulated: the chain moves exactly these amounts.',
    { timeout: 30_000 },
  )
  await expect(page.getByTestId('change-range-confirm')).toBeEnabled()
}

type Choice = Parameters<typeof chooseRange>[1]

/**
 * Chooses the range in the light theme, checks the dialog (axe, 1280 / 375 / 320 px, and with
 * TIDEPOOL_E2E_SHOTS set its pictures at 1280 and 375), closes it, switches to the dark theme
 * (the header's switch), and chooses again and checks: the dialog is left open, in dark, ready.
 */
async function chooseInBothThemes(page: Page, name: string, choice: Choice): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('change-range')).toHaveCount(0)
      await page.getByRole('button', { name: 'Switch to dark mode' }).click()
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    }
    await chooseRange(page, choice)
    expect(await seriousAxeViolations(page, '[role="dialog"]'), theme).toEqual([])
    await checkWidths(page, `${name}-${theme}`)
  }
}

async function checkWidths(page: Page, name: string): Promise<void> {
  const shots = process.env.TIDEPOOL_E2E_SHOTS
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: 900 })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `${name} ${width}`).toBeLessThanOrEqual(0)
    if (shots && width !== 320) {
      // The dialog settles (a sheet on phones, centred above) before it is pictured.
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
      await page.screenshot({ path: `${shots}/${name}-${width}.png` })
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/**
 * Confirms, waits until the wallet has sent exactly one transaction, and resolves to its receipt
 * (found in the latest blocks by sender and nonce: once mined, the page moves on to the new
 * position, the submitted dialog with it).
 */
async function confirmAndSettle(page: Page, devnet: Devnet, from: Address) {
  const client = publicClient(devnet.l1)
  const nonce = await client.getTransactionCount({ address: from })
  await page.getByTestId('change-range-confirm').click()
  await expect(page.getByText(/^Transaction confirmed: Change range of position #/)).toBeVisible({
    timeout: 30_000,
  })
  expect(await client.getTransactionCount({ address: from })).toBe(nonce + 1)
  const latest = await client.getBlockNumber()
  for (let n = latest; n > latest - 10n; n--) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    const tx = block.transactions.find(
      (t) => t.from.toLowerCase() === from.toLowerCase() && t.nonce === nonce,
    )
    if (!tx) continue
    const receipt = await client.getTransactionReceipt({ hash: tx.hash })
    expect(receipt.status).toBe('success')
    return receipt
  }
  throw new Error('the change of range was not found in the latest blocks')
}

/** Account 0's in-range v3 WETH/USDC 0.3 % position (2 WETH, 6,000 USDC at most). */
async function mintWethUsdc(devnet: Devnet) {
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
  return { pool, tokenId, wethIs0 }
}

test.describe('change range in one transaction', () => {
  test.setTimeout(120_000)

  test('a v4 ETH/LUM position with fees: one transaction, the old one empty, the new one and the refunds as previewed', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const pool = v4Pool(chain, 'v4-only')
    const id = await giveSeededV4Position(chain, 'v4-only', wallet.address)
    await tradeV4(devnet.manifest, chain, pool, 10n ** 18n)
    await openConnected(app, wallet, `/pool/v4/${id}`)
    await expect(page.getByTestId('position-badge')).toHaveText('In range', { timeout: 30_000 })
    // The seeded position is full range; the new one is 1,000–2,000 LUM per ETH (the price ~1,482).
    await chooseInBothThemes(page, 'change-range-v4', {
      prices: { min: '1000', max: '2000' },
      burn: false,
    })
    expect(await raw(page, 'change-range-fees0')).toBeGreaterThan(0n)
    const liquidity = await raw(page, 'change-range-liquidity')
    // The rate toggle (#7990): the boxes read ETH per LUM, the same range turned round (1/2,000 to
    // 1/1,000), and the new position, simulated again, is the same to the wei.
    const dialog = page.getByTestId('change-range')
    await expect(dialog.getByText('LUM per ETH').first()).toBeVisible()
    await dialog.getByTestId('change-range-rate-1').click()
    await expect(dialog.getByText('ETH per LUM').first()).toBeVisible()
    const box = (name: string) => dialog.getByRole('textbox', { name })
    // Within the pool's tick spacing of the typed prices' inverses (the bounds sit on ticks).
    const ratio = async (name: string, of: number) => Number(await box(name).inputValue()) * of
    expect(Math.abs((await ratio('Min price', 2000)) - 1)).toBeLessThan(0.02)
    expect(Math.abs((await ratio('Max price', 1000)) - 1)).toBeLessThan(0.02)
    await expect(page.getByTestId('change-range-simulation')).toHaveText(
      'Simulated: the chain moves exactly these amounts.',
      { timeout: 30_000 },
    )
    expect(await raw(page, 'change-range-liquidity')).toBe(liquidity)
    const refund0 = await raw(page, 'change-range-refunds0')
    const refund1 = await raw(page, 'change-range-refunds1')
    const newId = await nextV4TokenId(chain)
    const lum = pool.currency1
    const [eth0, lum0] = await Promise.all([
      etherBalance(chain, wallet.address),
      balanceOf(chain, lum, wallet.address),
    ])
    const receipt = await confirmAndSettle(page, devnet, wallet.address)
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await etherBalance(chain, wallet.address)) - eth0 + gas).toBe(refund0)
    expect((await balanceOf(chain, lum, wallet.address)) - lum0).toBe(refund1)
    expect(await v4PositionLiquidity(chain, id)).toBe(0n)
    expect(await v4PositionLiquidity(chain, newId)).toBe(liquidity)
    // Mined, the page goes on to the new position.
    await expect(page).toHaveURL(new RegExp(`/pool/v4/${newId}$`), { timeout: 30_000 })
    await expect(page.getByTestId('position-badge')).toHaveText('In range', { timeout: 30_000 })
  })

  test('a v3 WETH/USDC position with fees, its NFT burned: one transaction, the new one and the refunds as previewed', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const { pool, tokenId, wethIs0 } = await mintWethUsdc(devnet)
    await tradeThrough(
      devnet.manifest,
      chain,
      pool,
      wethIs0 ? parseEther('4') : parseUnits('12000', 6),
    )
    await openConnected(app, wallet, `/pool/${tokenId}`)
    await expect(page.getByTestId('position-badge')).toHaveText('In range', { timeout: 30_000 })
    await chooseInBothThemes(page, 'change-range-v3', { burn: true })
    const refund0 = await raw(page, 'change-range-refunds0')
    const refund1 = await raw(page, 'change-range-refunds1')
    const liquidity = await raw(page, 'change-range-liquidity')
    const [b0, b1] = await Promise.all([
      balanceOf(chain, pool.token0, wallet.address),
      balanceOf(chain, pool.token1, wallet.address),
    ])
    const receipt = await confirmAndSettle(page, devnet, wallet.address)
    expect((await balanceOf(chain, pool.token0, wallet.address)) - b0).toBe(refund0)
    expect((await balanceOf(chain, pool.token1, wallet.address)) - b1).toBe(refund1)
    const client = publicClient(chain)
    const manager = chain.contracts.positionManager
    await expect(
      client.readContract({ address: manager, abi: NPM, functionName: 'ownerOf', args: [tokenId] }),
    ).rejects.toThrow()
    const [minted] = parseEventLogs({
      abi: NPM,
      logs: receipt.logs,
      eventName: 'IncreaseLiquidity',
    })
    expect(minted?.args.liquidity).toBe(liquidity)
    const created = await client.readContract({
      address: manager,
      abi: NPM,
      functionName: 'positions',
      args: [minted?.args.tokenId ?? 0n],
    })
    expect(created[7]).toBe(liquidity)
    // The old NFT is gone: the page goes on to the new position instead of saying "not found".
    await expect(page).toHaveURL(new RegExp(`/pool/${minted?.args.tokenId}$`), { timeout: 30_000 })
    await expect(page.getByTestId('position-page')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('position-not-found')).toHaveCount(0)
  })
})

const MULTICALL = parseAbi(['function multicall(bytes[] data) payable returns (bytes[])'])

test.describe('change range from a batching wallet (EIP-5792)', () => {
  test.setTimeout(120_000)
  test.use({ walletOptions: BATCHING_WALLET })

  test('a v3 position without allowances: no approve step, the approvals and the multicall go as one batch, the new one and the refunds as previewed', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const { pool, tokenId } = await mintWethUsdc(devnet)
    const manager = chain.contracts.positionManager
    // The mint above approved the manager; taken back, so the change must carry both approvals.
    const owner = walletClient(devnet.manifest, chain, 0)
    const client = publicClient(chain)
    for (const token of [pool.token0, pool.token1]) {
      const hash = await owner.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [manager, 0n],
      })
      await client.waitForTransactionReceipt({ hash })
      expect(await allowance(chain, token, wallet.address, manager)).toBe(0n)
    }
    await openConnected(app, wallet, `/pool/${tokenId}`)
    await expect(page.getByTestId('position-badge')).toHaveText('In range', { timeout: 30_000 })
    await chooseRange(page, { burn: false })
    await expect(page.getByTestId('change-range').locator('[data-testid^="approve-"]')).toHaveCount(
      0,
    )
    const refund0 = await raw(page, 'change-range-refunds0')
    const refund1 = await raw(page, 'change-range-refunds1')
    const liquidity = await raw(page, 'change-range-liquidity')
    const [b0, b1] = await Promise.all([
      balanceOf(chain, pool.token0, wallet.address),
      balanceOf(chain, pool.token1, wallet.address),
    ])
    await page.getByTestId('change-range-confirm').click()
    await expect(page.getByText(/^Transaction confirmed: Change range of position #/)).toBeVisible({
      timeout: 30_000,
    })
    const [approve0, approve1, multicall, ...rest] = theOnlyBatch(wallet)
    expect(rest).toEqual([])
    expectMaxApproval(approve0, pool.token0, manager)
    expectMaxApproval(approve1, pool.token1, manager)
    // The change itself is one call: the manager's multicall, its only call in the batch.
    expect(multicall?.to.toLowerCase()).toBe(manager.toLowerCase())
    expect(decodeFunctionData({ abi: MULTICALL, data: multicall?.data ?? '0x' }).functionName).toBe(
      'multicall',
    )
    for (const token of [pool.token0, pool.token1])
      expect(await allowance(chain, token, wallet.address, manager)).toBeGreaterThan(
        maxUint256 / 2n,
      )
    expect((await balanceOf(chain, pool.token0, wallet.address)) - b0).toBe(refund0)
    expect((await balanceOf(chain, pool.token1, wallet.address)) - b1).toBe(refund1)
    const old = await client.readContract({
      address: manager,
      abi: NPM,
      functionName: 'positions',
      args: [tokenId],
    })
    expect(old[7]).toBe(0n)
    await expect(page).not.toHaveURL(new RegExp(`/pool/${tokenId}$`), { timeout: 30_000 })
    const newId = BigInt(page.url().split('/').pop() ?? '0')
    const created = await client.readContract({
      address: manager,
      abi: NPM,
      functionName: 'positions',
      args: [newId],
    })
    expect(created[7]).toBe(liquidity)
  })
})
