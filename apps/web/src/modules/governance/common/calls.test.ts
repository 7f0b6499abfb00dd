import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { governorAbi, uniVotesAbi } from './abis'
import { delegateCall, lifecycleCall, voteCall } from './calls'

const GOV = '0x408ED6354d4973f66138C91495F2f2FCbd8724C3'
const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'

const decode = (data: `0x${string}` | undefined) =>
  decodeFunctionData({ abi: governorAbi, data: data ?? '0x' })

describe('governance calls', () => {
  it('votes with support Against=0, For=1, Abstain=2; castVote without a reason', () => {
    expect(decode(voteCall(GOV, 7n, 'for', '').data)).toEqual({
      functionName: 'castVote',
      args: [7n, 1],
    })
    expect(decode(voteCall(GOV, 7n, 'against', '   ').data).args).toEqual([7n, 0])
  })

  it('sends the trimmed reason with castVoteWithReason', () => {
    expect(decode(voteCall(GOV, 7n, 'abstain', ' because ').data)).toEqual({
      functionName: 'castVoteWithReason',
      args: [7n, 2, 'because'],
    })
  })

  it('delegates on UNI and queues, executes, cancels on the governor', () => {
    const d = delegateCall(UNI, GOV)
    expect(d.to).toBe(UNI)
    expect(decodeFunctionData({ abi: uniVotesAbi, data: d.data ?? '0x' }).args).toEqual([GOV])
    for (const kind of ['queue', 'execute', 'cancel'] as const) {
      const { functionName, args } = decode(lifecycleCall(GOV, kind, 3n).data)
      expect([functionName, args]).toEqual([kind, [3n]])
    }
  })
})
