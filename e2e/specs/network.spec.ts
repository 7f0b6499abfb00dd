// The network selector (spec 01 §2 Shell, §4 "Network switch") between the devnet's L1 and L2.
// Switching without a wallet is checked on a phone, by tapping (shell-phone.spec.ts).
import type { Page } from '@playwright/test'
import type { AppShell } from '../harness/app-shell.ts'
import { addressTail } from '../harness/app-shell.ts'
import { expect, test } from '../harness/fixtures.ts'
import { expectStatusOn, separateChains } from '../harness/network.ts'

async function openSwap(page: Page, app: AppShell): Promise<void> {
  await app.goto('/swap')
  await app.ready()
  await expect(page.getByTestId('network-selector')).toBeVisible()
}

test('switches L1 → L2 → L1 with a connected wallet', async ({ app, wallet, devnet }) => {
  await separateChains(devnet, wallet.address)
  await app.openConnected('/swap', wallet)
  await expect(app.networkSelector).toBeVisible()
  await expect(app.networkSelector).toContainText(devnet.l1.name)
  await expectStatusOn(app, devnet, devnet.l1)

  await app.selectNetwork(devnet.l2.name)
  // The app asked the wallet to switch, and the wallet is now on the L2.
  await expect.poll(() => wallet.chainId).toBe(devnet.l2.chainId)
  expect(wallet.requestsOf('wallet_switchEthereumChain').length).toBeGreaterThan(0)
  await expect(app.networkSelector).toContainText(devnet.l2.name)
  await expect(app.walletButton).toContainText(addressTail(wallet.address), { ignoreCase: true })
  await app.expectBalance(devnet.l2.rpcUrl, wallet.address)
  await expect(app.walletButton).toContainText('1,234 ETH')
  await expectStatusOn(app, devnet, devnet.l2)

  await app.selectNetwork(devnet.l1.name)
  await expect.poll(() => wallet.chainId).toBe(devnet.l1.chainId)
  await expect(app.networkSelector).toContainText(devnet.l1.name)
  await app.expectBalance(devnet.l1.rpcUrl, wallet.address)
  await expectStatusOn(app, devnet, devnet.l1)
})

test('follows a network change made in the wallet', async ({ app, wallet, devnet }) => {
  await separateChains(devnet, wallet.address)
  await app.openConnected('/swap', wallet)
  await expect(app.networkSelector).toBeVisible()
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
