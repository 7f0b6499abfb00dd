// Titles and descriptions come from the governor's ProposalCreated logs (issue 16: 'read in block
// ranges public nodes accept — never one query from block 0 to the head'). A proposal is created
// at startBlock - votingDelay (Bravo: startBlock = block.number + votingDelay), so the window
// holding that block is asked first; if the delay was changed since, the search walks back from
// startBlock window by window. Windows are disjoint and at most LOG_RANGE_BLOCKS long; every log
// a window returns is kept, so one window often finds several proposals.

import { type BlockRange, LOG_RANGE_BLOCKS } from '../../../chain/logs'

/** Queries one search may make before giving up on the rest (a title is not worth more). */
export const MAX_LOG_QUERIES = 60

export interface CreationWindowsParameters {
  /** The proposal's startBlock: it was created at or before it. */
  startBlock: bigint
  /** The governor's current votingDelay: the first guess of startBlock - creation block. */
  votingDelay: bigint
  size?: bigint
  /** The lowest block to search (e.g. the governor's deployment); default 0. */
  floor?: bigint
}

/**
 * The windows to search, best guess first: the aligned windows walking back from startBlock
 * (disjoint, `size` blocks each, the last one cut at `floor`), with the one that holds
 * startBlock - votingDelay moved to the front.
 */
export function creationWindows({
  startBlock,
  votingDelay,
  size = LOG_RANGE_BLOCKS,
  floor = 0n,
}: CreationWindowsParameters): BlockRange[] {
  if (size <= 0n) throw new Error('creationWindows: size must be positive')
  const windows: BlockRange[] = []
  for (let to = startBlock; to >= floor; to -= size) {
    const from = to - size + 1n
    windows.push({ fromBlock: from < floor ? floor : from, toBlock: to })
    if (from <= floor) break
  }
  const guess = startBlock - votingDelay
  const first = windows.findIndex((w) => w.fromBlock <= guess && guess <= w.toBlock)
  if (first > 0) windows.unshift(...windows.splice(first, 1))
  return windows
}

/** What a ProposalCreated log tells (the rest of the event is read from the governor). */
export interface ProposalCreation {
  id: bigint
  proposer: string
  startBlock: bigint
  description: string
}

export interface FindCreationsParameters {
  /** The proposals to find, any order. */
  wanted: readonly { id: bigint; startBlock: bigint }[]
  votingDelay: bigint
  /** One eth_getLogs of ProposalCreated over a range, decoded. */
  getLogs: (range: BlockRange) => Promise<readonly ProposalCreation[]>
  size?: bigint
  floor?: bigint
  maxQueries?: number
}

/**
 * Finds the ProposalCreated logs of `wanted`, newest proposal first, window by window, stopping
 * as soon as every one is found (or after `maxQueries` queries: the missing ones stay untitled).
 * Resolves id → creation for those found; a failed query rejects (the caller retries later).
 */
export async function findProposalCreations({
  wanted,
  votingDelay,
  getLogs,
  size = LOG_RANGE_BLOCKS,
  floor = 0n,
  maxQueries = MAX_LOG_QUERIES,
}: FindCreationsParameters): Promise<Map<bigint, ProposalCreation>> {
  const found = new Map<bigint, ProposalCreation>()
  const wantedIds = new Set(wanted.map((w) => w.id))
  const searched: BlockRange[] = []
  const covered = (r: BlockRange) =>
    searched.some((s) => s.fromBlock <= r.fromBlock && r.toBlock <= s.toBlock)
  const newestFirst = [...wanted].sort((a, b) => (a.startBlock > b.startBlock ? -1 : 1))
  let queries = 0
  for (const target of newestFirst) {
    if (found.has(target.id)) continue
    for (const range of creationWindows({
      startBlock: target.startBlock,
      votingDelay,
      size,
      floor,
    })) {
      if (found.has(target.id)) break
      if (covered(range)) continue
      if (queries >= maxQueries) return found
      queries += 1
      const logs = await getLogs(range)
      searched.push(range)
      for (const log of logs) if (wantedIds.has(log.id)) found.set(log.id, log)
    }
  }
  return found
}
