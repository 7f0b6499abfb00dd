import { type PositionStatus, positionStatus } from '../../../../ui'

/**
 * spec 02 §4 "Position badge" for a listed position: Closed whenever liquidity is zero (even if
 * the pool's price could not be read), else In range when tickLower ≤ tickCurrent < tickUpper,
 * else Out of range; undefined when the price is unknown and the position is not closed.
 */
export function listedPositionStatus(p: {
  liquidity: bigint
  tickLower: number
  tickUpper: number
  tickCurrent: number | undefined
}): PositionStatus | undefined {
  if (p.liquidity === 0n) return 'closed'
  if (p.tickCurrent === undefined) return undefined
  return positionStatus({ ...p, tickCurrent: p.tickCurrent })
}

/** The rows shown: closed ones dropped when the user hides them (spec 02 §2 toggle). */
export function visiblePositions<T extends { status: PositionStatus | undefined }>(
  positions: readonly T[],
  hideClosed: boolean,
): T[] {
  return hideClosed ? positions.filter((p) => p.status !== 'closed') : [...positions]
}
