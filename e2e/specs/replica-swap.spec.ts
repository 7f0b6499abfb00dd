// Issue 17 "Mainnet replica": the core swap flows of the production app (its own chain table:
// chain 1 is Ethereum) against the replica under chain id 1, with Uniswap and the tokens at
// their real addresses and the real default token list. One page, three swaps, balances read
// back from the chain. The replica starts here (≈ 5 s), beside the run's normal devnet.
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { parseUnits } from 'viem'
import { test as base, expect } from '../harness/fixtures.ts'
import { type ReplicaRun, routeAppToReplica, startReplicaRun } from '../harness/replica.ts'
import { changed, etherBalance, SwapPage, seedToken, tokenBalance } from '../harness/swap-page.ts'
import { E2EWallet } from '../harness/wallet/e2e-wallet.ts'

const test = base.extend<{ chain: ManifestChain }, { replica: ReplicaRun }>({
  replica: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const replica = await startReplicaRun()
      await use(replica)
      await replica.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  chain: async ({ replica }, use) => {
    const chain = replica.manifest.chains[0]
    if (!chain) throw new Error('the replica manifest has no chain')
    await use(chain)
  },
  // The injected wallet knows the replica's chain 1 (and signs with devnet account 0).
  wallet: async ({ page, replica, chain }, use) => {
    const account = replica.manifest.accounts[0]
    if (!account) throw new Error('no devnet account')
    const wallet = new E2EWallet({
      account: { privateKey: account.privateKey },
      chains: [{ chainId: chain.chainId, name: 'Ethereum', rpcUrl: chain.rpcUrl }],
      chainId: chain.chainId,
      name: 'E2E Wallet',
    })
    await wallet.install(page)
    await use(wallet)
  },
})

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

  /** Opens the swap for a pair (a fresh load: the screen reads its tokens from the URL). */
  async function open(input: string, output: string): Promise<SwapPage> {
    await app.goto(`/swap?inputCurrency=${input}&outputCurrency=${output}`)
    await page.reload()
    await app.ready()
    return new SwapPage(page)
  }

  await test.step('the app runs its production chain table with the replica warning', async () => {
    await app.goto(`/swap?inputCurrency=ETH&outputCurrency=${usdc.address}`)
    await app.ready()
    await expect(page.getByTestId('replica-banner')).toContainText(
      'transactions are signed for chain id 1 — use only the devnet accounts',
    )
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
    // ETH at 3,000 USD on the replica: 1 ETH buys a little under 3,000 USDC.
    expect(after - before).toBeGreaterThan(parseUnits('2950', 6))
    expect(after - before).toBeLessThan(parseUnits('3000', 6))
    expect(ethBefore - (await etherBalance(chain, wallet.address))).toBeGreaterThanOrEqual(
      parseUnits('1', 18),
    )
  })

  await test.step('USDT → USDC: approve through a token whose approve returns nothing', async () => {
    const swap = await open(usdt.address, usdc.address)
    await swap.inputAmount.fill('1000')
    await swap.expectQuote()
    await expect(swap.approveButton).toHaveText('Allow the Uniswap Protocol to use your USDT')
    await swap.approveButton.click()
    await expect(swap.approveButton).toHaveText('You can now trade USDT', { timeout: 30_000 })
    const [usdtBefore, usdcBefore] = [await balance(usdt), await balance(usdc)]
    await swap.confirmSwap()
    const usdcAfter = await changed(() => balance(usdc), usdcBefore)
    expect(usdtBefore - (await balance(usdt))).toBe(parseUnits('1000', 6))
    expect(usdcAfter - usdcBefore).toBeGreaterThan(parseUnits('998', 6))
  })

  await test.step('WBTC → UNI: no pool joins them, the route goes through WETH', async () => {
    const swap = await open(wbtc.address, uni.address)
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
