import type { Price, Token } from '@uniswap/sdk-core'
import { TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { TKA, TKB, USDC, WETH } from '../../../lib/testTokens'
import {
  isInvalidStartPrice,
  isInvertedView,
  parsePrice,
  priceToTick,
  rangeBoundsText,
  rangePrices,
  rangeTicksFromPrices,
  stepPriceBound,
  tickPrice,
  typedPriceToUsableTick,
} from './price'
import { fullRangeTicks } from './ticks'

// A typed price the test knows is valid.
function price(typed: string, base: Token, quote: Token): Price<Token, Token> {
  const p = parsePrice(typed, base, quote)
  if (!p) throw new Error(`not a price: ${typed}`)
  return p
}

// Hand-checked with price = 1.0001^tick × 10^(decimals0 − decimals1) for token0's price in token1:
// for USDC(6)/WETH(18) one WETH costs 10^12 / 1.0001^tick USDC. ln(10^12 / 2000) / ln(1.0001) =
// 200311.20, and 10^12 / 1.0001^200311 = 2000.0403.
describe('parsePrice (exact, spec 02 §5 "digits with an optional decimal point")', () => {
  it('turns the typed text into an exact fraction of raw units', () => {
    const p = parsePrice('1.5', TKA, TKB)
    expect([p?.numerator.toString(), p?.denominator.toString()]).toEqual([
      '15000000000000000000',
      '10000000000000000000',
    ])
    // 2000 USDC per WETH = 2000 × 10^6 raw USDC per 10^18 raw WETH
    const q = parsePrice('2000', WETH, USDC)
    expect(q?.quotient.toString()).toBe('0')
    expect(q?.toSignificant(6)).toBe('2000')
    expect(parsePrice('0.000000000000000000000001', TKA, TKB)?.toSignificant(1)).toBe(
      '0.000000000000000000000001',
    )
  })
  it('rejects empty, zero and anything not plain digits', () => {
    for (const v of ['', '.', '0', '0.000', '-1', '1e5', '1,5', '1.2.3', ' 1']) {
      expect(parsePrice(v, TKA, TKB)).toBeUndefined()
    }
  })
})

describe('price ⇄ tick', () => {
  it('maps tick 0 to price 1 for equal decimals, in both views', () => {
    expect(tickPrice(0, TKA, TKB).toSignificant(5)).toBe('1')
    expect(tickPrice(0, TKB, TKA).toSignificant(5)).toBe('1')
    expect(priceToTick(price('1', TKA, TKB))).toBe(0)
    expect(priceToTick(price('1', TKB, TKA))).toBe(0)
  })
  it('maps USDC(6)/WETH(18) ticks to prices with the decimals applied', () => {
    expect(tickPrice(0, WETH, USDC).toFixed(0)).toBe('1000000000000')
    expect(tickPrice(200311, WETH, USDC).toSignificant(6)).toBe('2000.04')
    expect(tickPrice(200311, USDC, WETH).toSignificant(5)).toBe('0.00049999')
  })
  it('gives the tick at or just below a price, the same tick from either view', () => {
    expect(priceToTick(price('2000', WETH, USDC))).toBe(200311)
    expect(priceToTick(price('0.0005', USDC, WETH))).toBe(200311)
    // ln(0.994) / ln(1.0001) = −60.18
    expect(priceToTick(price('0.994', TKA, TKB))).toBe(-61)
  })
  it('saturates at MIN_TICK and MAX_TICK for prices the pool cannot hold', () => {
    expect(priceToTick(price(`1${'0'.repeat(39)}`, TKA, TKB))).toBe(TickMath.MAX_TICK)
    expect(priceToTick(price(`0.${'0'.repeat(39)}1`, TKA, TKB))).toBe(TickMath.MIN_TICK)
  })
})

describe('isInvalidStartPrice (spec 02 §5 "Invalid price input")', () => {
  it('accepts prices inside the sqrt ratio bounds and rejects the rest', () => {
    expect(isInvalidStartPrice(price('2000', WETH, USDC))).toBe(false)
    expect(isInvalidStartPrice(price(`1${'0'.repeat(39)}`, TKA, TKB))).toBe(true)
    expect(isInvalidStartPrice(price(`0.${'0'.repeat(39)}1`, TKA, TKB))).toBe(true)
  })
})

describe('typed range bounds (spec 02 §5: rounded to spacing, clamped)', () => {
  const usdcView = { base: USDC, quote: WETH, fee: 500 as const }
  const wethView = { base: WETH, quote: USDC, fee: 500 as const }
  it('rounds a typed price to the tier spacing', () => {
    expect(typedPriceToUsableTick('2000', wethView)).toBe(200310)
    expect(typedPriceToUsableTick('0.994', { base: TKA, quote: TKB, fee: 3000 })).toBe(-60)
    expect(typedPriceToUsableTick('', wethView)).toBeUndefined()
  })
  it('clamps a price beyond the pool to the usable limit', () => {
    expect(typedPriceToUsableTick(`1${'0'.repeat(39)}`, { base: TKA, quote: TKB, fee: 3000 })).toBe(
      887220,
    )
  })
  it('sets the lower tick from the min price in the pool order', () => {
    expect(isInvertedView(usdcView)).toBe(false)
    // 0.0004 WETH per USDC: tick 198079.65 → 198080; 0.0005: 200311.20 → 200310
    expect(rangeTicksFromPrices({ min: '0.0004', max: '0.0005' }, usdcView)).toEqual({
      tickLower: 198080,
      tickUpper: 200310,
    })
  })
  it('sets the upper tick from the min price in the inverted view', () => {
    expect(isInvertedView(wethView)).toBe(true)
    // 1500 USDC per WETH: tick 203188.17 → 203190; 2500: 198079.65 → 198080
    expect(rangeTicksFromPrices({ min: '1500', max: '2500' }, wethView)).toEqual({
      tickLower: 198080,
      tickUpper: 203190,
    })
  })
  it('shows a range as min and max of the current view', () => {
    const range = { tickLower: 200310, tickUpper: 200320 }
    const weth = rangePrices(range, wethView)
    expect([weth.min.toSignificant(6), weth.max.toSignificant(6)]).toEqual(['1998.24', '2000.24'])
    expect(rangeBoundsText(range, wethView)).toEqual({ min: '1998.2', max: '2000.2' })
    const usdc = rangePrices(range, usdcView)
    expect(usdc.min.lessThan(usdc.max)).toBe(true)
  })
  it('steps the price of the current view by one tick spacing', () => {
    expect(stepPriceBound(200310, usdcView, 'increase')).toBe(200320)
    expect(stepPriceBound(200310, usdcView, 'decrease')).toBe(200300)
    // USDC per WETH rises as the tick falls
    expect(stepPriceBound(200310, wethView, 'increase')).toBe(200300)
    expect(stepPriceBound(200310, wethView, 'decrease')).toBe(200320)
  })
  it('shows 0 and ∞ at the limits, whichever the view', () => {
    expect(rangeBoundsText(fullRangeTicks(500), wethView)).toEqual({ min: '0', max: '∞' })
    expect(rangeBoundsText(fullRangeTicks(500), usdcView)).toEqual({ min: '0', max: '∞' })
  })
})
