// The connected account's voting power and delegation, and its standing on one proposal.
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import { readProposerVotes, readVoter, readVoterOnProposal } from '../actions/readVoter'
import { governanceKey } from './queryKeys'

export function useVoter(chain: ChainInfo, uni: Address, account: Address | undefined) {
  const getClient = useChainClients()
  return useQuery({
    queryKey: governanceKey(chain.id, 'voter', account),
    enabled: account !== undefined,
    refetchInterval: chain.pollingIntervalMs,
    queryFn: () =>
      readVoter(getClient(chain.id), {
        uni,
        account: account as Address,
        multicallAddress: chain.contracts?.multicall3,
      }),
  })
}

export function useVoterOnProposal(
  chain: ChainInfo,
  p: {
    governor: Address
    uni: Address
    account: Address | undefined
    id: bigint
    startBlock: bigint | undefined
    headBlock: bigint | undefined
  },
) {
  const getClient = useChainClients()
  const snapshotPassed =
    p.startBlock !== undefined && p.headBlock !== undefined && p.startBlock < p.headBlock
  return useQuery({
    queryKey: governanceKey(
      chain.id,
      'voterOnProposal',
      p.governor,
      p.id,
      p.account,
      snapshotPassed,
    ),
    enabled: p.account !== undefined && p.startBlock !== undefined && p.headBlock !== undefined,
    refetchInterval: chain.pollingIntervalMs,
    queryFn: () =>
      readVoterOnProposal(getClient(chain.id), {
        governor: p.governor,
        uni: p.uni,
        account: p.account as Address,
        id: p.id,
        startBlock: p.startBlock ?? 0n,
        headBlock: p.headBlock ?? 0n,
        multicallAddress: chain.contracts?.multicall3,
      }),
  })
}

export function useProposerVotes(
  chain: ChainInfo,
  p: { uni: Address; proposer: Address | undefined; headBlock: bigint | undefined },
) {
  const getClient = useChainClients()
  return useQuery({
    queryKey: governanceKey(chain.id, 'proposerVotes', p.proposer, p.headBlock?.toString()),
    enabled: p.proposer !== undefined && p.headBlock !== undefined,
    queryFn: () =>
      readProposerVotes(getClient(chain.id), {
        uni: p.uni,
        proposer: p.proposer as Address,
        headBlock: p.headBlock ?? 0n,
        multicallAddress: chain.contracts?.multicall3,
      }),
  })
}
