import { describe, expect, it } from 'vitest'
import { averageBlockSeconds, endTimeSeconds, tallies } from './tallies'

const UNI = 10n ** 18n

describe('tallies', () => {
  it('splits the votes into exact basis-point shares and checks the quorum on For only', () => {
    const t = tallies(
      {
        forVotes: 30_000_000n * UNI,
        againstVotes: 15_000_000n * UNI,
        abstainVotes: 15_000_000n * UNI,
      },
      40_000_000n * UNI,
    )
    expect(t.total).toBe(60_000_000n * UNI)
    expect([t.forBps, t.againstBps, t.abstainBps]).toEqual([5000, 2500, 2500])
    expect(t.quorumReached).toBe(false)
    expect(t.quorumBps).toBe(7500)
  })

  it('reaches the quorum at exactly quorumVotes and caps its bar', () => {
    const q = 40_000_000n * UNI
    expect(tallies({ forVotes: q, againstVotes: 0n, abstainVotes: 0n }, q).quorumReached).toBe(true)
    expect(tallies({ forVotes: 2n * q, againstVotes: 0n, abstainVotes: 0n }, q).quorumBps).toBe(
      10_000,
    )
  })

  it('shows empty bars when nobody voted, and no quorum before it is read', () => {
    const t = tallies({ forVotes: 0n, againstVotes: 0n, abstainVotes: 0n }, undefined)
    expect([t.forBps, t.againstBps, t.abstainBps, t.quorumBps]).toEqual([0, 0, 0, 0])
    expect(t.quorumReached).toBe(false)
  })
})

describe('end time from blocks', () => {
  it('adds the remaining blocks at the average block time (and subtracts past ones)', () => {
    const base = { headBlock: 1000n, headTimestamp: 1_700_000_000n, secondsPerBlock: 12 }
    expect(endTimeSeconds({ ...base, endBlock: 1100n })).toBe(1_700_001_200)
    expect(endTimeSeconds({ ...base, endBlock: 900n })).toBe(1_699_998_800)
  })

  it('averages the block time from a sample, falling back when time stood still', () => {
    expect(
      averageBlockSeconds({ number: 200n, timestamp: 2400n }, { number: 100n, timestamp: 1200n }),
    ).toBe(12)
    expect(
      averageBlockSeconds({ number: 200n, timestamp: 1200n }, { number: 100n, timestamp: 1200n }),
    ).toBe(12)
  })
})
