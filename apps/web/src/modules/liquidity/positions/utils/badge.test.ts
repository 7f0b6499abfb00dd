import { describe, expect, it } from 'vitest'
import { listedPositionStatus, visiblePositions } from './badge'

const at = (tickCurrent: number | undefined, liquidity = 1n) =>
  listedPositionStatus({ liquidity, tickLower: -60, tickUpper: 60, tickCurrent })

describe('listedPositionStatus (spec 02 §4 Position badge)', () => {
  it('is in range from tickLower up to, not including, tickUpper', () => {
    expect(at(-60)).toBe('inRange')
    expect(at(0)).toBe('inRange')
    expect(at(59)).toBe('inRange')
  })

  it('is out of range below tickLower and at or above tickUpper', () => {
    expect(at(-61)).toBe('outOfRange')
    expect(at(60)).toBe('outOfRange')
    expect(at(1000)).toBe('outOfRange')
  })

  it('is closed when liquidity is zero, whatever the price, even an unknown one', () => {
    expect(at(0, 0n)).toBe('closed')
    expect(at(1000, 0n)).toBe('closed')
    expect(at(undefined, 0n)).toBe('closed')
  })

  it('is unknown when the pool price could not be read and liquidity remains', () => {
    expect(at(undefined)).toBeUndefined()
  })
})

describe('visiblePositions (hide closed)', () => {
  const rows = [{ status: 'inRange' }, { status: 'closed' }, { status: undefined }] as const
  it('drops only closed rows when hiding, keeps every row otherwise', () => {
    expect(visiblePositions(rows, true)).toEqual([{ status: 'inRange' }, { status: undefined }])
    expect(visiblePositions(rows, false)).toEqual(rows)
  })
})
