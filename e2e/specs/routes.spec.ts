// The route table: spec 01 §2 "Route table" and spec 02 §2. Every route either redirects as
// specified or shows its screen (or the screen's placeholder, named by its heading) inside the
// shell — never a blank page.
import { expect, test } from '../harness/fixtures.ts'

type Nav = 'Swap' | 'Pool' | null

interface ScreenCase {
  route: string
  /** The screen's heading. */
  screen: RegExp
  /** The header link that is the current page (spec 01 §2 Shell), if any. */
  nav: Nav
}

interface RedirectCase {
  route: string
  to: string
}

// Ids that look like what users paste: a token address from the devnet and the native coin.
// The address is filled in per test from the manifest (see `fill`).
const TOKEN = '{token}'
const PAIR = '{pair}'

const SCREENS: ScreenCase[] = [
  { route: '/swap', screen: /^Swap$/, nav: 'Swap' },
  { route: '/vote', screen: /^Vote$/, nav: null },
  { route: '/vote/create-proposal', screen: /^Create Proposal$/, nav: null },
  { route: '/uni', screen: /^Liquidity Mining$/, nav: null },
  { route: `/uni/ETH/${TOKEN}`, screen: /^Manage Liquidity Mining$/, nav: null },
  { route: '/pool', screen: /^Pools Overview$/, nav: 'Pool' },
  // Position 1 is a seeded position (its pair's heading) or, without one, 'Position #1' (issue 13).
  { route: '/pool/1', screen: /^(Position #1|\S+ \/ \S+)$/, nav: 'Pool' },
  { route: '/pool/v2', screen: /^V2 Liquidity$/, nav: 'Pool' },
  { route: '/pool/v2/find', screen: /^Import V2 Pool$/, nav: 'Pool' },
  { route: '/add/v2', screen: /^Add V2 Liquidity$/, nav: 'Pool' },
  { route: '/add/v2/ETH', screen: /^Add V2 Liquidity$/, nav: 'Pool' },
  { route: `/add/v2/ETH/${TOKEN}`, screen: /^Add V2 Liquidity$/, nav: 'Pool' },
  // spec 02 §2: v2 add "also /create for pool creation".
  { route: `/create/ETH/${TOKEN}`, screen: /^Add V2 Liquidity$/, nav: null },
  { route: '/add', screen: /^Add V3 Liquidity$/, nav: 'Pool' },
  { route: '/add/ETH', screen: /^Add V3 Liquidity$/, nav: 'Pool' },
  { route: `/add/ETH/${TOKEN}`, screen: /^Add V3 Liquidity$/, nav: 'Pool' },
  { route: `/add/ETH/${TOKEN}/3000`, screen: /^Add V3 Liquidity$/, nav: 'Pool' },
  { route: '/increase', screen: /^Increase Liquidity$/, nav: 'Pool' },
  { route: `/increase/ETH/${TOKEN}/3000/1`, screen: /^Increase Liquidity$/, nav: 'Pool' },
  { route: `/remove/v2/ETH/${TOKEN}`, screen: /^Remove Liquidity$/, nav: 'Pool' },
  { route: '/remove/1', screen: /^Remove Liquidity$/, nav: 'Pool' },
  // Issue 34 #11: the migration is a liquidity screen: Pool is active there.
  { route: '/migrate/v2', screen: /^Migrate V2 Liquidity$/, nav: 'Pool' },
  { route: `/migrate/v2/${PAIR}`, screen: /^Migrate V2 Liquidity$/, nav: 'Pool' },
]

const REDIRECTS: RedirectCase[] = [
  { route: '/', to: '/swap' },
  { route: '/nowhere', to: '/swap' },
  // Strict matching: one segment too many is an unknown path.
  { route: '/swap/ETH/extra', to: '/swap' },
  { route: '/pool/v2/find/extra', to: '/swap' },
  { route: '/send', to: '/swap' },
  { route: `/swap/${TOKEN}`, to: `/swap?outputCurrency=${TOKEN}` },
  { route: '/create-proposal', to: '/vote/create-proposal' },
  // spec 02 §2: identical ids (or both native) go to the one-currency form.
  { route: `/add/${TOKEN}/${TOKEN}`, to: `/add/${TOKEN}` },
  { route: `/add/${TOKEN}/${TOKEN}/3000`, to: `/add/${TOKEN}` },
  { route: '/add/ETH/ETH', to: '/add/ETH' },
  { route: `/add/v2/${TOKEN}/${TOKEN}`, to: `/add/v2/${TOKEN}` },
  { route: '/add/v2/ETH/ETH', to: '/add/v2/ETH' },
  // spec 02 §2: a non-numeric id or zero goes to /pool.
  { route: '/remove/0', to: '/pool' },
  { route: '/remove/abc', to: '/pool' },
  // Issue 34 #11: a v2 removal without its pair goes to the v2 list.
  { route: '/remove/v2', to: '/pool/v2' },
  { route: '/remove/v2/ETH', to: '/pool/v2' },
  // spec 02 §2: an invalid pair address goes to the migration list.
  { route: '/migrate/v2/0xnot-an-address', to: '/migrate/v2' },
]

// One page walks every route: the router lives in the hash, so each `app.goto` is a same-document
// navigation (no reload), which keeps this table cheap enough to grow with the spec.
test('every screen route shows its screen inside the shell', async ({ page, app, devnet }) => {
  await app.goto('/swap')
  await app.ready()
  let checked = 0
  for (const c of SCREENS) {
    await test.step(c.route, async () => {
      const route = fill(c.route, devnet)
      await app.goto(route)
      await expect(page.getByRole('heading', { name: c.screen }).first()).toBeVisible()
      // Shown at its own route, not redirected away (/add appends the fee tier it picks).
      expect(app.route().startsWith(route), app.route()).toBe(true)
      if (c.nav) {
        await expect(app.navLink(c.nav)).toHaveAttribute('aria-current', 'page')
      }
      for (const other of ['Swap', 'Pool'] as const) {
        if (other !== c.nav)
          await expect(app.navLink(other)).not.toHaveAttribute('aria-current', 'page')
      }
      checked++
    })
  }
  expect(checked).toBe(SCREENS.length)
})

test("the header's More menu reaches the vote and liquidity mining areas by keyboard", async ({
  page,
  app,
}) => {
  await app.goto('/swap')
  await app.ready()
  const more = page.getByTestId('header-more')
  // Vote is the first item, Liquidity mining the second.
  for (const [steps, item, heading] of [
    [0, 'Vote', /^Vote$/],
    [1, 'Liquidity mining', /^Liquidity Mining$/],
  ] as const) {
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem').first()).toBeFocused()
    for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: item })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    await expect(page.getByRole('menu')).toHaveCount(0)
  }
})

