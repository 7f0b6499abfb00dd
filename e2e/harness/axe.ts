// Accessibility check with axe-core, injected into the page (no wrapper package: the engine's
// own script and its JSON results). Returns the serious and critical violations only.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

// Evaluated as a string rather than added as a <script>: the app's CSP (script-src 'self', issue
// 17) blocks inline script tags, while DevTools-protocol evaluation is outside the page's policy.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/** `selector` limits the check to one part of the page (default: the whole document). */
export async function seriousAxeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  // A dialog fading in has its colours part-way (opacity): contrast is judged once it settled.
  // Only entrance transitions are waited for: spinners and skeletons run forever, and a
  // toast's countdown bar lasts as long as the toast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().endTime) <= 1_000)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  // Once per document: a page checked in several states keeps the engine it was given.
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
  )
  if (!loaded) await page.evaluate(axeSource)
  return page.evaluate(async (within) => {
    type Result = {
      violations: {
        id: string
        impact: string | null
        help: string
        nodes: { target: unknown[] }[]
      }[]
    }
    const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<Result> } }).axe
    const { violations } = await axe.run(within ?? document)
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }))
  }, selector)
}
