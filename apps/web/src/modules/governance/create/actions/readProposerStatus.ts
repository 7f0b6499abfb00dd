// What the create page needs to know about the account before it may propose (spec 02 §5):
// the governor's threshold (read, never hard-coded: mainnet governance changed it before), the
// account's current votes, and the state of its latest proposal. One multicall, then state()
// of the latest proposal when there is one.
import type { Address, Client } from 'viem'
import { multicallReads } from '../../../../chain/multicall'
import { governorCreateAbi, uniVotesAbi } from '../abi'
import type { ProposerStatus } from '../utils/proposerBlock'

export interface ReadProposerStatusParameters {
  governor: Address
  uni: Address
  account: Address
  multicallAddress?: Address | undefined
}

/** Rejects when the governor's threshold or the votes cannot be read. */
export async function readProposerStatus(
  client: Client,
  p: ReadProposerStatusParameters,
): Promise<ProposerStatus> {
  const [threshold, votes, latest] = await multicallReads(client, {
    multicallAddress: p.multicallAddress,
    calls: [
      { address: p.governor, abi: governorCreateAbi, functionName: 'proposalThreshold' },
      { address: p.uni, abi: uniVotesAbi, functionName: 'getCurrentVotes', args: [p.account] },
      {
        address: p.governor,
        abi: governorCreateAbi,
        functionName: 'latestProposalIds',
        args: [p.account],
      },
    ],
  })
  if (threshold.status === 'failure') throw threshold.error
  if (votes.status === 'failure') throw votes.error
  const latestId = latest.status === 'success' ? latest.result : 0n
  let latestState: number | undefined
  if (latestId > 0n) {
    const [state] = await multicallReads(client, {
      multicallAddress: p.multicallAddress,
      calls: [
        { address: p.governor, abi: governorCreateAbi, functionName: 'state', args: [latestId] },
      ],
    })
    if (state.status === 'failure') throw state.error
    latestState = state.result
  }
  return { threshold: threshold.result, votes: BigInt(votes.result), latestState }
}
