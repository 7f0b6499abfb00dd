// Block numbers to times (issue 16: 'end time from blocks'): the head block and the average block
// time. A clock jump (a devnet catching up with the wall clock, a chain halt) only ever lengthens
// an average, so it is taken over three disjoint spans of CLOCK_SPAN blocks (ending at the head,
// 100 and 1,000 blocks back) and the shortest one wins (12 s when no span says anything).
import type { Client } from 'viem'
import { getBlock } from 'viem/actions'
import { averageBlockSeconds } from '../common/tallies'

export const CLOCK_SPAN = 10n
export const CLOCK_SPAN_ENDS = [0n, 100n, 1_000n] as const

export interface ChainClock {
  headBlock: bigint
  headTimestamp: bigint
  secondsPerBlock: number
}

export async function readChainClock(client: Client): Promise<ChainClock> {
  const latest = await getBlock(client)
  const ends = CLOCK_SPAN_ENDS.filter((back) => back + CLOCK_SPAN <= latest.number)
  const spans = await Promise.all(
    ends.map(async (back) => {
      const [end, start] = await Promise.all([
        back === 0n ? latest : getBlock(client, { blockNumber: latest.number - back }),
        getBlock(client, { blockNumber: latest.number - back - CLOCK_SPAN }),
      ])
      return averageBlockSeconds(end, start, Number.NaN)
    }),
  )
  const measured = spans.filter((seconds) => Number.isFinite(seconds))
  return {
    headBlock: latest.number,
    headTimestamp: latest.timestamp,
    secondsPerBlock: measured.length > 0 ? Math.min(...measured) : 12,
  }
}
