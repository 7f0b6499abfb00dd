// The block a read pinned can vanish under it: a reorg, or a devnet snapshot revert (the e2e
// tests revert after every test). Nodes then refuse the block tag; the work is done once more
// at the new head instead of failing.

/** What nodes answer for a block they no longer have (hardhat, anvil, geth, viem). */
const MISSING_BLOCK = /invalid block tag|unknown block|header not found|block not found/i

/** True when `error` (or an error it wraps) says the pinned block is gone. */
export function isMissingBlockError(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; depth++) {
    if (MISSING_BLOCK.test(e.message)) return true
    e = e.cause
  }
  return false
}

/**
 * Runs `run`; when the block it pinned vanished, calls `forgetHead` (so the next read takes the
 * chain's new head) and runs it once more. Any other error, or a second failure, rejects.
 */
export async function retryOnMissingBlock<T>(
  forgetHead: () => void,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run()
  } catch (e) {
    if (!isMissingBlockError(e)) throw e
    forgetHead()
    return run()
  }
}
