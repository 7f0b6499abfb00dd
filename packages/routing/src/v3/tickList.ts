// The pool finds the next tick through a bitmap, one 256-tick word at a time, and a swap step
// ends at a word boundary even where no tick is initialized. Those extra step ends change the
// rounding, so to match the chain to the wei a sorted array of initialized ticks has to
// reproduce TickBitmap.nextInitializedTickWithinOneWord exactly, word boundaries included.

export interface Tick {
  index: number
  /** Liquidity added when the price crosses this tick upwards (removed when crossing down). */
  liquidityNet: bigint
}

/** Position of the greatest tick with index <= `tick`, or -1. Ticks are sorted ascending. */
export function indexAtOrBelow(ticks: readonly Tick[], tick: number): number {
  let lo = 0
  let hi = ticks.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const t = ticks[mid]
    if (t !== undefined && t.index <= tick) {
      found = mid
      lo = mid + 1
    } else {
      hi = mid - 1
    }
  }
  return found
}

export interface NextTick {
  tick: number
  /** Position in the array when the tick is initialized, otherwise -1. */
  position: number
}

/**
 * TickBitmap.nextInitializedTickWithinOneWord: with `lte` the greatest initialized tick <= tick
 * in the same word, else the word's first tick; otherwise the least initialized tick > tick in
 * the word of tick+spacing, else that word's last tick. Not clamped to MIN_TICK/MAX_TICK.
 */
export function nextInitializedTickWithinOneWord(
  ticks: readonly Tick[],
  tick: number,
  tickSpacing: number,
  lte: boolean,
): NextTick {
  const compressed = Math.floor(tick / tickSpacing)
  const below = indexAtOrBelow(ticks, tick)
  if (lte) {
    // >> on a 32-bit int floors like the contract's int16 word position of an int24.
    const wordStart = (compressed >> 8) * 256 * tickSpacing
    const candidate = ticks[below]
    if (candidate !== undefined && candidate.index >= wordStart) {
      return { tick: candidate.index, position: below }
    }
    return { tick: wordStart, position: -1 }
  }
  const wordEnd = (((compressed + 1) >> 8) * 256 + 255) * tickSpacing
  const candidate = ticks[below + 1]
  if (candidate !== undefined && candidate.index <= wordEnd) {
    return { tick: candidate.index, position: below + 1 }
  }
  return { tick: wordEnd, position: -1 }
}

/**
 * The next initialized tick in the direction of the swap, ignoring word boundaries, or the
 * out-of-range tick (MIN/MAX) with position -1. Only valid where the liquidity is zero: steps
 * there move no tokens, so skipping the word boundaries cannot change any amount.
 */
export function nextInitializedTick(
  ticks: readonly Tick[],
  tick: number,
  lte: boolean,
  boundary: number,
): NextTick {
  const below = indexAtOrBelow(ticks, tick)
  const position = lte ? below : below + 1
  const candidate = ticks[position]
  return candidate === undefined
    ? { tick: boundary, position: -1 }
    : { tick: candidate.index, position }
}
