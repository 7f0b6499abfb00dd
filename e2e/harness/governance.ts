// The vote screens as the specs see them (issue 16), and the governor read on chain the same way
// the app reads it: a spec compares what the page shows with state() and the UNI votes.
import { expect, type Page } from '@playwright/test'
import { type ManifestChain, PROPOSAL_STATES } from '@tidepool/devnet/manifest'
import { publicClient } from '@tidepool/devnet/testing/clients'
import { type Address, parseAbi } from 'viem'

export const governorAbi = parseAbi([
  'function state(uint256 id) view returns (uint8)',
  'function proposalCount() view returns (uint256)',
  'function votingDelay() view returns (uint256)',
  'function votingPeriod() view returns (uint256)',
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

export async function chainState(l1: ManifestChain, id: bigint): Promise<string> {
  const n = await publicClient(l1).readContract({
    address: governance(l1).governor,
    abi: governorAbi,
    functionName: 'state',
    args: [id],
  })
  return PROPOSAL_STATES[n] ?? 'undetermined'
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