test.describe('redirects', () => {
  test('every redirect lands on its target screen', async ({ page, app, devnet }) => {
    await app.goto('/swap')
    await app.ready()
    let checked = 0
    for (const c of REDIRECTS) {
      await test.step(`${c.route} → ${c.to}`, async () => {
        const target = fill(c.to, devnet)
        // Leave the target first, so the redirect (not the previous step) brings the page there.
        await app.goto(target === '/pool' ? '/swap' : '/pool')
        await expect.poll(() => app.route()).not.toBe(target)
        await app.goto(fill(c.route, devnet))
        await expect.poll(() => app.route()).toBe(target)
        // Not a blank page: the target screen's heading renders (each target has a screen case).
        await expect(page.getByRole('heading').first()).toBeVisible()
        checked++
      })
    }
    expect(checked).toBe(REDIRECTS.length)
  })

  test('the query survives a redirect to /swap', async ({ app }) => {
    await app.goto('/send?inputCurrency=ETH')
    await expect.poll(() => app.route()).toBe('/swap?inputCurrency=ETH')
  })

  test('/claim opens the address-claim modal over /swap', async ({ page, app }) => {
    await app.goto('/claim')
    await expect.poll(() => app.route()).toBe('/swap')
    await expect(page.getByRole('dialog', { name: 'Claim UNI token' })).toBeVisible()
  })
})

/** Substitutes a real devnet token and v2 pair for the placeholders. */
function fill(route: string, devnet: import('../harness/fixtures.ts').Devnet): string {
  const token = devnet.l1.tokens.find((t) => t.kind !== 'weth') ?? devnet.l1.tokens[0]
  const pair = devnet.l1.v2Pairs[0]
  if (!token || !pair) throw new Error('the devnet L1 has no tokens or v2 pairs')
  return route.replaceAll(TOKEN, token.address).replaceAll(PAIR, pair.address)
}
