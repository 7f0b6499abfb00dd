// Issue 16 /vote/create-proposal: a UNI transfer from the timelock's treasury proposed from the
// screen — the simulation shows it succeeding and the balance changes before submitting, the
// proposal lands on chain (latestProposalIds, state Pending, its action) and the page links to
// it; the threshold refusal (#6, below 2.5 M votes) and the active-proposal refusal (the active
// seeded proposal's proposer) in the spec's words (spec 02 §5, §8); an action that would revert
// flagged with its reason; axe in both themes and 320 px.
import type { Page } from '@playwright/test'
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import { type Address, formatUnits, parseAbi } from 'viem'
import { seriousAxeViolations } from '../harness/axe.ts'
import { expect, test } from '../harness/fixtures.ts'

const governorAbi = parseAbi([
  'function proposalThreshold() view returns (uint256)',
  'function latestProposalIds(address) view returns (uint256)',
  'function state(uint256) view returns (uint8)',
  'function getActions(uint256) view returns (address[] targets, uint256[] values, string[] signatures, bytes[] calldatas)',
])
const uniAbi = parseAbi(['function balanceOf(address) view returns (uint256)'])
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

function governance(l1: ManifestChain) {
  const gov = l1.governance
  const uni = l1.governanceToken
  if (!gov || !uni) throw new Error('the devnet L1 has no governance (issue 16)')
  return { ...gov, uni: uni.address as Address }
}

async function fillTransfer(page: Page, uni: string, to: string, amount: string) {
  const action = page.getByTestId('proposal-action').first()
  await action.getByTestId('action-target').fill(uni)
  await action.getByTestId('action-signature').fill('transfer(address,uint256)')
  const args = action.getByTestId('action-argument')
  await expect(args).toHaveCount(2)
  await args.nth(0).fill(to)
  await args.nth(1).fill(amount)
}

async function fillText(page: Page, title: string) {
  await page.getByTestId('proposal-title').fill(title)
  await page.getByTestId('proposal-description').fill('Sends **1,000 UNI** to a grants multisig.')
}

test('a UNI transfer from the treasury: simulated, submitted, on chain, linked', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const gov = governance(devnet.l1)
  const client = publicClient(devnet.l1)
  await app.openConnected('/vote/create-proposal', wallet)
  await fillTransfer(page, gov.uni, RECIPIENT, '1000e18')
  await fillText(page, 'Fund the grants program')
  const sim = page.getByTestId('actions-simulation')
  await expect(sim.getByTestId('simulation-action')).toHaveAttribute('data-status', 'success')
  await expect(sim.getByTestId('simulation-summary')).toHaveAttribute('data-reverts', 'false')
  const changes = sim.getByTestId('simulation-change')
  await expect(changes).toHaveCount(2)
  await expect(changes.nth(0)).toContainText('Timelock')
  await expect(changes.nth(0)).toContainText('−1,000 UNI')
  await expect(changes.nth(1)).toContainText('+1,000 UNI')
  const submit = page.getByTestId('submit-proposal')
  await expect(submit).toHaveText('Create Proposal')
  await submit.click()
  const done = page.getByTestId('proposal-submitted')
  await expect(done).toContainText('created', { timeout: 30_000 })
  const id = await client.readContract({
    address: gov.governor,
    abi: governorAbi,
    functionName: 'latestProposalIds',
    args: [wallet.address as Address],
  })
  expect(id).toBeGreaterThan(0n)
  expect(
    await client.readContract({
      address: gov.governor,
      abi: governorAbi,
      functionName: 'state',
      args: [id],
    }),
  ).toBe(0)
  const [targets, values, signatures] = await client.readContract({
    address: gov.governor,
    abi: governorAbi,
    functionName: 'getActions',
    args: [id],
  })
  expect(targets.map((t) => t.toLowerCase())).toEqual([gov.uni.toLowerCase()])
  expect(values).toEqual([0n])
  expect(signatures).toEqual(['transfer(address,uint256)'])
  await expect(done.getByRole('link')).toHaveAttribute('href', `#/vote/0/${id}`)
  // A second proposal is now refused: this one is pending.
  await page.reload()
  await expect(page.getByTestId('submit-proposal')).toHaveText(
    'You already have an active or pending proposal',
  )
})

