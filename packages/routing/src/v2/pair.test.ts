import { describe, expect, it } from 'vitest'
import { InsufficientLiquidityError, InvalidInputError } from '../errors.ts'
import { createRng } from '../testing/prng.ts'
import { sdkV2In, sdkV2Out } from '../testing/sdk.ts'
import { getAmountIn, getAmountOut } from './pair.ts'

function sdkV2OutOrZero(reserveIn: bigint, reserveOut: bigint, amountIn: bigint): bigint {
  try {
    return sdkV2Out(reserveIn, reserveOut, amountIn)
  } catch (e) {
    if ((e as { isInsufficientInputAmountError?: boolean }).isInsufficientInputAmountError)
      return 0n
    throw e
  }
}

describe('v2 pair amounts', () => {
  it('match @uniswap/v2-sdk Pair on 400 random reserves and amounts, both ways', () => {
    const rng = createRng(42)
    let positive = 0
    for (let i = 0; i < 400; i++) {
      const reserveIn = rng.logUniform(3, 30)
      const reserveOut = rng.logUniform(3, 30)
      const amountIn = rng.logUniform(0, 32)
      // The SDK refuses a zero output (InsufficientInputAmountError): that is its "0" answer, so
      // every case is compared, whatever the engine returns.
      const expected = sdkV2OutOrZero(reserveIn, reserveOut, amountIn)
      expect(getAmountOut(amountIn, reserveIn, reserveOut), `case ${i}`).toBe(expected)
      if (expected > 0n) positive++
      const amountOut = 1n + (reserveOut * BigInt(Math.floor(rng.next() * 1e9))) / 1_000_000_001n
      if (amountOut < reserveOut) {
        expect(getAmountIn(amountOut, reserveIn, reserveOut), `case ${i}`).toBe(
          sdkV2In(reserveIn, reserveOut, amountOut),
        )
      }
    }
    expect(positive).toBeGreaterThan(200)
  })

  it('keeps the pair solvent: the input for an output buys at least that output', () => {
    const rng = createRng(43)
    for (let i = 0; i < 500; i++) {
      const reserveIn = rng.logUniform(6, 26)
      const reserveOut = rng.logUniform(6, 26)
      const amountOut = 1n + (reserveOut * BigInt(rng.int(0, 999_999))) / 1_000_000n
      if (amountOut >= reserveOut) continue
      const amountIn = getAmountIn(amountOut, reserveIn, reserveOut)
      expect(getAmountOut(amountIn, reserveIn, reserveOut) >= amountOut).toBe(true)
    }
  })

  it('reverts like the library on zero amounts, empty reserves and a drained pair', () => {
    expect(() => getAmountOut(0n, 10n, 10n)).toThrow(InvalidInputError)
    expect(() => getAmountOut(1n, 0n, 10n)).toThrow(InsufficientLiquidityError)
    expect(() => getAmountIn(0n, 10n, 10n)).toThrow(InvalidInputError)
    expect(() => getAmountIn(10n, 10n, 10n)).toThrow(InsufficientLiquidityError)
  })
})
