// Issue 32 "Add v4 liquidity" on the devnet, asserted on chain: a native-ETH position in the
// seeded ETH/USDC pool, a position in the hooked LUM/USDC pool after its review, a new pool
// created with its first position in one transaction, and a batching wallet's mint with its
// Permit2 approvals in the same one batch. Each time the preview's amounts are what
// left the wallet and its liquidity what the new id holds, to the wei.
import type { Locator, Page } from '@playwright/test'
import type { Manifest, ManifestChain } from '@tidepool/devnet/manifest'
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  erc20Abi,
  keccak256,
  maxUint256,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { seriousAxeViolations } from '../harness/axe.ts'
import { allowance, BATCHING_WALLET, theOnlyBatch } from '../harness/batch.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import { chartReady, dragHandle } from '../harness/liquidity-chart.ts'
import { balanceOf } from '../harness/liquidity-position.ts'
import {
  nextV4TokenId,
  openConnected,
  ownerOfV4,
  sendAndSettle,
  v4Pool,
  v4PositionLiquidity,
  v4PositionTicks,
} from '../harness/liquidity-v4.ts'
import { checkLooks } from '../harness/simulation.ts'
import { etherBalance, seedToken } from '../harness/swap-page.ts'

const NATIVE: Address = '0x0000000000000000000000000000000000000000'

/** ⌊√n⌋ by Newton's method. */
function isqrt(n: bigint): bigint {
  let x = n
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + n / x) / 2n
  }
  return x
}

const raw = async (page: Page, testId: string): Promise<bigint> =>
  BigInt((await page.getByTestId(testId).getAttribute('data-raw')) ?? 'NaN')

/** Each ERC-20 side's steps, in order (token → Permit2, Permit2 → position manager), until the
 *  form offers its Preview. */
async function passPermit2Steps(page: Page, action: Locator): Promise<void> {
  const steps = page.locator('[data-testid^="approve-permit2-"], [data-testid^="allow-"]')
  for (let round = 0; round < 5; round++) {
    await expect
      .poll(async () => (await steps.count()) > 0 || (await action.isVisible()), {
        timeout: 20_000,
      })
      .toBe(true)
    if ((await steps.count()) === 0) return
    const step = steps.first()
    const id = (await step.getAttribute('data-testid')) ?? ''
    await expect(step).toBeEnabled({ timeout: 20_000 })
    await step.click()
    await expect(page.getByTestId(id)).toHaveCount(0, { timeout: 30_000 })
  }
}

/**
 * The wallet's tokens approved through Permit2 to the position manager beforehand, by the devnet's
 * own calls: the first test walks the form's steps; the others skip them to stay fast.
 */
async function preApprove(manifest: Manifest, chain: ManifestChain, tokens: Address[]) {
  const { approveViaPermit2 } = await import('@tidepool/devnet/testing/v4')
  const npm = chain.v4?.positionManager
  if (!npm) throw new Error('no v4 on the L1')
  for (const token of tokens)
    await approveViaPermit2(chain, walletClient(manifest, chain, 0), token, npm, 10n ** 30n)
}

/** A native side's balance moves by the gas too; a token's by the amount alone. */
const holding = (chain: ManifestChain, currency: Address, owner: Address) =>
  currency === NATIVE ? etherBalance(chain, owner) : balanceOf(chain, currency, owner)

/**
 * Previews the form's deposit, sends it, and checks the chain: what left the wallet is the
 * preview's amounts, the new id is the wallet's and holds the preview's liquidity.
 */
