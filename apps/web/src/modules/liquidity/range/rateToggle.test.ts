// The v4 add's rate toggle: the range read in the other unit is the same ticks, for every
// spacing the presets offer, from either view, and back again.
import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { rangeTicks } from './rangeTicks'
import { toggledRangeInputs } from './rateToggle'

const ETH = new Token(1, '0x0000000000000000000000000000000000000000', 18, 'ETH')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')

describe('toggledRangeInputs', () => {
  for (const tickSpacing of [1, 10, 60, 200]) {
    it(`keeps the range's ticks at spacing ${tickSpacing}, both ways`, () => {
      const fee = { tickSpacing }
      const view = { base: ETH, quote: USDC }
      const typed = { left: '2950', right: '3123.45' }
      const ticks = rangeTicks(typed.left, typed.right, { ...view, fee })
      const flipped = toggledRangeInputs({ ...typed, ticks, view })
      const other = { base: USDC, quote: ETH }
      // In ETH per USDC the min is 1 / 3123.45 and the max 1 / 2950, each as rounded to the
      // spacing's grid (within half a spacing and a tick).
      const ticksOff = (x: number, y: number) => Math.abs(Math.log(x / y) / Math.log(1.0001))
      expect(ticksOff(Number(flipped.left), 1 / 3123.45)).toBeLessThanOrEqual(tickSpacing / 2 + 1)
      expect(ticksOff(Number(flipped.right), 1 / 2950)).toBeLessThanOrEqual(tickSpacing / 2 + 1)
      const after = rangeTicks(flipped.left, flipped.right, { ...other, fee })
      expect(after).toEqual(ticks)
      const back = toggledRangeInputs({ ...flipped, ticks: after, view: other })
      expect(rangeTicks(back.left, back.right, { ...view, fee })).toEqual(ticks)
    })
  }

  it('keeps a bound at its limit there and an unset bound unset, swapping their sides', () => {
    const view = { base: ETH, quote: USDC }
    const fee = { tickSpacing: 60 }
    const ticks = rangeTicks(true, '3000', { ...view, fee })
    const flipped = toggledRangeInputs({ left: true, right: '3000', ticks, view })
    expect(flipped.right).toBe(true)
    expect(rangeTicks(flipped.left, flipped.right, { base: USDC, quote: ETH, fee })).toEqual(ticks)
    expect(toggledRangeInputs({ left: '', right: '', ticks: {}, view })).toEqual({
      left: '',
      right: '',
    })
  })
})
