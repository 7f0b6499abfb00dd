// Issue 16 must-show: a proposal (made through the contract by #0, above the threshold) gets a
// vote For, Against and Abstain with a reason from three accounts through the app, blocks and
// time move on, it is queued and executed through the app — and its UNI transfer out of the
// timelock is on chain. Its proposer cancels another one through the app (Canceled on chain).
import type { Browser } from '@playwright/test'
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { rpc } from '@tidepool/devnet/testing/rpc'
import { encodeAbiParameters, encodeFunctionData, type Hex, parseAbiParameters } from 'viem'
import { AppShell } from '../harness/app-shell.ts'
import { type Devnet, expect, test } from '../harness/fixtures.ts'
import {
  chainState,
  chainStatusLabel,
  governance,
  governorAbi,
  uniAbi,
} from '../harness/governance.ts'
import { APP_URL } from '../harness/paths.ts'
import { nextPoll } from '../harness/poll-clock.ts'
import { E2EWallet } from '../harness/wallet/e2e-wallet.ts'

const UNI = 10n ** 18n
const RECIPIENT = '0x00000000000000000000000000000000e2e0b0b0'
const AMOUNT = 1_234n * UNI

test.use({ walletOptions: { account: 1, chain: 'l1', authorized: false, name: 'E2E Wallet' } })

/** hardhat_mine at 12 s a block (time moves with the blocks). */
const mine = (devnet: Devnet, blocks: bigint) =>
  rpc(devnet.l1.rpcUrl, 'hardhat_mine', [`0x${blocks.toString(16)}`, '0xc'])