async function mintAsPreviewed(
  page: Page,
  devnet: Devnet,
  owner: Address,
  currencies: readonly [Address, Address],
): Promise<void> {
  const chain = devnet.l1
  const action = page.getByTestId('v4-add-action')
  await passPermit2Steps(page, action)
  await expect(action).toHaveText('Preview', { timeout: 30_000 })
  await action.click()
  const shown = [await raw(page, 'v4-preview-amount0'), await raw(page, 'v4-preview-amount1')]
  const liquidity = await raw(page, 'v4-preview-liquidity')
  expect(liquidity).toBeGreaterThan(0n)
  const id = await nextV4TokenId(chain)
  const before = await Promise.all(currencies.map((c) => holding(chain, c, owner)))
  const gas = await sendAndSettle(page, devnet, 'v4-add-confirm')
  const after = await Promise.all(currencies.map((c) => holding(chain, c, owner)))
  currencies.forEach((c, i) => {
    const spent = (before[i] ?? 0n) - (after[i] ?? 0n) - (c === NATIVE ? gas : 0n)
    expect(spent, `currency${i}`).toBe(shown[i])
  })
  expect(await ownerOfV4(chain, id)).toBe(owner)
  expect(await v4PositionLiquidity(chain, id)).toBe(liquidity)
  await expect.poll(() => page.evaluate(() => location.hash), { timeout: 30_000 }).toBe('#/pool')
}

