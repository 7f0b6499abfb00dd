// Log searches within what public nodes accept (issue 16: 'read in block ranges public nodes
// accept — never one query from block 0 to the head'): governance's proposal titles, v4 position
// ids (issue 32).

/** Blocks per eth_getLogs: what public nodes accept (many cap a query at 10,000 blocks). */
export const LOG_RANGE_BLOCKS = 10_000n

export interface BlockRange {
  fromBlock: bigint
  toBlock: bigint
}

/** [fromBlock, toBlock] cut into consecutive windows of at most `size` blocks, oldest first. */
export function blockWindows(
  fromBlock: bigint,
  toBlock: bigint,
  size = LOG_RANGE_BLOCKS,
): BlockRange[] {
  if (size <= 0n) throw new Error('blockWindows: size must be positive')
  const windows: BlockRange[] = []
  for (let from = fromBlock; from <= toBlock; from += size) {
    const to = from + size - 1n
    windows.push({ fromBlock: from, toBlock: to < toBlock ? to : toBlock })
  }
  return windows
}
