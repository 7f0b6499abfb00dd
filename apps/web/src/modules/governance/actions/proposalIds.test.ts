import { describe, expect, it } from 'vitest'
import { proposalIds } from './readGovernor'

describe('proposalIds', () => {
  it('lists the ids above initialProposalId, newest first (Bravo continues Alpha’s count)', () => {
    expect(proposalIds({ proposalCount: 10n, initialProposalId: 8n })).toEqual([10n, 9n])
    expect(proposalIds({ proposalCount: 3n, initialProposalId: 0n })).toEqual([3n, 2n, 1n])
    expect(proposalIds({ proposalCount: 0n, initialProposalId: 0n })).toEqual([])
  })
})
