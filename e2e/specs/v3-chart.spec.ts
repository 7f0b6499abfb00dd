// The v3 add screen's liquidity depth chart on a seeded devnet pool (issue 13; spec 02 §2 price
// range section, §5 range inputs, §9 chart constants): the area from the pool's ticks read
// through TickLens, handles moved with the mouse and with the keyboard, zoom, both themes.
import type { ManifestChain } from '@tidepool/devnet/manifest'
import type { Address } from 'viem'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'
import { confirmMintAndCheck, openAdd } from '../harness/liquidity-add.ts'
import {
  addRoute,
  chartOf,
  chartReady,
  dragHandle,
  handleOf,
  handleValue,
} from '../harness/liquidity-chart.ts'
import { findPool, poolTick, tokenAddress } from '../harness/liquidity-position.ts'
import { seedToken } from '../harness/swap-page.ts'

// WETH/USDC 0.3 %: prices in USDC per WETH, tick spacing 60 (one step = ×1.0001^60 ≈ 0.6 %).
const route = (devnet: Parameters<typeof addRoute>[0]) => addRoute(devnet, 'WETH', 'USDC', 3000)
const STEP = 1.0001 ** 60

test('the chart shows the pool depth and proposes the initial range 0.5–2 of the price', async ({
  page,
  app,
  devnet,
}) => {
  await app.goto(route(devnet.l1))
  await chartReady(page)
  const d = await chartOf(page).locator('.liquidity-chart__area').getAttribute('d')
  expect(d?.length ?? 0).toBeGreaterThan(20)
  // The first view is the 0.5–2 × price range with an eighth of it on each side (issue 34 #10):
  // the current price line at (1 − 0.3125) / 1.875 of the width, and both handles inside the
  // chart, neither clamped at an edge.
  const x1 = await page.getByTestId('liquidity-chart-current').getAttribute('x1')
  expect(Number(x1)).toBeCloseTo((400 * 0.6875) / 1.875, 0)
  for (const side of ['min', 'max'] as const) {
    const x = await handleX(page, side)
    expect(x, side).toBeGreaterThan(20)
    expect(x, side).toBeLessThan(380)
  }
  const min = await handleValue(handleOf(page, 'min'))
  const max = await handleValue(handleOf(page, 'max'))
  // spec 02 §9: other tiers 0.5 to 2 of the price, rounded to usable ticks (±0.6 %)
  expect(max / min).toBeGreaterThan(4 / STEP ** 2)
  expect(max / min).toBeLessThan(4 * STEP ** 2)
  // …of the pool's own price, read from slot0 here (not from the app): each bound within a
  // tick spacing of 0.5·p and 2·p, plus 0.02 % for the current tick's own rounding (one tick,
  // 0.01 %) and the handle's shown digits.
  const price = await poolPrice(devnet.l1, 'WETH', 'USDC')
  const within = STEP * 1.0002
  expect(min / (0.5 * price)).toBeGreaterThan(1 / within)
  expect(min / (0.5 * price)).toBeLessThan(within)
  expect(max / (2 * price)).toBeGreaterThan(1 / within)
  expect(max / (2 * price)).toBeLessThan(within)
})

/** The 0.3 % pool's price of `base` in `quote` (human units), from its current tick on chain. */
async function poolPrice(chain: ManifestChain, base: string, quote: string): Promise<number> {
  const pool = findPool(chain, base, quote, 3000)
  const decimals = (address: Address) =>
    chain.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())?.decimals ?? NaN
  // token1 per token0, raw → human: × 10^(decimals0 − decimals1).
  const price =
    1.0001 ** (await poolTick(chain, pool)) * 10 ** (decimals(pool.token0) - decimals(pool.token1))
  return pool.token0.toLowerCase() === tokenAddress(chain, base).toLowerCase() ? price : 1 / price
}

test('dragging a handle or the whole range: the boxes follow during the drag', async ({
  page,
  app,
  devnet,
}) => {
  await app.goto(route(devnet.l1))
  await chartReady(page)
  const box = (side: 'min' | 'max') => page.getByTestId(`range-${side}`).getByRole('textbox')
  const boxValue = async (side: 'min' | 'max') =>
    Number((await box(side).inputValue()).replace(/,/g, ''))
  const min = await handleValue(handleOf(page, 'min'))
  const max = await handleValue(handleOf(page, 'max'))
  await dragHandle(page, 'min', 80)
  await expect.poll(() => handleValue(handleOf(page, 'min'))).toBeGreaterThan(min * STEP)
  await dragHandle(page, 'max', -80)
  await expect.poll(() => handleValue(handleOf(page, 'max'))).toBeLessThan(max / STEP)
  // The handles never cross.
  expect(await handleValue(handleOf(page, 'min'))).toBeLessThan(
    await handleValue(handleOf(page, 'max')),
  )

  // Issue 34 #10: the shaded range drags as a whole, and the min/max boxes follow while the
  // mouse button is still down, not only on release.
  const before = { min: await boxValue('min'), max: await boxValue('max') }
  const range = await page.getByTestId('liquidity-chart-selection').boundingBox()
  if (!range) throw new Error('no selection on screen')
  const y = range.y + range.height / 2
  const from = range.x + range.width / 2
  await page.mouse.move(from, y)
  await page.mouse.down()
  await page.mouse.move(from + 40, y, { steps: 8 })
  await expect.poll(() => boxValue('min')).toBeGreaterThan(before.min * STEP)
  await expect.poll(() => boxValue('max')).toBeGreaterThan(before.max * STEP)
  const during = { min: await boxValue('min'), max: await boxValue('max') }
  await page.mouse.move(from + 60, y, { steps: 4 })
  await page.mouse.up()
  await expect.poll(() => boxValue('min')).toBeGreaterThan(during.min)
  const after = { min: await boxValue('min'), max: await boxValue('max') }
  expect(after.max).toBeGreaterThan(during.max)
  // A whole-range drag keeps its width in price (linear axis), within two tick spacings.
  expect((after.max - after.min) / (before.max - before.min)).toBeGreaterThan(1 / STEP ** 2)
  expect((after.max - after.min) / (before.max - before.min)).toBeLessThan(STEP ** 2)
  // The handles agree with the boxes once released.
  await expect.poll(() => handleValue(handleOf(page, 'min'))).toBeCloseTo(after.min, 0)

  // The range is a slider of its own: arrow keys step both bounds by one tick spacing.
  const selection = page.getByRole('slider', { name: 'Price range' })
  await selection.focus()
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => boxValue('min')).toBeLessThan(after.min)
  await expect.poll(() => boxValue('max')).toBeLessThan(after.max)
  expect(after.max / (await boxValue('max'))).toBeCloseTo(STEP, 3)
})

