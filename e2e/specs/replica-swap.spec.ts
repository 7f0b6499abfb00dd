// Issue 17 "Mainnet replica": the core swap flows of the production app (its own chain table:
// chain 1 is Ethereum) against the replica under chain id 1, with Uniswap and the tokens at
// their real addresses and the real default token list. One page, three swaps, balances read
// back from the chain. The replica starts here (≈ 5 s), beside the run's normal devnet.
import { parseUnits } from 'viem'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect } from '../harness/fixtures.ts'
import { routeAppToReplica, replicaTest as test } from '../harness/replica.ts'
import { changed, etherBalance, SwapPage, seedToken, tokenBalance } from '../harness/swap-page.ts'

test('on the mainnet replica: ETH → USDC, USDT → USDC (no-return approve), WBTC → UNI multi-hop', async ({
  page,
  app,
  wallet,
  chain,
  replica,
}) => {
  test.setTimeout(150_000)
  await routeAppToReplica(page, replica)
  const [usdc, usdt, wbtc, uni] = ['USDC', 'USDT', 'WBTC', 'UNI'].map((s) => seedToken(chain, s))
  if (!usdc || !usdt || !wbtc || !uni) throw new Error('replica tokens missing')
  expect(usdc.address).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
  const balance = (token: { address: `0x${string}` }) =>
    tokenBalance(chain, token.address, wallet.address)

  /**
   * Opens the swap for a pair by hash navigation: the screen takes its tokens from the new
   * address (issue 30: no reload, which cost a full page load on 2 cores).
   */
  async function open(input: string, output: string): Promise<SwapPage> {
    const address = (symbol: string) => seedToken(chain, symbol).address
    await app.goto(
      `/swap?inputCurrency=${address(input)}&outputCurrency=${address(output)}&theme=light`,
    )
    await app.ready()
    await expect(page.getByRole('button', { name: `From: ${input}` })).toBeVisible()
    await expect(page.getByRole('button', { name: `To: ${output}` })).toBeVisible()
    return new SwapPage(page)
  }

  await test.step('the app runs its production chain table with the replica warning', async () => {
    await app.goto(`/swap?inputCurrency=ETH&outputCurrency=${usdc.address}&theme=dark`)
    await app.ready()
    const banner = page.getByTestId('replica-banner')
    await expect(banner).toContainText(
      'transactions are signed for chain id 1 — use only the devnet accounts',
    )
    expect(await seriousAxeViolations(page, '[data-testid="replica-banner"]')).toEqual([])
    // The warning fits narrow phones (no horizontal overflow at 320 and 375 px).
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 })
      const box = await banner.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await app.connect(wallet.name, wallet.address)
    await app.closeModalIfOpen()
  })

  await test.step('ETH → USDC', async () => {
    const swap = new SwapPage(page)
    await swap.inputAmount.fill('1')
    await swap.expectQuote()
    const before = await balance(usdc)
    const ethBefore = await etherBalance(chain, wallet.address)
    await swap.confirmSwap()
    const after = await changed(() => balance(usdc), before)
    // ETH at 3,000 USD on the replica: 1 ETH buys about 3,000 USDC (issue 31: a little more
    // through the native-ETH v4 pool, seeded to price better than v3's).
    expect(after - before).toBeGreaterThan(parseUnits('2950', 6))
    expect(after - before).toBeLessThan(parseUnits('3030', 6))
    expect(ethBefore - (await etherBalance(chain, wallet.address))).toBeGreaterThanOrEqual(
      parseUnits('1', 18),
    )
  })

  await test.step('USDT → USDC: approve through a token whose approve returns nothing', async () => {
    const swap = await open('USDT', 'USDC')
    // The banner in the other theme (the first load was dark). It is a lazy chunk: wait for it.
    await expect(page.getByTestId('replica-banner')).toBeVisible()
    expect(await seriousAxeViolations(page, '[data-testid="replica-banner"]')).toEqual([])
    await swap.inputAmount.fill('1000')
    await swap.expectQuote()
    await expect(swap.approveButton).toHaveText('Approve USDT')
    await swap.approveButton.click()
    await expect(swap.approveButton).toHaveText('You can now trade USDT', { timeout: 30_000 })
    const [usdtBefore, usdcBefore] = [await balance(usdt), await balance(usdc)]
    await swap.confirmSwap()
    const usdcAfter = await changed(() => balance(usdc), usdcBefore)
    expect(usdtBefore - (await balance(usdt))).toBe(parseUnits('1000', 6))
    expect(usdcAfter - usdcBefore).toBeGreaterThan(parseUnits('998', 6))
  })

  await test.step('WBTC → UNI: no pool joins them, the route goes through WETH', async () => {
    const swap = await open('WBTC', 'UNI')
    await swap.inputAmount.fill('0.1')
    await swap.expectQuote()
    await swap.approveButton.click()
    await expect(swap.approveButton).toHaveText('You can now trade WBTC', { timeout: 30_000 })
    const before = await balance(uni)
    await swap.confirmSwap()
    const after = await changed(() => balance(uni), before)
    // 0.1 WBTC = 9,000 USD = 1,125 UNI at 8 USD, less two pools' fees and impact.
    expect(after - before).toBeGreaterThan(parseUnits('1080', 18))
    expect(after - before).toBeLessThan(parseUnits('1125', 18))
  })
})
