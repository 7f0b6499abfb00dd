// The connected account's voting side (spec 02 §2 'voting power', 'unlock voting', §5 'Only votes
// delegated before a snapshot block are eligible'): UNI held, who it is delegated to, and the
// votes delegated to the account now (getCurrentVotes).
import { type Address, type Client, zeroAddress } from 'viem'
import { multicallReads } from '../../../chain/multicall'
import { governorAbi, uniVotesAbi } from '../common/abis'

export interface Voter {
  balance: bigint
  /** undefined: the account never delegated (its UNI does not vote yet). */
  delegate: Address | undefined
  currentVotes: bigint
}

export async function readVoter(
  client: Client,
  p: { uni: Address; account: Address; multicallAddress?: Address | undefined },
): Promise<Voter> {
  const call = <const name extends 'balanceOf' | 'delegates' | 'getCurrentVotes'>(n: name) =>
    ({ address: p.uni, abi: uniVotesAbi, functionName: n, args: [p.account] }) as const
  const [balance, delegate, votes] = await multicallReads(client, {
    calls: [call('balanceOf'), call('delegates'), call('getCurrentVotes')],
    multicallAddress: p.multicallAddress,
  })
  if (balance.status !== 'success') throw balance.error
  if (delegate.status !== 'success') throw delegate.error
  if (votes.status !== 'success') throw votes.error
  return {
    balance: balance.result,
    delegate: delegate.result === zeroAddress ? undefined : delegate.result,
    currentVotes: votes.result,
  }
}

/** What a voter can do on one proposal: the receipt and the votes eligible at its snapshot. */
export interface VoterOnProposal {
  hasVoted: boolean
  /** spec 01 §3: Against=0, For=1, Abstain=2 (only when hasVoted). */
  support: number
  /** Votes the voter holds for this proposal: getPriorVotes at startBlock (undefined before it). */
  eligibleVotes: bigint | undefined
}

export async function readVoterOnProposal(
  client: Client,
  p: {
    governor: Address
    uni: Address
    account: Address
    id: bigint
    startBlock: bigint
    headBlock: bigint
    multicallAddress?: Address | undefined
  },
): Promise<VoterOnProposal> {
  const snapshotPassed = p.startBlock < p.headBlock
  const [receipt, prior] = await multicallReads(client, {
    calls: [
      {
        address: p.governor,
        abi: governorAbi,
        functionName: 'getReceipt',
        args: [p.id, p.account],
      },
      {
        address: p.uni,
        abi: uniVotesAbi,
        functionName: 'getPriorVotes',
        // Uni refuses a block not yet mined ('not yet determined'): asked only once it is.
        args: [p.account, snapshotPassed ? p.startBlock : 0n],
      },
    ],
    multicallAddress: p.multicallAddress,
  })
  const r = receipt.status === 'success' ? receipt.result : undefined
  return {
    hasVoted: r?.hasVoted ?? false,
    support: r?.support ?? 0,
    eligibleVotes: snapshotPassed && prior.status === 'success' ? prior.result : undefined,
  }
}

/** The proposer's votes at the previous block (Bravo's cancel rule compares them to the threshold). */
export async function readProposerVotes(
  client: Client,
  p: { uni: Address; proposer: Address; headBlock: bigint; multicallAddress?: Address | undefined },
): Promise<bigint | undefined> {
  if (p.headBlock < 1n) return undefined
  const [prior] = await multicallReads(client, {
    calls: [
      {
        address: p.uni,
        abi: uniVotesAbi,
        functionName: 'getPriorVotes',
        args: [p.proposer, p.headBlock - 1n],
      },
    ],
    multicallAddress: p.multicallAddress,
  })
  return prior.status === 'success' ? prior.result : undefined
}
