// Issue 29 "Contained failures": a lazy screen whose chunk does not load (offline, or a deploy
// replaced it) shows a small, translated "couldn't load" with a retry in the screen's place; the
// header and navigation keep working, and once the network is back the retry imports the chunk
// again (React.lazy alone would keep the failed import for good).
import { expect, test } from '../harness/fixtures.ts'

test("an uncached screen chunk that fails offline shows a retry in the screen's place, and the retry loads it once online", async ({
  page,
  context,
  app,
}) => {
  await app.goto('/swap')
  await app.ready()
  // The after-paint parts (status bar and the rest) are in: only the screen's chunk is missing.
  await expect(app.blockNumber).toBeVisible()

  // The Vote screen's chunk is requested for the first time now (a fresh context: nothing in the
  // HTTP cache, and the suite blocks the service worker), so going offline really fails it.
  await context.setOffline(true)
  // Its stylesheet or its script, whichever is asked first (the CSS, which loads before the import).
  const chunkFailed = page.waitForEvent('requestfailed', (r) =>
    /\/VoteArea-[^/]+\.(js|css)$/.test(r.url()),
  )
  await app.goto('/vote')
  await chunkFailed

  const main = page.getByRole('main')
  const notice = main.getByRole('alert')
  await expect(notice).toHaveText(/This part of the page couldn't load\./)
  await expect(main.getByRole('heading', { name: 'Vote', exact: true })).toHaveCount(0)
  // Not the page-wide crash: the header is there and its navigation works.
  await expect(page.getByTestId('error-page')).toHaveCount(0)
  await app.navLink('Swap').click()
  await expect(main.getByRole('heading', { name: 'Swap', exact: true })).toBeVisible()
  await expect(notice).toHaveCount(0)

  // Back on the screen: still the notice (the failed import is not repeated by itself), and its
  // retry is a real button, reached and pressed from the keyboard.
  await app.goto('/vote')
  const retry = notice.getByRole('button', { name: 'Retry' })
  await expect(retry).toBeVisible()
  await context.setOffline(false)
  await retry.focus()
  await page.keyboard.press('Enter')
  await expect(main.getByRole('heading', { name: 'Vote', exact: true })).toBeVisible()
  await expect(notice).toHaveCount(0)
  // With its styles: the stylesheet that failed offline loaded with the retry.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
          .filter((link) => /\/VoteArea-[^/]+\.css$/.test(link.href))
          .map((link) => link.sheet !== null),
      ),
    )
    .toEqual([true])
})

test('the notice is translated', async ({ page, context, app }) => {
  await page.goto('/?lng=de-DE#/swap')
  await app.ready()
  await expect(app.blockNumber).toBeVisible()
  await context.setOffline(true)
  // Within the page (the address keeps ?lng=de-DE): only the hash changes.
  await page.evaluate(() => {
    window.location.hash = '#/vote'
  })
  const notice = page.getByRole('main').getByRole('alert')
  await expect(notice).toHaveText(/Dieser Teil der Seite konnte nicht geladen werden\./)
  await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
})
