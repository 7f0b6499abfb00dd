import type { NetworkType } from './chains'

/**
 * spec 01 §9 "Slippage and deadline": the shorter deadline of the listed chains. As in the
 * reference (L2_DEADLINE_FROM_NOW), rollups use it whatever the user's setting, for swaps and the
 * permits signed for them: their blocks come every second or faster, and a swap left waiting for
 * minutes there is a stale quote.
 */
export const L2_DEADLINE_SECONDS = 300

/** Seconds from now until a swap's (or its permit's) deadline on a chain of `networkType`. */
export function transactionDeadlineSeconds(
  networkType: NetworkType,
  userDeadlineSeconds: number,
): number {
  return networkType === 'L2' ? L2_DEADLINE_SECONDS : userDeadlineSeconds
}
