import { describe, expect, it } from 'vitest'
import { amountFormatters } from '../../../lib/format'
import { TRADE, USDC, WETH } from '../testing/fixtures'
import {
  executionPrice,
  networkFeeExceedsHalf,
  showMaxButton,
  tradeMeaningfullyDiffers,
} from './trade'

const trade = TRADE

describe('tradeMeaningfullyDiffers (spec 01 §4 Swap confirmation)', () => {
  it('is false for the same trade quoted again at another block', () => {
    expect(tradeMeaningfullyDiffers(trade, { ...trade, blockNumber: 101n, source: 'client' })).toBe(
      false,
    )
  })
  it('is true when the type, a currency or an amount changed', () => {
    expect(tradeMeaningfullyDiffers(trade, { ...trade, tradeType: 'exactOut' })).toBe(true)
    expect(tradeMeaningfullyDiffers(trade, { ...trade, outputCurrency: WETH })).toBe(true)
    expect(tradeMeaningfullyDiffers(trade, { ...trade, inputCurrency: USDC })).toBe(true)
    expect(
      tradeMeaningfullyDiffers(trade, { ...trade, outputAmount: trade.outputAmount - 1n }),
    ).toBe(true)
    expect(tradeMeaningfullyDiffers(trade, { ...trade, inputAmount: trade.inputAmount + 1n })).toBe(
      true,
    )
  })
})

describe('executionPrice', () => {
  it('is output per input, 6 significant digits, across decimals', () => {
    expect(executionPrice(trade, false)).toEqual({ base: 'WETH', quote: 'USDC', price: '3000.12' })
    // issue 34 #4: shown in the language's style.
    expect(executionPrice(trade, false, amountFormatters('de-DE')).price).toBe('3.000,12')
  })
  it('inverts', () => {
    expect(executionPrice(trade, true)).toEqual({
      base: 'USDC',
      quote: 'WETH',
      price: '0.00033332',
    })
  })
})

describe('MAX (spec 01 §5 Swap)', () => {
  it('shows only for a positive balance that is not already the input', () => {
    expect(showMaxButton(5n, undefined)).toBe(true)
    expect(showMaxButton(5n, 4n)).toBe(true)
    expect(showMaxButton(5n, 5n)).toBe(false)
    expect(showMaxButton(0n, undefined)).toBe(false)
    expect(showMaxButton(undefined, undefined)).toBe(false)
  })
})

describe('network fee (spec 01 §5, §9 Display)', () => {
  it('warns above half of the swapped value', () => {
    expect(networkFeeExceedsHalf(6, 10)).toBe(true)
    expect(networkFeeExceedsHalf(5, 10)).toBe(false)
    expect(networkFeeExceedsHalf(null, 10)).toBe(false)
    expect(networkFeeExceedsHalf(1, null)).toBe(false)
  })
})
