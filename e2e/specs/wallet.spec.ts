// Connecting and disconnecting (spec 01 §2 "Wallet modal", §4 "Autoconnect").
import { addressTail } from '../harness/app-shell.ts'
import { expect, test } from '../harness/fixtures.ts'

test('connects the injected wallet through the modal, then disconnects', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  await app.goto('/swap')
  await expect(app.walletButton).toHaveText('Connect Wallet')
  await app.walletButton.click()
  await expect(app.walletModal).toBeVisible()
  // The wallet announced over EIP-6963 is offered by its own name.
  const option = app.walletModal.getByRole('button', { name: wallet.name })
  await expect(option).toBeVisible()
  await option.click()

  await expect(app.walletButton).toContainText(addressTail(wallet.address), { ignoreCase: true })
  expect(wallet.isAuthorized).toBe(true)
  await app.expectBalance(devnet.l1.rpcUrl, wallet.address)

  // Account view → Disconnect.
  if (!(await page.getByRole('dialog').isVisible())) await app.walletButton.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(app.walletButton).toHaveText('Connect Wallet')

  // Disconnecting is remembered: a reload does not connect again by itself.
  await page.reload()
  await app.ready()
  await expect(app.walletButton).toHaveText('Connect Wallet')
})

test('reconnects a previously authorized wallet on reload', async ({ page, app, wallet }) => {
  await app.goto('/swap')
  await app.connect(wallet.name, wallet.address)
  await app.closeModalIfOpen()
  await page.reload()
  await expect(app.walletButton).toContainText(addressTail(wallet.address), { ignoreCase: true })
})

test('shows no Connect Wallet while it reconnects on reload', async ({ page, app, wallet }) => {
  await app.goto('/swap')
  await app.connect(wallet.name, wallet.address)
  await app.closeModalIfOpen()
  // Every text the header's wallet button shows from the first byte of the reloaded page on
  // (autoconnect loads after the first paint; issue 11 §1: no flash of a wrong state).
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __walletButtonTexts: seen })
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="wallet-button"]')?.textContent
      if (text != null && seen.at(-1) !== text) seen.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.reload()
  await expect(app.walletButton).toContainText(addressTail(wallet.address), { ignoreCase: true })
  const seen = await page.evaluate(
    () => (window as unknown as { __walletButtonTexts: string[] }).__walletButtonTexts,
  )
  expect(seen.length).toBeGreaterThan(0)
  expect(seen).not.toContain('Connect Wallet')
})

test.describe('a wallet the site is already authorized on', () => {
  test.use({ walletOptions: { account: 0, chain: 'l1', authorized: true, name: 'E2E Wallet' } })

  test('connects at start without asking', async ({ app, wallet }) => {
    await app.goto('/swap')
    await expect(app.walletButton).toContainText(addressTail(wallet.address), {
      ignoreCase: true,
    })
    expect(wallet.requestsOf('eth_requestAccounts')).toHaveLength(0)
  })
})

test('connects the built-in Local test wallet on a local chain', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  await app.goto('/swap')
  await app.walletButton.click()
  await app.walletModal.getByRole('button', { name: 'Local test wallet' }).click()
  // The built-in wallet signs with the devnet's first funded account, without the extension.
  const account = devnet.manifest.accounts[0]
  if (!account) throw new Error('no devnet accounts')
  await expect(app.walletButton).toContainText(addressTail(account.address), { ignoreCase: true })
  await app.expectBalance(devnet.l1.rpcUrl, account.address)
  expect(wallet.requestsOf('eth_requestAccounts')).toHaveLength(0)

  if (!(await page.getByRole('dialog').isVisible())) await app.walletButton.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(app.walletButton).toHaveText('Connect Wallet')
})

test.describe('a wallet on a chain the app does not know', () => {
  // Chain 424242: in no chain table of the app, so unsupported (spec 01 §8 'Wrong Network'). BNB
  // Chain (56), used here before, is in today's table (issue 33).
  test.use({ walletOptions: { account: 0, chain: 424242, authorized: true, name: 'E2E Wallet' } })

  test('shows Wrong Network until a supported network is picked', async ({
    app,
    wallet,
    devnet,
  }) => {
    await app.goto('/swap')
    await expect(app.walletButton).toHaveText('Wrong Network')
    await app.selectNetwork(devnet.l1.name)
    await expect.poll(() => wallet.chainId).toBe(devnet.l1.chainId)
    await expect(app.walletButton).toContainText(addressTail(wallet.address), { ignoreCase: true })
    await app.expectBalance(devnet.l1.rpcUrl, wallet.address)
  })
})
