// Titles and descriptions of proposals (issue 16 plan): from the cache first, then the
// governor's ProposalCreated logs over bounded block ranges (common/logRanges), and the found
// ones cached. A cached entry counts only if it matches the governor's report of that id.
import type { Address, Client } from 'viem'
import { getLogs } from 'viem/actions'
import { proposalCreatedEvent } from '../common/abis'
import { findProposalCreations, type ProposalCreation } from '../common/logRanges'
import {
  type CachedDescription,
  cacheScope,
  loadDescriptions,
  saveDescriptions,
} from '../state/descriptionCache'
import type { ProposalReport } from './readGovernor'

export interface ReadDescriptionsParameters {
  chainId: number
  governor: Address
  proposals: readonly Pick<ProposalReport, 'id' | 'proposer' | 'startBlock'>[]
  votingDelay: bigint
  storage?: Storage | null
}

const matches = (c: CachedDescription, p: Pick<ProposalReport, 'proposer' | 'startBlock'>) =>
  c.proposer.toLowerCase() === p.proposer.toLowerCase() && c.startBlock === p.startBlock.toString()

/** id (decimal) → description, for every proposal found (cached or in the logs). */
export async function readProposalDescriptions(
  client: Client,
  { chainId, governor, proposals, votingDelay, storage }: ReadDescriptionsParameters,
): Promise<Record<string, string>> {
  const scope = cacheScope(chainId, governor)
  const cached = loadDescriptions(scope, storage)
  const out: Record<string, string> = {}
  const missing: (typeof proposals)[number][] = []
  for (const p of proposals) {
    const hit = cached[p.id.toString()]
    if (hit && matches(hit, p)) out[p.id.toString()] = hit.description
    else missing.push(p)
  }
  if (missing.length === 0) return out
  const found = await findProposalCreations({
    wanted: missing,
    votingDelay,
    getLogs: async ({ fromBlock, toBlock }): Promise<ProposalCreation[]> => {
      const logs = await getLogs(client, {
        address: governor,
        event: proposalCreatedEvent,
        fromBlock,
        toBlock,
        strict: true,
      })
      return logs.map((log) => ({
        id: log.args.id,
        proposer: log.args.proposer,
        startBlock: log.args.startBlock,
        description: log.args.description,
      }))
    },
  })
  const fresh: Record<string, CachedDescription> = {}
  for (const p of missing) {
    const c = found.get(p.id)
    if (!c) continue
    out[p.id.toString()] = c.description
    fresh[p.id.toString()] = {
      proposer: c.proposer,
      startBlock: c.startBlock.toString(),
      description: c.description,
    }
  }
  saveDescriptions(scope, fresh, storage)
  return out
}
