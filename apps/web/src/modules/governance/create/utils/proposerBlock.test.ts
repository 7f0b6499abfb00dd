import { describe, expect, it } from 'vitest'
import { proposerBlock } from './proposerBlock'

const T = 2_500_000n * 10n ** 18n

describe('proposerBlock', () => {
  it('lets a proposer above the threshold without a live proposal submit', () => {
    expect(proposerBlock({ threshold: T, votes: T + 1n, latestState: undefined })).toBeUndefined()
    // Defeated (3), Executed (7)… do not block.
    expect(proposerBlock({ threshold: T, votes: T + 1n, latestState: 3 })).toBeUndefined()
  })

  it('needs strictly more votes than the threshold, as propose() does', () => {
    expect(proposerBlock({ threshold: T, votes: T, latestState: undefined })).toBe('notEnoughVotes')
  })

  it('refuses while the latest proposal is pending or active, before counting votes', () => {
    expect(proposerBlock({ threshold: T, votes: 0n, latestState: 0 })).toBe('activeProposal')
    expect(proposerBlock({ threshold: T, votes: T * 2n, latestState: 1 })).toBe('activeProposal')
  })
})