async function propose(devnet: Devnet): Promise<bigint> {
  const gov = governance(devnet.l1)
  const client = publicClient(devnet.l1)
  const wallet = walletClient(devnet.manifest, devnet.l1, 0)
  const hash = await wallet.writeContract({
    address: gov.governor,
    abi: governorAbi,
    functionName: 'propose',
    args: [
      [gov.uni],
      [0n],
      ['transfer(address,uint256)'],
      [encodeAbiParameters(parseAbiParameters('address, uint256'), [RECIPIENT, AMOUNT])],
      '# E2E grant to the test recipient\n\nSends **1,234 UNI** from the treasury.',
    ],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return client.readContract({
    address: gov.governor,
    abi: governorAbi,
    functionName: 'proposalCount',
  })
}

/** Another browser with its own wallet on account `index` (a second voter). */
async function voterPage(browser: Browser, devnet: Devnet, index: number) {
  const key = devnet.manifest.accounts[index]?.privateKey
  if (!key) throw new Error(`no account ${index}`)
  const context = await browser.newContext({
    baseURL: APP_URL,
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  const wallet = new E2EWallet({
    account: { privateKey: key },
    chains: devnet.manifest.chains.map((c) => ({
      chainId: c.chainId,
      name: c.name,
      rpcUrl: c.rpcUrl,
    })),
    chainId: devnet.l1.chainId,
    name: 'E2E Wallet',
  })
  await wallet.install(page)
  return { page, app: new AppShell(page), wallet, close: () => context.close() }
}

async function vote(
  v: { page: import('@playwright/test').Page; app: AppShell; wallet: E2EWallet },
  route: string,
  decision: 'for' | 'against' | 'abstain',
  reason: string,
  { readSimulation = false } = {},
) {
  await v.app.openConnected(route, v.wallet)
  await v.page.getByTestId('open-vote').click()
  const modal = v.page.getByTestId('vote-modal')
  await modal.getByTestId(`vote-option-${decision}`).click()
  await modal.getByTestId('vote-reason').fill(reason)
  // Issue 35: the vote's simulated outcome shows while the wallet asks; a vote moves no tokens.
  const release = readSimulation ? v.wallet.holdNext('eth_sendTransaction') : undefined
  await modal.getByTestId('vote-submit').click()
  if (release) {
    const simulation = v.page.getByTestId('tx-simulation')
    await expect(simulation).toContainText('No balance changes.', { timeout: 30_000 })
    await expect(simulation.getByTestId('sim-out')).toHaveCount(0)
    release()
  }
  await expect(v.page.getByTestId('already-voted')).toBeVisible({ timeout: 40_000 })
}

test('three accounts vote For, Against and Abstain with reasons; it is queued and executed', async ({
  browser,
  page,
  app,
  wallet,
  devnet,
}) => {
  test.setTimeout(240_000)
  const gov = governance(devnet.l1)
  const client = publicClient(devnet.l1)
  const read = <T>(functionName: 'votingDelay' | 'votingPeriod') =>
    client.readContract({ address: gov.governor, abi: governorAbi, functionName }) as Promise<T>
  const id = await propose(devnet)
  expect(await chainState(devnet.l1, id)).toBe('pending')
  await mine(devnet, (await read<bigint>('votingDelay')) + 1n)
  expect(await chainState(devnet.l1, id)).toBe('active')

  const route = `/vote/0/${id}`
  // Issue 30: the page clock runs the proposal's next poll once blocks and time have moved, where
  // the test reloaded the page (two full loads) to see the new state.
  await page.clock.install()
  await vote({ page, app, wallet }, route, 'for', 'Grants grow the ecosystem.', {
    readSimulation: true,
  })
  await expect(page.getByTestId('already-voted')).toContainText('You voted For')
  for (const [index, decision, reason] of [
    [2, 'against', 'Too much for one grant.'],
    [3, 'abstain', 'No view on this one.'],
  ] as const) {
    const other = await voterPage(browser, devnet, index)
    await vote(other, route, decision, reason)
    await other.close()
  }
  // The reasons are on chain, in the VoteCast events.
  const casts = await client.getContractEvents({
    address: gov.governor,
    abi: [
      {
        type: 'event',
        name: 'VoteCast',
        inputs: [
          { name: 'voter', type: 'address', indexed: true },
          { name: 'proposalId', type: 'uint256', indexed: false },
          { name: 'support', type: 'uint8', indexed: false },
          { name: 'votes', type: 'uint256', indexed: false },
          { name: 'reason', type: 'string', indexed: false },
        ],
      },
    ],
    eventName: 'VoteCast',
    fromBlock: 0n,
  })
  const ours = casts.filter((c) => c.args.proposalId === id)
  expect(ours.map((c) => [c.args.support, c.args.reason])).toEqual([
    [1, 'Grants grow the ecosystem.'],
    [0, 'Too much for one grant.'],
    [2, 'No view on this one.'],
  ])

  await mine(devnet, (await read<bigint>('votingPeriod')) + 1n)
  expect(await chainState(devnet.l1, id)).toBe('succeeded')
  await app.closeModalIfOpen()
  await nextPoll(page)
  await expect(page.getByTestId('proposal-status')).toHaveAttribute('data-status', 'succeeded', {
    timeout: 30_000,
  })
  await expect(page.getByTestId('votes-against-amount')).toContainText('15,000,000 votes')
  await page.getByTestId('queue-proposal').click()
  await expect.poll(() => chainState(devnet.l1, id), { timeout: 40_000 }).toBe('queued')
  // The chain can have it before the dialog turns to Submitted: Escape pressed in between is
  // not heard by the dialog's sending phase (as vote.spec's Unlock Voting).
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()

  await rpc(devnet.l1.rpcUrl, 'evm_increaseTime', [2 * 86_400 + 60])
  await mine(devnet, 1n)
  await app.closeModalIfOpen()
  await nextPoll(page)
  await expect(page.getByTestId('proposal-status')).toHaveAttribute('data-status', 'queued', {
    timeout: 30_000,
  })
  const before = await client.readContract({
    address: gov.uni,
    abi: uniAbi,
    functionName: 'balanceOf',
    args: [RECIPIENT],
  })
  await page.getByTestId('execute-proposal').click()
  await expect.poll(() => chainState(devnet.l1, id), { timeout: 40_000 }).toBe('executed')
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible()
  const after = await client.readContract({
    address: gov.uni,
    abi: uniAbi,
    functionName: 'balanceOf',
    args: [RECIPIENT],
  })
  expect(after - before).toBe(AMOUNT)
  await app.closeModalIfOpen()
  await expect(page.getByTestId('proposal-status')).toHaveAttribute('data-status', 'executed', {
    timeout: 30_000,
  })
})

test.describe('the proposer (#0)', () => {
  test.use({ walletOptions: { account: 0, chain: 'l1', authorized: false, name: 'E2E Wallet' } })

  test('cancels its pending proposal through the app: state() is Canceled on chain', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const id = await propose(devnet)
    expect(await chainStatusLabel(devnet.l1, id)).toBe('Pending')
    await app.openConnected(`/vote/0/${id}`, wallet)
    await expect(page.getByTestId('proposal-status')).toHaveText('Pending', { timeout: 30_000 })
    await page.getByTestId('cancel-proposal').click()
    await expect.poll(() => chainStatusLabel(devnet.l1, id), { timeout: 40_000 }).toBe('Canceled')
    // One transaction, the governor's cancel(id), sent by the proposer.
    const sent = wallet
      .requestsOf('eth_sendTransaction')
      .map((r) => r.params[0] as { to: string; data: Hex })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.to.toLowerCase()).toBe(governance(devnet.l1).governor.toLowerCase())
    expect(sent[0]?.data).toBe(
      encodeFunctionData({ abi: governorAbi, functionName: 'cancel', args: [id] }),
    )
    // Closed once it shows the submitted transaction (an Escape pressed earlier left it open in
    // one run: closeModalIfOpen raced it).
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTestId('tx-dialog-explorer')).toBeVisible({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByTestId('proposal-status')).toHaveText('Canceled', { timeout: 30_000 })
    await expect(page.getByTestId('cancel-proposal')).toHaveCount(0)
  })
})
