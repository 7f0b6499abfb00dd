// Issue 12 #9: the screens not built yet read as finished pages: a human heading, a sentence on
// what the page will hold and a link on; never a route value printed raw (an id reads '#1').
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'

// The v3 screens are real now (issue 13: v3-*.spec.ts); /remove/v2 and /pool/v2/find too (issue 14:
// v2-remove*.spec.ts, v2-find*.spec.ts); proposals too (issue 16: vote*.spec.ts).
for (const theme of ['light', 'dark'] as const) {
  for (const width of [320, 375]) {
    test(`a placeholder page passes axe and fits ${width} px (${theme})`, async ({ page, app }) => {
      await page.setViewportSize({ width, height: 700 })
      await app.goto(`/vote/create-proposal?theme=${theme}`)
      await app.ready()
      const card = page.getByTestId('placeholder')
      await expect(card).toContainText('proposal')
      const box = await card.boundingBox()
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      // The card only: the shell's mobile status bar is another part of issue 12.
      expect(await seriousAxeViolations(page, '[data-testid="placeholder"]')).toEqual([])
    })
  }
}
