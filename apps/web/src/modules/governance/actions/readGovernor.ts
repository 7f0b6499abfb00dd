// Governor reads (spec 02 §7 'Governor: state, proposal report fields'; issue 16: threshold,
// voting period and quorum read from the governor, not hard-coded). Plain async actions over the
// shared multicall helper (STYLE.md: action → query → hook); the hooks only wire them.
import type { Address, Client } from 'viem'
import { multicallReads } from '../../../chain/multicall'
import { governorAbi } from '../common/abis'
import { type ProposalState, proposalState } from '../common/proposalState'

export interface GovernorSettings {
  proposalCount: bigint
  /**
   * Bravo continues GovernorAlpha's count: its own ids are those above initialProposalId (state()
   * refuses the others). 0 when not exposed.
   */
  initialProposalId: bigint
  quorumVotes: bigint
  proposalThreshold: bigint
  votingPeriod: bigint
  votingDelay: bigint
  timelock: Address | undefined
}

export interface ReadGovernorParameters {
  governor: Address
  multicallAddress?: Address | undefined
}

/** The governor's count and rules, in one multicall. Rejects when proposalCount cannot be read. */
export async function readGovernorSettings(
  client: Client,
  { governor, multicallAddress }: ReadGovernorParameters,
): Promise<GovernorSettings> {
  const call = <const name extends string>(functionName: name) =>
    ({ address: governor, abi: governorAbi, functionName }) as const
  const [count, initial, quorum, threshold, period, delay, timelock] = await multicallReads(
    client,
    {
      calls: [
        call('proposalCount'),
        call('initialProposalId'),
        call('quorumVotes'),
        call('proposalThreshold'),
        call('votingPeriod'),
        call('votingDelay'),
        call('timelock'),
      ],
      multicallAddress,
    },
  )
  if (count.status !== 'success') throw count.error
  const or = <T>(r: { status: string; result?: T }, fallback: T): T =>
    r.status === 'success' ? (r.result as T) : fallback
  return {
    proposalCount: count.result,
    initialProposalId: or(initial, 0n),
    quorumVotes: or(quorum, 0n),
    proposalThreshold: or(threshold, 0n),
    votingPeriod: or(period, 0n),
    votingDelay: or(delay, 0n),
    timelock: or<Address | undefined>(timelock, undefined),
  }
}

/** spec 02 §3 'Governor proposal report' with its state (spec 02 §4). */
export interface ProposalReport {
  id: bigint
  proposer: Address
  eta: bigint
  startBlock: bigint
  endBlock: bigint
  forVotes: bigint
  againstVotes: bigint
  abstainVotes: bigint
  canceled: boolean
  executed: boolean
  state: ProposalState
}

/** The ids a governor has numbered, newest first (from its count down to initialProposalId + 1). */
export function proposalIds(
  settings: Pick<GovernorSettings, 'proposalCount' | 'initialProposalId'>,
): bigint[] {
  const ids: bigint[] = []
  for (let id = settings.proposalCount; id > settings.initialProposalId && id > 0n; id -= 1n)
    ids.push(id)
  return ids
}

/** proposals(id) and state(id) of each id, in order; an id whose report fails is left out. */
export async function readProposalReports(
  client: Client,
  { governor, ids, multicallAddress }: ReadGovernorParameters & { ids: readonly bigint[] },
): Promise<ProposalReport[]> {
  const results = await multicallReads(client, {
    calls: ids.flatMap((id) => [
      { address: governor, abi: governorAbi, functionName: 'proposals', args: [id] } as const,
      { address: governor, abi: governorAbi, functionName: 'state', args: [id] } as const,
    ]),
    multicallAddress,
  })
  const reports: ProposalReport[] = []
  ids.forEach((id, i) => {
    const report = results[2 * i]
    const state = results[2 * i + 1]
    if (report?.status !== 'success') return
    const r = report.result as readonly [
      bigint,
      Address,
      bigint,
      bigint,
      bigint,
      bigint,
      bigint,
      bigint,
      boolean,
      boolean,
    ]
    reports.push({
      id,
      proposer: r[1],
      eta: r[2],
      startBlock: r[3],
      endBlock: r[4],
      forVotes: r[5],
      againstVotes: r[6],
      abstainVotes: r[7],
      canceled: r[8],
      executed: r[9],
      state: proposalState(state?.status === 'success' ? (state.result as number) : undefined),
    })
  })
  return reports
}
