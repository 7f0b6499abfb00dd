import { describe, expect, it } from 'vitest'
import { InvalidInputError } from './errors.ts'
import { estimateSwapGas, gasCostInQuoteToken } from './gas.ts'

describe('estimateSwapGas', () => {
  it('charges 100000 plus 30000 per hop (spec 01 §9)', () => {
    expect(estimateSwapGas(1)).toBe(130_000n)
    expect(estimateSwapGas(3)).toBe(190_000n)
  })
  it('rejects a route without hops', () => {
    expect(() => estimateSwapGas(0)).toThrow(RangeError)
  })
})

describe('gasCostInQuoteToken', () => {
  it('prices gas into the quote token, rounding the cost up', () => {
    const pricing = {
      gasPriceWei: 10n ** 9n,
      quoteTokenPerWei: { numerator: 3000n, denominator: 10n ** 12n },
    }
    // 130000 gas at 1 gwei = 1.3e14 wei; at 3000 USDC-units per 1e12 wei → 390000 units.
    expect(gasCostInQuoteToken(130_000n, pricing)).toBe(390_000n)
    expect(
      gasCostInQuoteToken(1n, {
        gasPriceWei: 1n,
        quoteTokenPerWei: { numerator: 1n, denominator: 3n },
      }),
    ).toBe(1n)
  })
  it('is free without pricing and rejects a zero denominator', () => {
    expect(gasCostInQuoteToken(130_000n, undefined)).toBe(0n)
    expect(() =>
      gasCostInQuoteToken(1n, {
        gasPriceWei: 1n,
        quoteTokenPerWei: { numerator: 1n, denominator: 0n },
      }),
    ).toThrow(InvalidInputError)
  })
})