test.describe('add v4 liquidity', () => {
  test.setTimeout(120_000)

  test('mints a native-ETH position in ETH/USDC with the range dragged on the depth chart and the unit turned round: the preview’s amounts leave the wallet to the wei, and the new id holds its liquidity at the dragged ticks', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const pool = v4Pool(devnet.l1, 'best-price')
    expect([pool.currency0, pool.fee, pool.tickSpacing]).toEqual([NATIVE, 500, 10])
    await openConnected(app, wallet, `/add/v4/ETH/${pool.currency1}`)
    await page.getByTestId('v4-preset-500-10').click()
    await expect(page.getByTestId('v4-pool-status')).toHaveAttribute('data-status', 'exists', {
      timeout: 30_000,
    })
    // The range starts around the price (0.5–2×); the core's depth chart shows the pool's ticks
    // (read through StateView) and its handles move the min/max boxes.
    const box = (side: 'min' | 'max') => page.getByTestId(`v4-range-${side}`).locator('input')
    const boxValue = async (side: 'min' | 'max') =>
      Number((await box(side).inputValue()).replace(/,/g, ''))
    await expect(box('min')).not.toHaveValue('')
    await chartReady(page)
    const initial = { min: await boxValue('min'), max: await boxValue('max') }
    // Spacing 10 is a stable grid: the range starts at 0.999–1.001 × the price, about a spacing
    // each side, so the handles are dragged outward (inward they would meet).
    await dragHandle(page, 'min', -80)
    await dragHandle(page, 'max', 80)
    await expect.poll(() => boxValue('min')).toBeLessThan(initial.min)
    await expect.poll(() => boxValue('max')).toBeGreaterThan(initial.max)
    const usdcPerEth = { min: await boxValue('min'), max: await boxValue('max') }
    // 0.2 ETH and the USDC that range takes.
    await page.getByTestId('v4-deposit-0-amount').fill('0.2')
    const usdc = page.getByTestId('v4-deposit-1-amount')
    await expect(usdc).not.toHaveValue('')
    const usdcTaken = await usdc.inputValue()
    // The rate toggle (#7990): the boxes read ETH per USDC, the same range turned round, and the
    // amounts stay as they were.
    await page.getByTestId('v4-rate-1').click()
    await expect(page.getByTestId('v4-range-min')).toContainText('ETH per USDC')
    await expect(page.getByTestId('v4-pool-status')).toContainText('ETH per USDC')
    await expect.poll(() => boxValue('min')).toBeLessThan(1)
    expect((await boxValue('min')) * usdcPerEth.max).toBeCloseTo(1, 3)
    expect((await boxValue('max')) * usdcPerEth.min).toBeCloseTo(1, 3)
    await expect(page.getByTestId('v4-deposit-0-amount')).toHaveValue('0.2')
    await expect(usdc).toHaveValue(usdcTaken)
    await checkLooks(page, 'v4-add-chart', '[data-testid="add-v4"]')
    const id = await nextV4TokenId(devnet.l1)
    await mintAsPreviewed(page, devnet, wallet.address, [pool.currency0, pool.currency1])
    // On chain, the dragged range in USDC per ETH (1.0001^tick · 10^(18−6), ETH is currency0),
    // within the boxes' 5 significant digits.
    const ticks = await v4PositionTicks(devnet.l1, id)
    const price = (tick: number) => 1.0001 ** tick * 1e12
    expect(price(ticks.tickLower) / usdcPerEth.min).toBeCloseTo(1, 3)
    expect(price(ticks.tickUpper) / usdcPerEth.max).toBeCloseTo(1, 3)
  })

  test('a hooked pool: its permissions and the share it may take are reviewed and acknowledged before the add, then the mint is exact', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const pool = v4Pool(devnet.l1, 'fee-hook')
    await preApprove(devnet.manifest, devnet.l1, [pool.currency0, pool.currency1])
    await openConnected(app, wallet, `/add/v4/${pool.currency0}/${pool.currency1}`)
    await page.getByTestId('v4-preset-3000-60').click()
    await page.getByTestId('v4-hook-input').fill(pool.hooks)
    await expect(page.getByTestId('v4-pool-status')).toHaveAttribute('data-status', 'exists', {
      timeout: 30_000,
    })
    const review = page.getByTestId('v4-hook-review')
    await expect(review.getByTestId('v4-hook-address')).toHaveText(pool.hooks)
    await expect(review.locator('[data-permission]')).toHaveText([
      'Run code after every swap, and refuse it',
      "Take part of a swap's output, or add to it (it can take a fee)",
    ])
    await expect(review.getByTestId('v4-hook-takes-swaps')).toBeVisible()
    await expect(review.getByTestId('v4-hook-takes-liquidity')).toHaveCount(0)
    await page.getByTestId('v4-deposit-0-amount').fill('10')
    // Nothing to approve or preview until the review is acknowledged.
    await expect(page.getByTestId('v4-add-action')).toHaveCount(0)
    await expect(page.locator('[data-testid^="approve-permit2-"]')).toHaveCount(0)
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme)
      expect(await seriousAxeViolations(page, '[data-testid="add-v4"]'), theme).toEqual([])
    }
    await page.setViewportSize({ width: 320, height: 800 })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByTestId('v4-hook-acknowledge').check()
    await mintAsPreviewed(page, devnet, wallet.address, [pool.currency0, pool.currency1])
  })

  test('creates a new ETH/USDC pool (1 %, spacing 200) with its first position in one transaction, at the typed starting price', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const usdc = seedToken(devnet.l1, 'USDC').address
    await preApprove(devnet.manifest, devnet.l1, [usdc])
    await openConnected(app, wallet, `/add/v4/ETH/${usdc}`)
    await page.getByTestId('v4-preset-10000-200').click()
    await expect(page.getByTestId('v4-pool-status')).toHaveAttribute('data-status', 'new', {
      timeout: 30_000,
    })
    await page.getByTestId('v4-start-price').fill('2950')
    await page.getByTestId('v4-full-range').click()
    // spec 02 §4: full range only after the Efficiency Comparison warning, as on the v3 add.
    const warning = page.getByTestId('full-range-warning')
    await expect(warning).toContainText('Efficiency Comparison')
    await warning.getByRole('button', { name: 'I understand' }).click()
    await expect(warning).toHaveCount(0)
    await page.getByTestId('v4-deposit-0-amount').fill('0.05')
    await expect(page.getByTestId('v4-deposit-1-amount')).not.toHaveValue('')
    await mintAsPreviewed(page, devnet, wallet.address, [NATIVE, usdc])
    // The pool now exists at the starting price: 2950 USDC per ETH in raw units.
    const { v4Slot0 } = await import('@tidepool/devnet/testing/v4')
    const key = { currency0: NATIVE, currency1: usdc, fee: 10_000, tickSpacing: 200, hooks: NATIVE }
    const id = keccak256(
      encodeAbiParameters(parseAbiParameters('address, address, uint24, int24, address'), [
        key.currency0,
        key.currency1,
        key.fee,
        key.tickSpacing,
        key.hooks,
      ]),
    )
    const { sqrtPriceX96, tick } = await v4Slot0(devnet.l1, { ...key, id, role: 'best-price' })
    // v3-sdk encodeSqrtRatioX96(2950e6, 1e18) = ⌊√(2950e6 · 2¹⁹² / 1e18)⌋, and its tick.
    expect(sqrtPriceX96).toBe(isqrt((2950n * 10n ** 6n * (1n << 192n)) / 10n ** 18n))
    expect(tick).toBe(-196_425)
  })
})

