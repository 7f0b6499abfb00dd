import { describe, expect, it } from 'vitest'
import { InsufficientLiquidityError } from '../errors.ts'
import { hopExactIn, hopExactOut } from './hop.ts'
import type { V2Pair } from './types.ts'

const pair: V2Pair = {
  protocol: 'v2',
  address: '0x00000000000000000000000000000000000000a1',
  token0: '0x000000000000000000000000000000000000000a',
  token1: '0x000000000000000000000000000000000000000b',
  reserve0: 10n ** 24n,
  reserve1: 10n ** 24n,
}
const UINT112_MAX = (1n << 112n) - 1n

describe('a v2 hop', () => {
  it('refuses an input the pair cannot hold (uint112 reserves), as the chain does', () => {
    const most = UINT112_MAX - pair.reserve0
    expect(hopExactIn(pair, pair.token0, most).amountOut).toBeLessThan(pair.reserve1)
    for (const amount of [most + 1n, 1n << 200n, (1n << 256n) - 1n])
      expect(() => hopExactIn(pair, pair.token0, amount)).toThrow(InsufficientLiquidityError)
  })

  it('refuses an output whose input the pair could not hold', () => {
    const deep: V2Pair = { ...pair, reserve0: UINT112_MAX / 2n }
    // A thousandth of token1's side fits; all but one wei needs far more token0 than fits.
    expect(hopExactOut(deep, deep.token0, deep.reserve1 / 1000n).amountIn).toBeGreaterThan(0n)
    expect(() => hopExactOut(deep, deep.token0, deep.reserve1 - 1n)).toThrow(
      InsufficientLiquidityError,
    )
  })
})
