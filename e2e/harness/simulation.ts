// Issue 35: the simulated outcome a transaction dialog shows while the wallet is asked
// (modules/transactions SimulationView): each row's token and exact amount (data-raw).
import { expect, type Page } from '@playwright/test'
import { seriousAxeViolations } from './axe.ts'

export interface SimulatedChanges {
  /** token (lowercase address, or 'native') → raw amount leaving the wallet. */
  out: Record<string, bigint>
  /** token → raw amount arriving. */
  in: Record<string, bigint>
}

/** Waits for the simulated outcome in the open dialog and reads its balance rows. */
export async function simulatedChanges(page: Page): Promise<SimulatedChanges> {
  const section = page.getByTestId('tx-simulation')
  await expect(section).toBeVisible({ timeout: 30_000 })
  const read = async (testId: string) => {
    const rows = await section
      .getByTestId(testId)
      .evaluateAll((els) =>
        els.map((el) => [el.getAttribute('data-token') ?? '', el.getAttribute('data-raw') ?? '']),
      )
    return Object.fromEntries(
      rows.map(([token = '', raw = '']) => [token.toLowerCase(), BigInt(raw)]),
    )
  }
  return { out: await read('sim-out'), in: await read('sim-in') }
}

/**
 * Issue 35's new parts pass axe in both themes and fit 320 px: the open dialog (or `scope`) is
 * checked in light and dark at 1280, 375 and 320 px; with TIDEPOOL_E2E_SHOTS set, pictured at
 * 1280 and 375 into that folder.
 */
export async function checkLooks(
  page: Page,
  name: string,
  scope = '[role="dialog"]',
  { followSystem = true }: { followSystem?: boolean } = {},
): Promise<void> {
  const shots = process.env.TIDEPOOL_E2E_SHOTS
  // A page with a stored theme (?theme=…) is checked in that theme only; the caller does the other.
  const themes = followSystem
    ? (['light', 'dark'] as const)
    : [(await page.locator('html').getAttribute('data-theme')) ?? 'light']
  for (const theme of themes) {
    // The app follows the system's scheme until the user picks one (modules/user): switched
    // here without touching the page, whose dialog stays open.
    if (followSystem) {
      await page.emulateMedia({ colorScheme: theme as 'light' | 'dark' })
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    }
    expect(await seriousAxeViolations(page, scope), `${name} ${theme}`).toEqual([])
    for (const width of [1280, 375, 320]) {
      await page.setViewportSize({ width, height: 900 })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${name} ${theme} ${width}`).toBeLessThanOrEqual(0)
      if (shots && width !== 320) {
        // Entrance transitions settle first; spinners run forever and are not waited for.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
              // A cancelled animation (its element replaced) rejects: nothing to wait for.
              .map((a) => a.finished.catch(() => undefined)),
          ),
        )
        await page.screenshot({ path: `${shots}/${name}-${theme}-${width}.png` })
      }
    }
  }
  await page.emulateMedia({ colorScheme: null })
  await page.setViewportSize({ width: 1280, height: 900 })
}