const PERMIT2 = parseAbi([
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
  'function allowance(address owner, address token, address spender) view returns (uint160, uint48, uint48)',
])
const MODIFY = parseAbi(['function modifyLiquidities(bytes unlockData, uint256 deadline) payable'])
const MAX_UINT160 = (1n << 160n) - 1n

test.describe('add v4 liquidity from a batching wallet (EIP-5792)', () => {
  test.setTimeout(120_000)
  test.use({ walletOptions: BATCHING_WALLET })

  test('no Permit2 steps: each token’s approval of Permit2 and Permit2’s allowance to the position manager go in the mint’s one batch, and the chain moves the preview’s amounts', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const chain = devnet.l1
    const v4 = chain.v4
    if (!v4) throw new Error('no v4 on the L1')
    const pool = v4Pool(chain, 'fee-hook')
    const tokens = [pool.currency0, pool.currency1] as const
    // Nothing approved beforehand: the batch must carry all four approvals.
    for (const token of tokens)
      expect(await allowance(chain, token, wallet.address, v4.permit2)).toBe(0n)
    await openConnected(app, wallet, `/add/v4/${pool.currency0}/${pool.currency1}`)
    await page.getByTestId('v4-preset-3000-60').click()
    await page.getByTestId('v4-hook-input').fill(pool.hooks)
    await expect(page.getByTestId('v4-pool-status')).toHaveAttribute('data-status', 'exists', {
      timeout: 30_000,
    })
    await page.getByTestId('v4-hook-acknowledge').check()
    await page.getByTestId('v4-deposit-0-amount').fill('10')
    await expect(page.getByTestId('v4-deposit-1-amount')).not.toHaveValue('')
    await expect(page.getByTestId('v4-add-action')).toHaveText('Preview', { timeout: 30_000 })
    await expect(
      page.locator('[data-testid^="approve-permit2-"], [data-testid^="allow-"]'),
    ).toHaveCount(0)
    const sentAt = Math.floor(Date.now() / 1000)
    await mintAsPreviewed(page, devnet, wallet.address, tokens)

    const calls = theOnlyBatch(wallet)
    expect(calls).toHaveLength(5)
    const [erc20a, permit2a, erc20b, permit2b, mint] = calls
    for (const [i, [approve, allow]] of [
      [erc20a, permit2a],
      [erc20b, permit2b],
    ].entries()) {
      const token = tokens[i] as Address
      expect(approve?.to.toLowerCase()).toBe(token.toLowerCase())
      expect(decodeFunctionData({ abi: erc20Abi, data: approve?.data ?? '0x' }).args).toEqual([
        v4.permit2,
        maxUint256,
      ])
      expect(allow?.to.toLowerCase()).toBe(v4.permit2.toLowerCase())
      const granted = decodeFunctionData({ abi: PERMIT2, data: allow?.data ?? '0x' })
      expect(granted.functionName).toBe('approve')
      const [grantToken, spender, amount, expiration] = granted.args as [
        Address,
        Address,
        bigint,
        number,
      ]
      expect([grantToken.toLowerCase(), spender.toLowerCase(), amount]).toEqual([
        token.toLowerCase(),
        v4.positionManager.toLowerCase(),
        MAX_UINT160,
      ])
      // 30 days from the send (spec: the reference interface's Permit2 expiry).
      expect(expiration - sentAt).toBeGreaterThan(30 * 86_400 - 600)
      expect(expiration - sentAt).toBeLessThanOrEqual(30 * 86_400 + 600)
      // On chain: the grant stands, and the mint's pull went through it.
      const [onChain, onChainExpiry] = await publicClient(chain).readContract({
        address: v4.permit2,
        abi: PERMIT2,
        functionName: 'allowance',
        args: [wallet.address, token, v4.positionManager],
      })
      expect([onChain, onChainExpiry]).toEqual([MAX_UINT160, expiration])
    }
    expect(mint?.to.toLowerCase()).toBe(v4.positionManager.toLowerCase())
    expect(decodeFunctionData({ abi: MODIFY, data: mint?.data ?? '0x' }).functionName).toBe(
      'modifyLiquidities',
    )
  })
})
