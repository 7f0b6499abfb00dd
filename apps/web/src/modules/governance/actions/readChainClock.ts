// Block numbers to times (issue 16: 'end time from blocks'): the head block and the average block
// time. A clock jump (a devnet's evm_increaseTime, a chain halt) only ever lengthens an average,
// so it is taken over three spans (the last 10, 100 and 1,000 blocks) and the shortest one wins
// (12 s when no span says anything).
import type { Client } from 'viem'
import { getBlock } from 'viem/actions'
import { averageBlockSeconds } from '../common/tallies'

export const CLOCK_SAMPLE_SPANS = [10n, 100n, 1_000n] as const

export interface ChainClock {
  headBlock: bigint
  headTimestamp: bigint
  secondsPerBlock: number
}

export async function readChainClock(client: Client): Promise<ChainClock> {
  const latest = await getBlock(client)
  const spans = CLOCK_SAMPLE_SPANS.filter((span) => span <= latest.number)
  const earlier = await Promise.all(
    spans.map((span) => getBlock(client, { blockNumber: latest.number - span })),
  )
  const measured = earlier
    .map((block) => averageBlockSeconds(latest, block, Number.NaN))
    .filter((seconds) => Number.isFinite(seconds))
  return {
    headBlock: latest.number,
    headTimestamp: latest.timestamp,
    secondsPerBlock: measured.length > 0 ? Math.min(...measured) : 12,
  }
}
