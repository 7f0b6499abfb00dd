// The app's persisted state as the specs read it. Every persisted slice is saved with a 1000 ms
// debounce (spec 01 §9 Timing; apps/web/src/lib/persist.ts), and a pending save is flushed when
// the page is hidden: `flushPendingSaves` fires that event instead of sleeping past the debounce.
import type { Page } from '@playwright/test'

/** apps/web/src/modules/user/state/settings.ts USER_STORAGE_KEY. */
export const USER_STORAGE_KEY = 'tidepool.user:v2'
/** apps/web/src/modules/tokens/state/customTokens.ts CUSTOM_TOKENS_STORAGE_KEY. */
export const CUSTOM_TOKENS_STORAGE_KEY = 'tidepool.customTokens:v1'
/** apps/web/src/modules/tokens/state/listsStorage.ts LISTS_STORAGE_KEY. */
export const LISTS_STORAGE_KEY = 'tidepool.lists:v1'

/**
 * Writes every save still waiting out its debounce now, as the app does when the page is hidden
 * (`pagehide`). The page stays as it is: nothing is unloaded.
 */
export async function flushPendingSaves(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
}

/** The raw stored text under `key`, or null. */
export function storedText(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key)
}

/** The stored JSON document under `key`, or null (garbage reads as null too). */
export async function storedJson(page: Page, key: string): Promise<Record<string, unknown> | null> {
  const raw = await storedText(page, key)
  if (raw === null) return null
  try {
    return JSON.parse(raw) as Record<string, unknown>
  } catch {
    return null
  }
}