test('an action that would revert is flagged with its reason before submitting', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const gov = governance(devnet.l1)
  const treasury = await publicClient(devnet.l1).readContract({
    address: gov.uni,
    abi: uniAbi,
    functionName: 'balanceOf',
    args: [gov.timelock],
  })
  await app.openConnected('/vote/create-proposal', wallet)
  await fillTransfer(page, gov.uni, RECIPIENT, (treasury + 1n).toString())
  await fillText(page, 'Spend more than the treasury holds')
  const sim = page.getByTestId('actions-simulation')
  await expect(sim.getByTestId('simulation-action')).toHaveAttribute('data-status', 'reverted')
  await expect(sim.getByTestId('simulation-summary')).toHaveAttribute('data-reverts', 'true')
  await expect(sim.getByTestId('simulation-reason')).toContainText('exceeds balance')
  // Flagged, not forbidden: the proposer may still submit.
  await expect(page.getByTestId('submit-proposal')).toBeEnabled()
})

test.describe('account #6 holds 1 M votes, under the threshold', () => {
  test.use({ walletOptions: { account: 6, chain: 'l1', authorized: false, name: 'E2E Wallet' } })
  test('the submit button says how many votes are needed, read from the governor', async ({
    page,
    app,
    wallet,
    devnet,
  }) => {
    const gov = governance(devnet.l1)
    const threshold = await publicClient(devnet.l1).readContract({
      address: gov.governor,
      abi: governorAbi,
      functionName: 'proposalThreshold',
    })
    const whole = Number(formatUnits(threshold, 18)).toLocaleString('en-US')
    await app.openConnected('/vote/create-proposal', wallet)
    await fillTransfer(page, gov.uni, RECIPIENT, '1e18')
    await fillText(page, 'Too few votes')
    const submit = page.getByTestId('submit-proposal')
    await expect(submit).toHaveText(`You must have ${whole} votes to submit a proposal`)
    await expect(submit).toBeDisabled()
  })
})

test.describe('the proposer of the seeded active proposal', () => {
  // Watch-only is enough: the refusal is read, nothing is signed.
  test.use({
    walletOptions: async ({ devnet }, use) => {
      const active = governance(devnet.l1).proposals.find((p) => p.state === 'active')
      if (!active) throw new Error('no active proposal seeded')
      await use({ account: active.proposer, chain: 'l1', authorized: false, name: 'E2E Wallet' })
    },
  })
  test('is refused a second live proposal', async ({ page, app, devnet, wallet }) => {
    const gov = governance(devnet.l1)
    const active = gov.proposals.find((p) => p.state === 'active')
    if (!active) throw new Error('no active proposal seeded')
    expect(active.proposer.toLowerCase()).toBe(wallet.address.toLowerCase())
    await app.openConnected('/vote/create-proposal', wallet)
    await expect(page.getByTestId('submit-proposal')).toHaveText(
      'You already have an active or pending proposal',
    )
    await expect(page.getByTestId('submit-proposal')).toBeDisabled()
  })
})

test('axe finds nothing serious in either theme; nothing overflows at 320 px', async ({
  page,
  app,
  wallet,
  devnet,
}) => {
  const gov = governance(devnet.l1)
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'light') await app.openConnected(`/vote/create-proposal?theme=${theme}`, wallet)
    else await app.goto(`/vote/create-proposal?theme=${theme}`)
    await fillTransfer(page, gov.uni, RECIPIENT, '1000e18')
    await fillText(page, 'Fund the grants program')
    await expect(page.getByTestId('simulation-change')).toHaveCount(2)
    expect(await seriousAxeViolations(page, '[data-testid="create-proposal"]')).toEqual([])
  }
  await page.setViewportSize({ width: 320, height: 800 })
  const widths = await page
    .getByTestId('create-proposal')
    .locator('*')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))
  expect(Math.max(...widths)).toBeLessThanOrEqual(320)
})
