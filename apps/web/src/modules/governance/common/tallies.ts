// spec 02 §2/§3: the for/against/abstain totals and their bars, and the quorum (read from the
// governor: issue 16 'not hard-coded'). Exact on the raw vote amounts (bigint); a bar's width is
// a share of the three totals in basis points, floating point only at display.

export interface VoteTotals {
  forVotes: bigint
  againstVotes: bigint
  abstainVotes: bigint
}

export interface Tallies {
  total: bigint
  /** Shares of the total in basis points (0..10000), rounded down; 0 when nobody voted. */
  forBps: number
  againstBps: number
  abstainBps: number
  /** For votes reached the quorum (Bravo: forVotes ≥ quorumVotes; abstain does not count). */
  quorumReached: boolean
  /** For votes as a share of the quorum, capped at 10000 bps. */
  quorumBps: number
}

const bps = (part: bigint, whole: bigint): number =>
  whole === 0n ? 0 : Number((part * 10_000n) / whole)

export function tallies(votes: VoteTotals, quorumVotes: bigint | undefined): Tallies {
  const total = votes.forVotes + votes.againstVotes + votes.abstainVotes
  const quorum = quorumVotes ?? 0n
  return {
    total,
    forBps: bps(votes.forVotes, total),
    againstBps: bps(votes.againstVotes, total),
    abstainBps: bps(votes.abstainVotes, total),
    quorumReached: quorumVotes !== undefined && votes.forVotes >= quorum,
    quorumBps: quorum === 0n ? 0 : Math.min(10_000, bps(votes.forVotes, quorum)),
  }
}

/** The block time of a proposal's endBlock: exact when mined, else estimated at `secondsPerBlock`. */
export function endTimeSeconds({
  endBlock,
  headBlock,
  headTimestamp,
  secondsPerBlock,
}: {
  endBlock: bigint
  headBlock: bigint
  headTimestamp: bigint
  secondsPerBlock: number
}): number {
  const blocks = Number(endBlock - headBlock)
  return Number(headTimestamp) + blocks * secondsPerBlock
}

/**
 * The average block time over a sample (latest and an earlier block), or `fallback` when the
 * sample says nothing (same block, or time standing still on a devnet).
 */
export function averageBlockSeconds(
  latest: { number: bigint; timestamp: bigint },
  earlier: { number: bigint; timestamp: bigint },
  fallback = 12,
): number {
  const blocks = latest.number - earlier.number
  const seconds = latest.timestamp - earlier.timestamp
  if (blocks <= 0n || seconds <= 0n) return fallback
  return Number(seconds) / Number(blocks)
}
