import { FeeAmount } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { TKA, TKB, USDC, WETH } from '../../../../lib/testTokens'
import { tickPrice, typedPriceToUsableTick } from '../../range/price'
import {
  decimalText,
  droppedHandleTyped,
  handleValueText,
  percentFromCurrent,
  steppedHandleTyped,
} from './handles'

describe('a dropped handle as range input text (spec 02 §5)', () => {
  it('min and max use six decimals; a min at or below zero is the 0.000001 fallback', () => {
    expect(droppedHandleTyped('min', 1234.5678912)).toBe('1234.567891')
    expect(droppedHandleTyped('max', 2)).toBe('2.000000')
    expect(droppedHandleTyped('min', -0.5)).toBe('0.000001')
  })
  it('a max outside (0, 1e35) is ignored', () => {
    expect(droppedHandleTyped('max', 0)).toBeUndefined()
    expect(droppedHandleTyped('max', 1e36)).toBeUndefined()
  })
})

describe('a handle stepped with the keyboard moves one tick spacing', () => {
  const cases = [
    { name: 'pool view, spacing 60', base: TKA, quote: TKB, fee: FeeAmount.MEDIUM, tick: 600 },
    { name: 'inverted view, spacing 60', base: TKB, quote: TKA, fee: FeeAmount.MEDIUM, tick: 600 },
    { name: 'pool view, spacing 1', base: TKA, quote: TKB, fee: FeeAmount.LOWEST, tick: -7 },
    { name: 'inverted view, spacing 1', base: TKB, quote: TKA, fee: FeeAmount.LOWEST, tick: -7 },
    // USDC is token0: "USDC per WETH" is inverted, tick 200,040 ≈ 2,063 USDC per WETH
    {
      name: 'USDC per WETH, spacing 10',
      base: WETH,
      quote: USDC,
      fee: FeeAmount.LOW,
      tick: 200_040,
    },
  ] as const
  for (const c of cases)
    it(c.name, () => {
      const p = { base: c.base, quote: c.quote, fee: c.fee }
      const bound = tickPrice(c.tick, c.base, c.quote)
      const up = steppedHandleTyped({ bound, ...p, direction: 'increase' })
      const down = steppedHandleTyped({ bound, ...p, direction: 'decrease' })
      // A higher price is a higher tick in the pool view and a lower one in the inverted view.
      const spacing = { 100: 1, 500: 10, 3000: 60, 10000: 200 }[c.fee]
      const sign = c.base.sortsBefore(c.quote) ? 1 : -1
      expect(typedPriceToUsableTick(up, p)).toBe(c.tick + sign * spacing)
      expect(typedPriceToUsableTick(down, p)).toBe(c.tick - sign * spacing)
      expect(Number(up)).toBeGreaterThan(Number(down))
    })
})

describe('exact decimal text of a fraction', () => {
  it('rounds up or down at the last digit and drops trailing zeros', () => {
    expect(decimalText(2n, 3n, true)).toBe('0.6666666666667')
    expect(decimalText(2n, 3n, false)).toBe('0.6666666666666')
    expect(decimalText(3n, 2n, true)).toBe('1.5')
    expect(decimalText(10n ** 30n, 1n, false)).toBe('1000000000000000000000000000000')
    expect(decimalText(1n, 10n ** 20n, true)).toBe('0.00000000000000000001')
  })
})

describe('handle value text', () => {
  it('reads 0 and ∞ at the usable limits (spec 02 §5)', () => {
    expect(handleValueText('min', undefined, true)).toBe('0')
    expect(handleValueText('max', undefined, true)).toBe('∞')
  })
  it('otherwise shows 5 significant digits', () => {
    expect(handleValueText('min', tickPrice(0, TKA, TKB), false)).toBe('1')
    expect(handleValueText('max', tickPrice(6932, TKA, TKB), false)).toBe('2')
  })
  it('the brush label is the distance from the current price', () => {
    expect(percentFromCurrent(150, 100)).toBeCloseTo(0.5, 12)
    expect(percentFromCurrent(50, 100)).toBeCloseTo(-0.5, 12)
  })
})
