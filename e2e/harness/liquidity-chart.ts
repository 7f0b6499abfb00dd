// The liquidity depth chart (modules/liquidity/chart) on the v3 and v4 add screens, as a spec or
// a bench drives it.
import { expect, type Locator, type Page } from '@playwright/test'
import type { ManifestChain } from '@tidepool/devnet/manifest'

/** The add route of a seeded v3 pool: /add/{tokenA}/{tokenB}/{fee}, symbols from the manifest. */
export function addRoute(chain: ManifestChain, a: string, b: string, fee: number): string {
  const address = (symbol: string) => {
    const t = chain.tokens.find((x) => x.symbol === symbol)
    if (!t) throw new Error(`no devnet token ${symbol}`)
    return t.address
  }
  return `/add/${address(a)}/${address(b)}/${fee}`
}

export const chartOf = (page: Page): Locator => page.getByTestId('liquidity-chart')
export const handleOf = (page: Page, side: 'min' | 'max'): Locator =>
  page.getByTestId(`liquidity-chart-handle-${side}`)

/** The handle's value as the inputs show it, parsed (aria-valuetext; '0' / '∞' at limits). */
export async function handleValue(handle: Locator): Promise<number> {
  const text = await handle.getAttribute('aria-valuetext')
  if (text === '∞') return Number.POSITIVE_INFINITY
  return Number(text?.replace(/,/g, ''))
}

/** Waits for the chart with both handles placed (the initial range proposed). */
export async function chartReady(page: Page): Promise<void> {
  await expect(chartOf(page)).toBeVisible({ timeout: 30_000 })
  await expect(handleOf(page, 'min')).toHaveAttribute('aria-valuetext', /\d/)
  await expect(handleOf(page, 'max')).toHaveAttribute('aria-valuetext', /\d/)
}

/** Drags a handle's grip horizontally by `dx` CSS pixels in `steps` pointer moves. */
export async function dragHandle(
  page: Page,
  side: 'min' | 'max',
  dx: number,
  steps = 10,
): Promise<void> {
  const box = await handleOf(page, side).locator('.liquidity-chart__hit').boundingBox()
  if (!box) throw new Error(`no ${side} handle on screen`)
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y, { steps })
  await page.mouse.up()
}
