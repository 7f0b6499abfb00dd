// The network selector (spec 01 §2 Shell, §4 "Network switch") between the devnet's L1 and L2.
import type { Page } from '@playwright/test'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import type { AppShell } from '../harness/app-shell.ts'
import { addressTail } from '../harness/app-shell.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import { blockNumber, mine, rpc, toHex } from '../harness/rpc.ts'

/**
 * Makes the two chains tell themselves apart: the L2 thousands of blocks ahead (so the status
 * bar's number says which chain it reads) and the account holding a different balance there
 * (so the header's balance does). The snapshot fixture takes both back after the test.
 */
async function separateChains(devnet: Devnet, address: string): Promise<void> {
  await mine(devnet.l2.rpcUrl, 20_000)
  await rpc(devnet.l2.rpcUrl, 'hardhat_setBalance', [address, toHex(L2_BALANCE)])
}

const L2_BALANCE = 1234n * 10n ** 18n

/** The status bar reads `chain`: its number is that chain's and its link names the chain. */
async function expectStatusOn(app: AppShell, devnet: Devnet, chain: ManifestChain): Promise<void> {
  const floor = (await blockNumber(chain.rpcUrl)) - 2
  const other = devnet.manifest.chains.find((c) => c.chainId !== chain.chainId)
  await expect.poll(() => app.shownBlockNumber(), { timeout: 30_000 }).toBeGreaterThanOrEqual(floor)
  const shown = await app.shownBlockNumber()
  expect(shown).toBeLessThanOrEqual(await blockNumber(chain.rpcUrl))
  if (other) expect(Math.abs(shown - (await blockNumber(other.rpcUrl)))).toBeGreaterThan(1000)
  await expect(app.blockNumber).toHaveAttribute('href', new RegExp(`/${chain.chainId}/block/\\d+$`))
}

async function openSwap(page: Page, app: AppShell): Promise<void> {
  await app.goto('/swap')
  await app.ready()
  await expect(page.getByTestId('network-selector')).toBeVisible()
}

test('switches L1 → L2 → L1 with a connected wallet', async ({ page, app, wallet, devnet }) => {
  await separateChains(devnet, wallet.address)
  await openSwap(page, app)
  await app.connect(wallet.name, wallet.address)
  await app.closeModalIfOpen()
  await expect(app.networkSelector).toContainText(devnet.l1.name)
  await expectStatusOn(app, devnet, devnet.l1)

  await app.selectNetwork(devnet.l2.name)
  // The app asked the wallet to switch, and the wallet is now on the L2.
  await expect.poll(() => wallet.chainId).toBe(devnet.l2.chainId)
  expect(wallet.requestsOf('wallet_switchEthereumChain').length).toBeGreaterThan(0)
  await expect(app.networkSelector).toContainText(devnet.l2.name)
  await expect(app.walletButton).toContainText(addressTail(wallet.address), { ignoreCase: true })
  await app.expectBalance(devnet.l2.rpcUrl, wallet.address)
  await expect(app.walletButton).toContainText('1,230 ETH')
  await expectStatusOn(app, devnet, devnet.l2)

  await app.selectNetwork(devnet.l1.name)
  await expect.poll(() => wallet.chainId).toBe(devnet.l1.chainId)
  await expect(app.networkSelector).toContainText(devnet.l1.name)
  await app.expectBalance(devnet.l1.rpcUrl, wallet.address)
  await expectStatusOn(app, devnet, devnet.l1)
})

test('switches the chain it reads without a wallet', async ({ page, app, wallet, devnet }) => {
  await separateChains(devnet, wallet.address)
  await openSwap(page, app)
  await expect(app.walletButton).toHaveText('Connect Wallet')
  await app.selectNetwork(devnet.l2.name)
  await expect(app.networkSelector).toContainText(devnet.l2.name)
  await expectStatusOn(app, devnet, devnet.l2)
  // Nothing was asked of a wallet that is not connected.
  expect(wallet.requestsOf('wallet_switchEthereumChain')).toHaveLength(0)
})

test('follows a network change made in the wallet', async ({ page, app, wallet, devnet }) => {
  await separateChains(devnet, wallet.address)
  await openSwap(page, app)
  await app.connect(wallet.name, wallet.address)
  await app.closeModalIfOpen()
  // spec 01 §4 Autoconnect: the product reconnects on chainChanged.
  await wallet.switchChain(devnet.l2.chainId)
  await expect(app.networkSelector).toContainText(devnet.l2.name)
  await app.expectBalance(devnet.l2.rpcUrl, wallet.address)
  await expectStatusOn(app, devnet, devnet.l2)
})

test('offers the local chains and the public networks', async ({ page, app, devnet }) => {
  await openSwap(page, app)
  await app.networkSelector.click()
  for (const label of [
    devnet.l1.name,
    devnet.l2.name,
    'Ethereum',
    'Polygon',
    'Optimism',
    'Arbitrum',
  ]) {
    await expect(page.getByRole('menuitem', { name: label, exact: true })).toBeVisible()
  }
})

test('switches L1 ⇄ L2 with the built-in Local test wallet', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const account = devnet.manifest.accounts[0]
  if (!account) throw new Error('no devnet accounts')
  await separateChains(devnet, account.address)
  await openSwap(page, app)
  await app.connect('Local test wallet', account.address)
  await app.closeModalIfOpen()
  await app.expectBalance(devnet.l1.rpcUrl, account.address)

  // spec 01 §4: the built-in transport switches chain itself; the injected wallet is not asked.
  await app.selectNetwork(devnet.l2.name)
  await expect(app.networkSelector).toContainText(devnet.l2.name)
  await app.expectBalance(devnet.l2.rpcUrl, account.address)
  await expectStatusOn(app, devnet, devnet.l2)
  expect(wallet.requestsOf('wallet_switchEthereumChain')).toHaveLength(0)

  await app.selectNetwork(devnet.l1.name)
  await expect(app.networkSelector).toContainText(devnet.l1.name)
  await app.expectBalance(devnet.l1.rpcUrl, account.address)
  await expectStatusOn(app, devnet, devnet.l1)
})
