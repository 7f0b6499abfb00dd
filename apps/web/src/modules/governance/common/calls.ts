// The governance writes as calls (spec 02 §7 'Governance write payloads (propose, cast vote,
// delegate, queue, execute, cancel)'): encoded here, sent by the transactions module.
import { type Address, encodeFunctionData } from 'viem'
import type { TransactionCall } from '../../transactions'
import { governorAbi, uniVotesAbi } from './abis'

/** spec 01 §3 / spec 02 §3 'Vote support': Against=0, For=1, Abstain=2. */
export const SUPPORT = { against: 0, for: 1, abstain: 2 } as const
export type VoteDecision = keyof typeof SUPPORT

/** castVote, or castVoteWithReason when a reason is given (blank counts as none). */
export function voteCall(
  governor: Address,
  id: bigint,
  decision: VoteDecision,
  reason: string,
): TransactionCall {
  const support = SUPPORT[decision]
  const data = reason.trim()
    ? encodeFunctionData({
        abi: governorAbi,
        functionName: 'castVoteWithReason',
        args: [id, support, reason.trim()],
      })
    : encodeFunctionData({ abi: governorAbi, functionName: 'castVote', args: [id, support] })
  return { to: governor, data }
}

export function delegateCall(uni: Address, delegatee: Address): TransactionCall {
  return {
    to: uni,
    data: encodeFunctionData({ abi: uniVotesAbi, functionName: 'delegate', args: [delegatee] }),
  }
}

export function lifecycleCall(
  governor: Address,
  kind: 'queue' | 'execute' | 'cancel',
  id: bigint,
): TransactionCall {
  return {
    to: governor,
    data: encodeFunctionData({ abi: governorAbi, functionName: kind, args: [id] }),
  }
}
