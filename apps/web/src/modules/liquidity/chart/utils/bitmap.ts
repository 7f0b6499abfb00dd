// TickBitmap layout (v3-core libraries/TickBitmap.sol): a tick's compressed index is
// floor(tick / tickSpacing); its word is compressed >> 8 and its bit compressed & 255.
import { TickMath } from '@uniswap/v3-sdk'

/** An initialized tick: where it is and what crossing it upward adds to active liquidity. */
export interface PopulatedTick {
  tick: number
  liquidityNet: bigint
}

const wordOf = (tick: number, tickSpacing: number): number => Math.floor(tick / tickSpacing) >> 8

/** Every bitmap word a pool of this spacing can use, ascending (-58…57 at spacing 60). */
export function bitmapWords(tickSpacing: number): number[] {
  const from = wordOf(TickMath.MIN_TICK, tickSpacing)
  const to = wordOf(TickMath.MAX_TICK, tickSpacing)
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

/** How many ticks a bitmap word marks as initialized (its set bits). */
export function ticksInBitmap(bits: bigint): number {
  let count = 0
  for (let b = bits; b > 0n; b &= b - 1n) count++
  return count
}
