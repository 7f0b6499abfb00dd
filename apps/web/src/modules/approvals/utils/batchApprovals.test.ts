import { describe, expect, it } from 'vitest'
import type { BatchApproval } from '../../transactions'
import { batchApprovalsOf } from './batchApprovals'

const approval = (token: string): BatchApproval => ({
  token: token as `0x${string}`,
  spender: '0x00000000000000000000000000000000000000aa',
  currentAllowance: 0n,
})

describe('batchApprovalsOf', () => {
  it('keeps the approvals that go in the batch, in order', () => {
    const a = approval('0x0000000000000000000000000000000000000001')
    const b = approval('0x0000000000000000000000000000000000000002')
    expect(
      batchApprovalsOf({ batchApproval: a }, { batchApproval: undefined }, { batchApproval: b }),
    ).toEqual([a, b])
  })
  it('is undefined when nothing is to be batched, so the action goes alone', () => {
    expect(
      batchApprovalsOf({ batchApproval: undefined }, { batchApproval: undefined }),
    ).toBeUndefined()
    expect(batchApprovalsOf()).toBeUndefined()
  })
})
