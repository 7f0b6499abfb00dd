export type PositionStatus = 'inRange' | 'outOfRange' | 'closed'

export interface PositionStatusParameters {
  liquidity: bigint
  tickCurrent: number
  tickLower: number
  tickUpper: number
}

/**
 * spec 02 §4 "Position badge": closed when the liquidity is zero; in range when tickCurrent is at
 * least tickLower and below tickUpper (the upper tick itself is out of range); else out of range.
 */
export function positionStatus({
  liquidity,
  tickCurrent,
  tickLower,
  tickUpper,
}: PositionStatusParameters): PositionStatus {
  if (liquidity === 0n) return 'closed'
  return tickCurrent >= tickLower && tickCurrent < tickUpper ? 'inRange' : 'outOfRange'
}
