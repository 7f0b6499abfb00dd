import { describe, expect, it } from 'vitest'
import {
  acceptSlippageText,
  formatBpsAsPercent,
  parseSlippageInput,
  slippageWarning,
} from './slippageInput'

describe('slippage input (spec 01 §5)', () => {
  it('treats an empty box as auto', () => {
    expect(parseSlippageInput('')).toEqual({ kind: 'auto' })
    expect(parseSlippageInput('  ')).toEqual({ kind: 'auto' })
  })

  it('reads a percent with up to two decimals as integer basis points, exactly', () => {
    expect(parseSlippageInput('0.5')).toEqual({ kind: 'valid', bps: 50 })
    expect(parseSlippageInput('0.29')).toEqual({ kind: 'valid', bps: 29 })
    expect(parseSlippageInput('1')).toEqual({ kind: 'valid', bps: 100 })
    expect(parseSlippageInput('1.')).toEqual({ kind: 'valid', bps: 100 })
    expect(parseSlippageInput('.05')).toEqual({ kind: 'valid', bps: 5 })
    expect(parseSlippageInput('0')).toEqual({ kind: 'valid', bps: 0 })
    expect(parseSlippageInput('50')).toEqual({ kind: 'valid', bps: 5000 })
    expect(parseSlippageInput('50.00')).toEqual({ kind: 'valid', bps: 5000 })
  })

  it('is invalid above 50 %, with more than two decimals, or as a lone dot', () => {
    for (const text of ['50.01', '51', '100', '0.125', '.', '1e2', '-1', 'abc', '1.2.3']) {
      expect(parseSlippageInput(text)).toEqual({ kind: 'invalid' })
    }
  })

  it('lets only digits and one decimal separator be typed; a comma becomes a dot', () => {
    expect(acceptSlippageText('0,5')).toBe('0.5')
    expect(acceptSlippageText('12.')).toBe('12.')
    expect(acceptSlippageText('1a')).toBeNull()
    expect(acceptSlippageText('1..2')).toBeNull()
    expect(acceptSlippageText('-1')).toBeNull()
    expect(acceptSlippageText('')).toBe('')
  })

  it('warns below 0.05 % that the transaction may fail and above 1 % that it may be frontrun', () => {
    expect(slippageWarning(0)).toBe('mayFail')
    expect(slippageWarning(4)).toBe('mayFail')
    expect(slippageWarning(5)).toBeNull()
    expect(slippageWarning(100)).toBeNull()
    expect(slippageWarning(101)).toBe('mayFrontrun')
    expect(slippageWarning('auto')).toBeNull()
  })

  it('shows basis points as a percent with two decimals', () => {
    expect(formatBpsAsPercent(50)).toBe('0.50')
    expect(formatBpsAsPercent(5000)).toBe('50.00')
    expect(formatBpsAsPercent(7)).toBe('0.07')
  })
})
