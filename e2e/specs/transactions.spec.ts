// spec 01 §4 "Transactions" on the devnet, through the app's own wrap flow (ETH → WETH on the
// swap screen): a transaction held in the mempool (automine off) is pending in the wallet button
// and the recent-transactions panel, survives a reload, and resolves once mined; a transaction
// replaced in the wallet (same nonce, higher fee — a "cancel") is marked replaced instead of
// staying pending forever (issue 5, beyond the anchor).
import type { Page } from '@playwright/test'
import { createWalletClient, defineChain, type Hash, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../harness/fixtures.ts'
import { holdBlocks, mine, releaseBlocks, rpc } from '../harness/rpc.ts'
import { SwapPage, seedToken, tokenBalance } from '../harness/swap-page.ts'

/** L1 block polling is 15 s (spec 01 §9; 4 s while a transaction is young, checked every block). */
const RESOLVE_TIMEOUT = 60_000

/** The first row of the recent-transactions panel, read with the wallet modal open. */
async function openPanel(page: Page) {
  await page.getByTestId('wallet-button').click()
  const row = page.getByTestId('wallet-recent-transactions').getByTestId('recent-transaction')
  await expect(row).toHaveCount(1)
  return row
}

/** Wraps 1 ETH on the swap screen (opened with ETH → WETH). */
async function sendWrap(page: Page): Promise<void> {
  const swap = new SwapPage(page)
  await swap.inputAmount.fill('1')
  await expect(swap.button).toHaveText('Wrap')
  await swap.button.click()
}

test.describe('transactions', () => {
  test.afterEach(async ({ devnet }) => releaseBlocks(devnet.l1.rpcUrl))

  test('a pending transaction survives a page reload and resolves', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const weth = seedToken(devnet.l1, 'WETH')
    await app.openConnected(`/swap?inputCurrency=ETH&outputCurrency=${weth.address}`, wallet)
    const before = await tokenBalance(devnet.l1, weth.address, wallet.address)

    await holdBlocks(devnet.l1.rpcUrl)
    await sendWrap(page)
    const pending = page.getByTestId('wallet-pending')
    await expect(pending).toHaveText('1 Pending')
    let row = await openPanel(page)
    await expect(row).toHaveAttribute('data-status', 'pending')
    await expect(row).toContainText('Wrap 1 ETH to WETH')
    await app.closeModalIfOpen()

    // The record is saved (debounced 1 s, flushed on pagehide) and tracked again after a reload.
    await page.reload()
    await expect(pending).toHaveText('1 Pending', { timeout: 30_000 })

    await releaseBlocks(devnet.l1.rpcUrl)
    await mine(devnet.l1.rpcUrl, 3)
    await expect(pending).toHaveCount(0, { timeout: RESOLVE_TIMEOUT })
    await expect(page.getByTestId('wallet-address')).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Wrap 1 ETH to WETH'),
    ).toBeVisible()
    row = await openPanel(page)
    await expect(row).toHaveAttribute('data-status', 'success')
    expect((await tokenBalance(devnet.l1, weth.address, wallet.address)) - before).toBe(
      parseUnits('1', 18),
    )
  })

  test('a transaction replaced in the wallet is marked replaced', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const weth = seedToken(devnet.l1, 'WETH')
    await app.openConnected(`/swap?inputCurrency=ETH&outputCurrency=${weth.address}`, wallet)
    const before = await tokenBalance(devnet.l1, weth.address, wallet.address)

    await holdBlocks(devnet.l1.rpcUrl)
    await sendWrap(page)
    await expect(page.getByTestId('wallet-pending')).toHaveText('1 Pending')
    const row = await openPanel(page)
    const original = (await row.getAttribute('data-hash')) as Hash
    await app.closeModalIfOpen()

    // The user cancels it in the wallet: a 0-value self-transfer with the same nonce, outbidding it.
    const sent = await rpc<{ nonce: string; maxFeePerGas: string; maxPriorityFeePerGas: string }>(
      devnet.l1.rpcUrl,
      'eth_getTransactionByHash',
      [original],
    )
    const key = devnet.manifest.accounts[0]?.privateKey
    if (!key) throw new Error('no devnet account 0')
    const canceller = createWalletClient({
      account: privateKeyToAccount(key),
      chain: defineChain({
        id: devnet.l1.chainId,
        name: devnet.l1.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [devnet.l1.rpcUrl] } },
      }),
      transport: http(devnet.l1.rpcUrl),
    })
    const replacement = await canceller.sendTransaction({
      to: wallet.address,
      value: 0n,
      nonce: Number(sent.nonce),
      gas: 21_000n,
      maxFeePerGas: BigInt(sent.maxFeePerGas) * 3n,
      maxPriorityFeePerGas: BigInt(sent.maxPriorityFeePerGas) * 3n,
    })
    await releaseBlocks(devnet.l1.rpcUrl)
    await mine(devnet.l1.rpcUrl, 3)

    await expect(page.getByTestId('wallet-pending')).toHaveCount(0, { timeout: RESOLVE_TIMEOUT })
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Transaction replaced: Wrap 1 ETH to WETH'),
    ).toBeVisible()
    await openPanel(page)
    await expect(row).toHaveAttribute('data-status', 'replaced')
    await expect(row.getByRole('link', { name: /^Replaced by / })).toHaveAttribute(
      'href',
      new RegExp(`/tx/${replacement}$`),
    )
    expect(await tokenBalance(devnet.l1, weth.address, wallet.address)).toBe(before)
  })
})
