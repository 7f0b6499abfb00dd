// The browser quote benches' shared reading of the page: a frame recorder (installed by each
// bench, which knows its input and output fields) keeps `window.__bench`; these helpers wait for
// the output field to show the expected amount and collect what was recorded.
import type { Page } from 'playwright-core'

export type Bench = { lastKey: number; changes: { t: number; v: string }[]; stop: boolean }

/** A shown amount equal to `want` within 0.1 % (the field shows rounded figures). */
export const showsAmount = (shown: string, want: number): boolean =>
  Math.abs(Number(shown.replace(/[^0-9.]/g, '')) - want) <= want * 0.001

/**
 * Waits (≤ 30 s) until the recorder saw the output field show `expected`, then stops it and
 * returns its record; a quote that never shows returns the record too, the caller counts it.
 */
export async function collectShownQuote(page: Page, expected: number): Promise<Bench> {
  await page
    .waitForFunction(
      (want) =>
        (window as unknown as { __bench: Bench }).__bench.changes.some(
          (c) => Math.abs(Number(c.v.replace(/[^0-9.]/g, '')) - want) <= want * 0.001,
        ),
      expected,
      { timeout: 30_000, polling: 50 },
    )
    .catch(() => null)
  return stopRecording(page)
}

/** Stops the frame recorder and returns what it recorded. */
export function stopRecording(page: Page): Promise<Bench> {
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: Bench }).__bench
    b.stop = true
    return b
  })
}
