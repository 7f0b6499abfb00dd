// Issue 35: the simulated outcome a transaction dialog shows while the wallet is asked
// (modules/transactions SimulationView): each row's token and exact amount (data-raw).
import { expect, type Page } from '@playwright/test'

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
