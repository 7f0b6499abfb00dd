// spec 02 §2/§5 'Collect as WETH': offered only when a side of the pair is the chain's wrapped
// native token; with the toggle off that side is paid out as the native coin.
import type { Address } from 'viem'

export type PositionSide = 0 | 1

/** Which side of the pool is the wrapped native token, or null. */
export function wrappedNativeSide(
  tokens: { token0: Address; token1: Address },
  wrappedNative: Address | undefined,
): PositionSide | null {
  if (wrappedNative === undefined) return null
  const w = wrappedNative.toLowerCase()
  if (tokens.token0.toLowerCase() === w) return 0
  if (tokens.token1.toLowerCase() === w) return 1
  return null
}
