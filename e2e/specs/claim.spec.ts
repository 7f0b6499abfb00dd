// Issue 15, spec 01 §2 /claim and claim modals, §4 Airdrop claim, §6, §7 items 3/6/7, §8: the
// airdrop on the devnet L1 (the real MerkleDistributor, claim files served by the devnet), asserted
// on chain: a claim for self and for other addresses (typed, and by ENS name) makes isClaimed true
// and raises the recipient's UNI by exactly the file's amount; a second claim and an address
// without a claim are refused with the spec's texts; a tampered claim file is refused before
// anything is sent (the sender's nonce does not move); the claim does not exist on the L2.
import type { Page } from '@playwright/test'
import type { ManifestClaim } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import type { Address } from 'viem'
import type { AppShell } from '../harness/app-shell.ts'
import { seriousAxeViolations } from '../harness/axe.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import { tokenBalance } from '../harness/swap-page.ts'
import type { E2EWallet } from '../harness/wallet/e2e-wallet.ts'

const distributorAbi = [
  {
    type: 'function',
    name: 'isClaimed',
    stateMutability: 'view',
    inputs: [{ name: 'index', type: 'uint256' }],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

function airdrop(devnet: Devnet) {
  const a = devnet.l1.airdrop
  const uni = devnet.l1.governanceToken
  if (!a || !uni) throw new Error('the devnet L1 has no airdrop (issue 15 seed)')
  return { ...a, uni: uni.address }
}

function claimOf(devnet: Devnet, account: number): ManifestClaim {
  const address = devnet.manifest.accounts[account]?.address.toLowerCase()
  const claim = airdrop(devnet).claims.find((c) => c.account.toLowerCase() === address)
  if (!claim) throw new Error(`account ${account} has no claim in the manifest`)
  return claim
}

const isClaimed = (devnet: Devnet, index: number) =>
  publicClient(devnet.l1).readContract({
    address: airdrop(devnet).distributor,
    abi: distributorAbi,
    functionName: 'isClaimed',
    args: [BigInt(index)],
  })

const nonce = (devnet: Devnet, address: Address) =>
  publicClient(devnet.l1).getTransactionCount({ address })

/**
 * Opens `route` with the account connected. A wallet on the L1 (the chain the app opens on) is
 * authorized before the page loads, so the app connects at start and `route` opens at once
 * (bench/README 'Suite speed, session 12'); connecting is this spec's setup, not its subject.
 * Otherwise through the modal on /swap (the modal replaces any other dialog), then `route`.
 */
async function connect(app: AppShell, wallet: E2EWallet, route: string) {
  if (wallet.onFirstChain && app.page.url() === 'about:blank') {
    wallet.authorize()
    await app.goto(route)
    await app.ready()
    await app.expectConnected(wallet)
    return
  }
  const theme = new URLSearchParams(route.split('?')[1] ?? '').get('theme')
  await app.goto(theme ? `/swap?theme=${theme}` : '/swap')
  await app.ready()
  await app.connect(wallet.name, wallet.address)
  await app.closeModalIfOpen()
  if (!route.startsWith('/swap')) await app.goto(route)
}

/** The address-claim modal with `value` typed; waits for the claim check to settle. */
async function typeAddress(page: Page, value: string) {
  const dialog = page.getByRole('dialog', { name: 'Claim UNI token' })
  await expect(dialog).toBeVisible()
  await dialog.getByTestId('claim-address-input').fill(value)
  return dialog
}

async function claimAndWait(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByTestId('claim-button').click()
  await expect(dialog.getByTestId('claim-claimed')).toBeVisible({ timeout: 30_000 })
  await expect(dialog.getByRole('heading', { name: 'Claimed!' })).toBeVisible()
}

test.describe('airdrop claim (devnet L1)', () => {
  test('claim for self from the header: isClaimed true, UNI up by exactly the amount', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const me = devnet.manifest.accounts[0]?.address as Address
    const claim = claimOf(devnet, 0)
    const { uni } = airdrop(devnet)
    const before = await tokenBalance(devnet.l1, uni, me)
    await connect(app, wallet, '/swap')
    const headerButton = page.getByTestId('claim-header-button')
    await expect(headerButton).toBeVisible({ timeout: 20_000 })
    await headerButton.click()
    const popup = page.getByRole('dialog', { name: 'UNI has arrived' })
    await expect(popup).toBeVisible()
    await popup.getByTestId('claim-popup-claim').click()
    const dialog = page.getByRole('dialog', { name: 'Claim UNI', exact: true })
    await expect(dialog.getByTestId('claim-amount')).toHaveText('400 UNI')
    await expect(dialog.getByTestId('claim-groups')).toContainText('Uniswap user')
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([])
    await dialog.getByTestId('claim-button').click()
    await expect(dialog.getByTestId('claim-claimed')).toBeVisible({ timeout: 30_000 })
    expect(await isClaimed(devnet, claim.index)).toBe(true)
    expect(await tokenBalance(devnet.l1, uni, me)).toBe(before + BigInt(claim.amount))
    // spec 01 §4: the self-claim modal closes itself after confirmation; nothing left to claim.
    await expect(dialog).toHaveCount(0, { timeout: 15_000 })
    await expect(headerButton).toHaveCount(0)
  })

  test('/claim: for another address typed by hand, then a second claim is refused', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const other = devnet.manifest.accounts[1]?.address as Address
    const claim = claimOf(devnet, 1)
    const { uni } = airdrop(devnet)
    const before = await tokenBalance(devnet.l1, uni, other)
    await connect(app, wallet, '/swap')
    await app.goto('/claim')
    // /claim redirects to /swap under the modal: wait for the redirect rather than sample once.
    await expect.poll(() => app.route()).toMatch(/^\/swap/)
    const dialog = await typeAddress(page, `  ${other.toLowerCase()} `)
    await expect(dialog.getByTestId('claim-amount')).toContainText('1,400 UNI')
    await expect(dialog.getByTestId('claim-groups')).toContainText('SOCKS holder')
    await claimAndWait(dialog)
    expect(await isClaimed(devnet, claim.index)).toBe(true)
    expect(await tokenBalance(devnet.l1, uni, other)).toBe(before + BigInt(claim.amount))
    await dialog.getByTestId('claim-close').click()
    // A second claim for the same address: refused with the spec's text, the button disabled.
    await app.goto('/claim')
    const again = await typeAddress(page, other)
    await expect(again.getByTestId('claim-message')).toContainText('Address has no available claim')
    await expect(again.getByTestId('claim-button')).toBeDisabled()
  })

  test('/claim by ENS name; a no-claim address and garbage are refused', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const claim = claimOf(devnet, 3)
    const { uni } = airdrop(devnet)
    const alice = devnet.manifest.accounts[3]?.address as Address
    const before = await tokenBalance(devnet.l1, uni, alice)
    await connect(app, wallet, '/claim?theme=dark')
    const none = airdrop(devnet).noClaim[0] as Address
    const dialog = await typeAddress(page, none)
    await expect(dialog.getByTestId('claim-message')).toContainText(
      'Address has no available claim',
    )
    // issue 34 #11: the spec's words alone, not the file search's ('… not found in partial search').
    await expect(dialog.getByTestId('claim-detail')).toHaveCount(0)
    await expect(dialog).not.toContainText('not found')
    await expect(dialog.getByTestId('claim-button')).toBeDisabled()
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([])
    await typeAddress(page, '0x1234')
    await expect(dialog.getByTestId('claim-message')).toHaveText('Invalid address')
    await typeAddress(page, 'alice.tidepool.eth')
    await expect(dialog.getByTestId('claim-address-resolved')).toContainText(alice)
    await expect(dialog.getByTestId('claim-button')).toBeEnabled()
    await claimAndWait(dialog)
    expect(await isClaimed(devnet, claim.index)).toBe(true)
    expect(await tokenBalance(devnet.l1, uni, alice)).toBe(before + BigInt(claim.amount))
  })

  test('a tampered claim file is refused before anything is sent', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const me = devnet.manifest.accounts[0]?.address as Address
    const other = devnet.manifest.accounts[2]?.address as Address
    const claim = claimOf(devnet, 2)
    // Every chunk file: the entry's amount doubled (its proof no longer leads to the root).
    await page.route(/\/claims\/0x[0-9a-fA-F]{40}\.json$/, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as Record<string, { amount: string }>
      for (const entry of Object.values(body))
        entry.amount = `0x${(BigInt(entry.amount) * 2n).toString(16)}`
      await route.fulfill({ response, json: body })
    })
    const sent = await nonce(devnet, me)
    await connect(app, wallet, '/claim')
    const dialog = await typeAddress(page, other)
    await expect(dialog.getByTestId('claim-message')).toContainText(
      "does not match the distributor's merkle root",
    )
    await expect(dialog.getByTestId('claim-button')).toBeDisabled()
    await dialog.getByTestId('claim-button').click({ force: true })
    expect(await nonce(devnet, me)).toBe(sent)
    expect(await isClaimed(devnet, claim.index)).toBe(false)
  })

  test('on a phone (320 px, light) the address claim fits and passes axe', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await connect(app, wallet, '/claim?theme=light')
    const dialog = await typeAddress(page, devnet.manifest.accounts[1]?.address ?? '')
    await expect(dialog.getByTestId('claim-amount')).toBeVisible()
    for (const id of ['claim-address-input', 'claim-amount', 'claim-button']) {
      const box = await dialog.getByTestId(id).boundingBox()
      expect(box, id).not.toBeNull()
      if (box) expect(box.x + box.width, id).toBeLessThanOrEqual(320.5)
    }
    expect(await seriousAxeViolations(page)).toEqual([])
    // The header's Claim UNI button sits in the phone's bottom bar beside the account controls.
    await page.keyboard.press('Escape')
    const claimButton = page.getByTestId('claim-header-button')
    await expect(claimButton).toBeVisible()
    for (const locator of [claimButton, app.walletButton, app.networkSelector]) {
      const box = await locator.boundingBox()
      expect(box).not.toBeNull()
      if (box) expect(box.x + box.width).toBeLessThanOrEqual(320.5)
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('no claim on the L2', () => {
  test.use({ walletOptions: { account: 0, chain: 'l2', authorized: false, name: 'E2E Wallet' } })

  test('no header claim button; /claim says the claim is on mainnet only', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    // The button would follow the claim files' lookup for the connected account, which starts
    // with the account's reads: once the header shows the account's L2 balance, that lookup
    // would have been asked for. None was, and there is no button.
    const lookups: string[] = []
    page.on('request', (r) => {
      if (r.url().startsWith(airdrop(devnet).claimFilesBaseUrl)) lookups.push(r.url())
    })
    await connect(app, wallet, '/swap')
    await expect(app.networkSelector).toContainText(devnet.l2.name.split(' ')[0] ?? '')
    await app.expectBalance(devnet.l2.rpcUrl, devnet.manifest.accounts[0]?.address ?? '')
    expect(lookups).toEqual([])
    await expect(page.getByTestId('claim-header-button')).toHaveCount(0)
    await app.goto('/claim')
    await expect(page.getByTestId('claim-mainnet-only')).toBeVisible()
  })
})
