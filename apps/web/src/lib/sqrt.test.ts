import { describe, expect, it } from 'vitest'
import { sqrt } from './sqrt'

describe('sqrt (UniswapV2 Math.sqrt)', () => {
  it('is the floor of the square root', () => {
    expect([0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n].map(sqrt)).toEqual([0n, 1n, 1n, 1n, 2n, 3n, 4n, 4n])
    const big = 123456789012345678901234567890n
    const r = sqrt(big)
    expect(r * r <= big && (r + 1n) * (r + 1n) > big).toBe(true)
  })
})
