// The vote screens as the specs see them (issue 16), and the governor read on chain the same way
// the app reads it: a spec compares what the page shows with state() and the UNI votes.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { type ManifestChain, PROPOSAL_STATES } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import { type Address, parseAbi } from 'viem'
import { REPO_ROOT } from './paths.ts'

export const governorAbi = parseAbi([
  'function state(uint256 id) view returns (uint8)',
  'function proposalCount() view returns (uint256)',
  'function votingDelay() view returns (uint256)',
  'function votingPeriod() view returns (uint256)',
  'function quorumVotes() view returns (uint256)',
  'function cancel(uint256 id)',
  'function proposals(uint256 id) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, uint256 abstainVotes, bool canceled, bool executed)',
  'function propose(address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, string description) returns (uint256)',
])

export const uniAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function delegates(address) view returns (address)',
  'function getCurrentVotes(address) view returns (uint96)',
])

export function governance(l1: ManifestChain) {
  const gov = l1.governance
  const uni = l1.governanceToken
  if (!gov || !uni) throw new Error('the devnet L1 has no governance (issue 16)')
  return { ...gov, uni: uni.address }
}

/** The governor's own `state(id)`, read from the chain. */
const readState = (l1: ManifestChain, id: bigint): Promise<number> =>
  publicClient(l1).readContract({
    address: governance(l1).governor,
    abi: governorAbi,
    functionName: 'state',
    args: [id],
  })

export async function chainState(l1: ManifestChain, id: bigint): Promise<string> {
  const n = await readState(l1, id)
  return PROPOSAL_STATES[n] ?? 'undetermined'
}

/**
 * spec 02 §4 'Governance proposal statuses' as the user reads them. Which number is which status
 * is the governor's own: its `enum ProposalState`, read from the contract source the devnet
 * deployed (not from the app's or the manifest's copy of the table).
 */
export const SPEC_STATUSES = [
  'Pending',
  'Active',
  'Canceled',
  'Defeated',
  'Succeeded',
  'Queued',
  'Expired',
  'Executed',
  'Undetermined',
] as const

const GOVERNOR_SOURCE = join(REPO_ROOT, 'packages/devnet/contracts/TidepoolGovernor.sol')

export const GOVERNOR_STATES: readonly string[] = (() => {
  const body = /enum ProposalState\s*\{([^}]*)\}/.exec(readFileSync(GOVERNOR_SOURCE, 'utf8'))?.[1]
  const names = body?.split(',').map((n) => n.trim()) ?? []
  if (names.length === 0) throw new Error(`no enum ProposalState in ${GOVERNOR_SOURCE}`)
  return names
})()

/** The status label state(id) stands for (anything the enum does not name: Undetermined). */
export async function chainStatusLabel(l1: ManifestChain, id: bigint): Promise<string> {
  const n = await readState(l1, id)
  const label = GOVERNOR_STATES[n] ?? 'Undetermined'
  expect(SPEC_STATUSES, `state() ${n} is ${label}`).toContain(label)
  return label
}

/**
 * A vote total as the page writes it (spec 01 §9: 4 significant digits, rounded half-up, en-US
 * grouping, no trailing zeros), written out here rather than imported from the app.
 */
export function votesText(raw: bigint, decimals = 18): string {
  if (raw === 0n) return '0'
  const drop = 10n ** BigInt(Math.max(0, raw.toString().length - 4))
  const rounded = ((raw + drop / 2n) / drop) * drop
  const unit = 10n ** BigInt(decimals)
  const fraction = (rounded % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${(rounded / unit).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`
}

/** A share of the three totals: basis points rounded down, shown with at most one decimal. */
const shareText = (part: bigint, total: bigint): string =>
  new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(
    total === 0n ? 0 : Number((part * 10_000n) / total) / 10_000,
  )

/**
 * The open proposal page shows proposals(id)'s For, Against and Abstain totals with their shares,
 * and the quorum against quorumVotes() (Bravo: For votes alone count towards it), as on chain.
 * Returns the figures read.
 */
export async function expectTotalsAsOnChain(page: Page, l1: ManifestChain, id: bigint) {
  const client = publicClient(l1)
  const governor = governance(l1).governor
  const [report, quorum] = await Promise.all([
    client.readContract({
      address: governor,
      abi: governorAbi,
      functionName: 'proposals',
      args: [id],
    }),
    client.readContract({ address: governor, abi: governorAbi, functionName: 'quorumVotes' }),
  ])
  const [, , , , , forVotes, againstVotes, abstainVotes] = report
  const total = forVotes + againstVotes + abstainVotes
  for (const [key, votes] of [
    ['for', forVotes],
    ['against', againstVotes],
    ['abstain', abstainVotes],
  ] as const) {
    await expect(page.getByTestId(`votes-${key}-amount`)).toHaveText(
      `${votesText(votes)} votes (${shareText(votes, total)})`,
      { timeout: 30_000 },
    )
  }
  await expect(page.getByTestId('quorum')).toContainText(
    forVotes >= quorum
      ? 'Quorum reached'
      : `${votesText(forVotes)} of ${votesText(quorum)} For votes needed`,
  )
  return { forVotes, againstVotes, abstainVotes, quorum }
}

export async function delegateOf(l1: ManifestChain, account: Address): Promise<Address> {
  return publicClient(l1).readContract({
    address: governance(l1).uni,
    abi: uniAbi,
    functionName: 'delegates',
    args: [account],
  })
}

/** The row of proposal `id` in the /vote list. */
export const proposalRow = (page: Page, id: number | bigint) =>
  page.locator(`[data-testid="proposal-row"][data-proposal-id="${id}"]`)

/** Waits until the list shows the proposals (after the settings and reports are read). */
export async function expectProposalsListed(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('proposal-row')).toHaveCount(count, { timeout: 30_000 })
}
