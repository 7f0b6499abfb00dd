// Block numbers to times (issue 16: 'end time from blocks'): the head block and the average block
// time over the last CLOCK_SAMPLE_BLOCKS blocks (12 s when the sample says nothing).
import type { Client } from 'viem'
import { getBlock } from 'viem/actions'
import { averageBlockSeconds } from '../common/tallies'

export const CLOCK_SAMPLE_BLOCKS = 1_000n

export interface ChainClock {
  headBlock: bigint
  headTimestamp: bigint
  secondsPerBlock: number
}

export async function readChainClock(client: Client): Promise<ChainClock> {
  const latest = await getBlock(client)
  const earlierNumber =
    latest.number > CLOCK_SAMPLE_BLOCKS ? latest.number - CLOCK_SAMPLE_BLOCKS : 0n
  const earlier = await getBlock(client, { blockNumber: earlierNumber })
  return {
    headBlock: latest.number,
    headTimestamp: latest.timestamp,
    secondsPerBlock: averageBlockSeconds(latest, earlier),
  }
}
