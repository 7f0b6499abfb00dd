// Issue 34 #3: how a figure reads (en-US). An amount shows the spec's significant digits (spec 02
// §9: 6), its exact value a hover away; an internal quantity (a position's liquidity) is grouped.
import { expect, type Page } from '@playwright/test'
import { formatUnits } from 'viem'

/** Significant digits of a shown decimal ('0.00123' → 3, '1,234.5' → 5). */
export function significantDigits(text: string): number {
  return text.replace(/[^\d]/g, '').replace(/^0+/, '').replace(/0+$/, '').length
}

/**
 * The amount `testId` shows at most `digits` significant digits, and its exact value (to the wei
 * of data-raw) on hover when the two differ. Returns what it shows.
 */
export async function expectRoundedAmount(
  page: Page,
  testId: string,
  decimals: number,
  digits = 6,
): Promise<string> {
  const figure = page.getByTestId(testId)
  const raw = BigInt((await figure.getAttribute('data-raw')) ?? 'NaN')
  const exact = formatUnits(raw, decimals)
  const text = (await figure.textContent()) ?? ''
  if (!text.startsWith('<')) expect(significantDigits(text)).toBeLessThanOrEqual(digits)
  if (text.replace(/,/g, '') !== exact) {
    const shownExact = (await figure.getAttribute('data-exact')) ?? ''
    expect(shownExact.replace(/,/g, '')).toBe(exact)
    await figure.hover()
    await expect(page.getByRole('tooltip')).toHaveText(shownExact)
    await page.mouse.move(0, 0)
  }
  return text
}

/** A liquidity figure: the integer in data-raw, shown grouped. */
export async function expectGroupedLiquidity(page: Page, testId: string): Promise<bigint> {
  const figure = page.getByTestId(testId)
  const raw = BigInt((await figure.getAttribute('data-raw')) ?? 'NaN')
  await expect(figure).toHaveText(raw.toLocaleString('en-US'))
  return raw
}
