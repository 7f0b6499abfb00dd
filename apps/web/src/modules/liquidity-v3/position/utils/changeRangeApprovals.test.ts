import { describe, expect, it } from 'vitest'
import type { BatchApproval } from '../../../transactions'
import { type ChangeRangeApprovalSide, changeRangeApprovals } from './changeRangeApprovals'

const TOKEN0 = '0x0000000000000000000000000000000000000a00'
const TOKEN1 = '0x0000000000000000000000000000000000000b00'
const MANAGER = '0x0000000000000000000000000000000000000c00'
const grant = (token: `0x${string}`): BatchApproval => ({
  token,
  spender: MANAGER,
  currentAllowance: 0n,
})
const side = (p: Partial<ChangeRangeApprovalSide>): ChangeRangeApprovalSide => ({
  amount: 10n,
  state: 'NOT_APPROVED',
  batchApproval: undefined,
  ...p,
})

describe('changeRangeApprovals (issue 32: the v3 change of range’s allowances to the manager)', () => {
  it('a plain EOA approves each token still short as a step, nothing goes in a batch', () => {
    expect(changeRangeApprovals([side({}), side({})])).toEqual({ steps: [0, 1], batch: undefined })
  })

  it('a batching wallet shows no step: both approvals go in the one batch, token0’s first', () => {
    const both = changeRangeApprovals([
      side({ batchApproval: grant(TOKEN0) }),
      side({ batchApproval: grant(TOKEN1) }),
    ])
    expect(both).toEqual({ steps: [], batch: [grant(TOKEN0), grant(TOKEN1)] })
  })

  it('an allowed token, or one the new position takes none of, is neither a step nor batched', () => {
    expect(
      changeRangeApprovals([
        side({ state: 'APPROVED', batchApproval: grant(TOKEN0) }),
        side({ amount: 0n, batchApproval: grant(TOKEN1) }),
      ]),
    ).toEqual({ steps: [], batch: undefined })
  })

  it('a pending approval stays a step (the dialog waits) while the other side is batched', () => {
    expect(
      changeRangeApprovals([side({ state: 'PENDING' }), side({ batchApproval: grant(TOKEN1) })]),
    ).toEqual({ steps: [0], batch: [grant(TOKEN1)] })
  })
})
