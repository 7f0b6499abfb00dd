// The app's polls on the page clock (issue 30: never wait out the app's 15 s / 4 s polls).
//
// A test that needs the app to read the chain again (after it mined a block, moved the chain's
// time or had another account trade) calls `page.clock.install()` before the page loads; the
// clock then runs at the wall clock's pace, and `nextPoll` moves it over one polling interval so
// every polled read of the page (block number, balances, the screen's own queries) runs now
// instead of up to 15 s later. Network requests are real, so what the poll returns is still the
// node's answer. Timers the test measures in real time (a toast's lifetime, a refresh "before the
// next poll") are not touched unless the test calls this.
import type { Locator, Page } from '@playwright/test'

/** spec 01 §9: the L1 (and every chain that is not a rollup) is polled every 15000 ms. */
export const L1_POLL_MS = 15_000

/** Runs the page's timers over one L1 polling interval: each of its polls fires once more. */
export async function nextPoll(page: Page, ms = L1_POLL_MS): Promise<void> {
  await page.clock.runFor(ms)
}

/**
 * Like `expect.poll(read)`, but each attempt first lets the page poll again: for a value the
 * page shows only after its next read of the chain.
 */
export function afterPolls<T>(page: Page, read: () => Promise<T>): () => Promise<T> {
  return async () => {
    await nextPoll(page)
    return read()
  }
}

/**
 * For `expect.poll`: whether a control is there and enabled, after the page polled again. For one
 * the page offers only after its next read (an operator's Collect once the approval is read);
 * absent, it reads false rather than waiting for it as `isEnabled` would.
 */
export function enabledAfterPolls(page: Page, control: Locator): () => Promise<boolean> {
  return afterPolls(page, async () => (await control.count()) === 1 && control.isEnabled())
}
