// spec 01 §2 Shell and §9 "Block-stall warning": the status warns when the latest block is older
// than the chain's wait limit; the check runs every 10000 ms against the wall clock.
export const STALL_CHECK_INTERVAL_MS = 10_000
/** spec 01 §9: the block number flashes for 1000 ms on each new block. */
export const BLOCK_FLASH_MS = 1_000

/** Whether the latest block (timestamp in seconds, as blocks carry it) is too old at `nowMs`. */
export function isBlockStalled({
  nowMs,
  blockTimestampSec,
  waitMs,
}: {
  nowMs: number
  blockTimestampSec: bigint | number | undefined
  waitMs: number
}): boolean {
  if (blockTimestampSec === undefined) return false
  return nowMs - Number(blockTimestampSec) * 1000 > waitMs
}

/** Gas price for display: wei / 1e9, at most 2 decimals, trailing zeros dropped. */
export function formatGwei(wei: bigint): string {
  const hundredths = (wei + 5_000_000n) / 10_000_000n
  const whole = hundredths / 100n
  const frac = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '')
  if (hundredths === 0n && wei > 0n) return '<0.01'
  return frac ? `${whole}.${frac}` : whole.toString()
}
