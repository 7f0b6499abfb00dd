// issue 11 §3 "Persisted stores are safe across tabs": two tabs of one browser share one
// localStorage. Each tab sends a real wrap (ETH → WETH) on the devnet; both tabs end up listing
// both transactions (the storage event brings the other tab's record in, and each save merges
// instead of overwriting), after a reload too, and both transactions are on chain.
import type { Page } from '@playwright/test'
import { createPublicClient, type Hash, http, parseUnits } from 'viem'
import { AppShell, addressTail } from '../harness/app-shell.ts'
import { expect, test } from '../harness/fixtures.ts'
import { SwapPage, seedToken, tokenBalance } from '../harness/swap-page.ts'

/** Wraps 1 ETH on the swap screen (opened with ETH → WETH) and waits for its record. */
async function sendWrap(page: Page): Promise<void> {
  const swap = new SwapPage(page)
  await swap.inputAmount.fill('1')
  await expect(swap.button).toHaveText('Wrap')
  await swap.button.click()
}

/** The hashes listed in the recent-transactions panel (opened and closed again). */
async function listedHashes(app: AppShell, count: number): Promise<string[]> {
  await app.walletButton.click()
  const rows = app.page.getByTestId('wallet-recent-transactions').getByTestId('recent-transaction')
  await expect(rows).toHaveCount(count, { timeout: 15_000 })
  const hashes = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-hash') ?? ''))
  await app.closeModalIfOpen()
  return hashes.sort()
}

/** Connects unless the tab already reconnected through the shared wagmi storage. */
async function connect(app: AppShell, name: string, address: string): Promise<void> {
  const connected = await expect(app.walletButton)
    .toContainText(addressTail(address), { ignoreCase: true, timeout: 5_000 })
    .then(
      () => true,
      () => false,
    )
  if (!connected) await app.connect(name, address)
  await app.closeModalIfOpen()
}

test('transactions recorded in two tabs are kept by both, across reloads', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const weth = seedToken(devnet.l1, 'WETH')
  const route = `/swap?inputCurrency=ETH&outputCurrency=${weth.address}`
  const before = await tokenBalance(devnet.l1, weth.address, wallet.address)

  await app.goto(route)
  await app.ready()
  await app.connect(wallet.name, wallet.address)
  await app.closeModalIfOpen()

  // The second tab: same context (same localStorage), the same injected wallet.
  const page2 = await page.context().newPage()
  await wallet.install(page2)
  const app2 = new AppShell(page2)
  await app2.goto(route)
  await app2.ready()
  await connect(app2, wallet.name, wallet.address)

  await sendWrap(page)
  // The first wrap is recorded (saved after the 1 s debounce) before the second tab sends:
  // one wallet account, so the second must see the first's nonce used.
  const stored = (p: Page) =>
    p.evaluate(() => localStorage.getItem('tidepool.transactions:v1')?.match(/"0x[0-9a-f]{64}":/g))
  await expect.poll(async () => (await stored(page))?.length ?? 0, { timeout: 15_000 }).toBe(1)
  await sendWrap(page2)

  // Each tab lists both: its own and the one the other tab recorded.
  const hashes = await listedHashes(app, 2)
  expect(await listedHashes(app2, 2)).toEqual(hashes)

  // Saved, not only shown: both survive a reload of both tabs.
  await page.reload()
  await page2.reload()
  await app.ready()
  await app2.ready()
  expect(await listedHashes(app, 2)).toEqual(hashes)
  expect(await listedHashes(app2, 2)).toEqual(hashes)

  // And they are real: two mined wraps of 1 ETH each from the wallet's account.
  const client = createPublicClient({ transport: http(devnet.l1.rpcUrl) })
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(weth.address.toLowerCase())
  }
  expect((await tokenBalance(devnet.l1, weth.address, wallet.address)) - before).toBe(
    parseUnits('2', 18),
  )
  await page2.close()
})