/** A handle's x in the chart's viewBox (its translate). */
async function handleX(page: Parameters<typeof handleOf>[0], side: 'min' | 'max'): Promise<number> {
  const transform = await handleOf(page, side).getAttribute('transform')
  return Number(/translate\(([-\d.e]+)/.exec(transform ?? '')?.[1])
}

test('arrow keys move a focused handle by one tick spacing', async ({ page, app, devnet }) => {
  await app.goto(route(devnet.l1))
  await chartReady(page)
  const handle = handleOf(page, 'max')
  const before = await handleValue(handle)
  await handle.focus()
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => handleValue(handle)).toBeLessThan(before)
  const after = await handleValue(handle)
  // one spacing down, within the 5 significant digits the value is shown with
  expect(before / after).toBeCloseTo(STEP, 3)
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => handleValue(handle)).toBeCloseTo(before, 0)
})

test('zoom in, out and reset redraw the area', async ({ page, app, devnet }) => {
  await app.goto(route(devnet.l1))
  await chartReady(page)
  const area = chartOf(page).locator('.liquidity-chart__area')
  const initial = await area.getAttribute('d')
  await page.getByTestId('liquidity-chart-zoom-in').click()
  await expect(area).not.toHaveAttribute('d', initial ?? '')
  await page.getByTestId('liquidity-chart-zoom-out').click()
  await page.getByTestId('liquidity-chart-zoom-out').click()
  await expect(area).not.toHaveAttribute('d', initial ?? '')
  await page.getByTestId('liquidity-chart-zoom-reset').click()
  await expect(area).toHaveAttribute('d', initial ?? '')
})

// One page, both themes: hash navigation switches the theme without a reload.
test('the chart is axe clean in both themes and fits 320 px', async ({ page, app, devnet }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  let checked = 0
  for (const theme of ['light', 'dark'] as const) {
    await app.goto(`${route(devnet.l1)}?theme=${theme}`)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await chartReady(page)
    expect(await seriousAxeViolations(page, '[data-testid="liquidity-chart"]'), theme).toEqual([])
    const box = await chartOf(page).boundingBox()
    expect(box).not.toBeNull()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320)
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
    checked++
  }
  expect(checked).toBe(2)
})

// Issue 13 "Must show": add to an existing pool with a custom range set by dragging the chart
// handles — the minted position's ticks are the dragged bounds, and the chain took what the
// preview said, to the wei.
test('adds liquidity with the range set by dragging the handles', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const chain = devnet.l1
  const weth = seedToken(chain, 'WETH').address
  const usdc = seedToken(chain, 'USDC').address
  const add = await openAdd(page, app, wallet, route(chain), chain.rpcUrl)
  await chartReady(page)
  const initial = {
    min: await handleValue(handleOf(page, 'min')),
    max: await handleValue(handleOf(page, 'max')),
  }
  await dragHandle(page, 'min', 60)
  await dragHandle(page, 'max', -60)
  await expect.poll(() => handleValue(handleOf(page, 'min'))).toBeGreaterThan(initial.min * STEP)
  await expect.poll(() => handleValue(handleOf(page, 'max'))).toBeLessThan(initial.max / STEP)
  const min = await handleValue(handleOf(page, 'min'))
  const max = await handleValue(handleOf(page, 'max'))
  // The inputs follow the handles (spec 02 §5: one source of truth for the range).
  await expect
    .poll(async () => Number(await add.rangeInput('min').inputValue()))
    .toBeCloseTo(min, 0)
  await expect
    .poll(async () => Number(await add.rangeInput('max').inputValue()))
    .toBeCloseTo(max, 0)
  await add.amount('a').fill('0.5')
  await add.approveAndPreview()
  const me = wallet.address as Address
  const { position } = await confirmMintAndCheck(add, chain, me, { a: weth, b: usdc })
  // USDC per WETH at a tick: 1.0001^tick · 10^(18−6) with WETH as token0, inverted otherwise.
  const wethIs0 = position.token0.toLowerCase() === weth.toLowerCase()
  const price = (tick: number) => (wethIs0 ? 1.0001 ** tick * 1e12 : 1 / (1.0001 ** tick * 1e-12))
  const [lo, hi] = wethIs0
    ? [price(position.tickLower), price(position.tickUpper)]
    : [price(position.tickUpper), price(position.tickLower)]
  expect(lo / min).toBeGreaterThan(1 / 1.0001)
  expect(lo / min).toBeLessThan(1.0001)
  expect(hi / max).toBeGreaterThan(1 / 1.0001)
  expect(hi / max).toBeLessThan(1.0001)
})
