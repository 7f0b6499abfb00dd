import { describe, expect, it } from 'vitest'
import { expertImpactConfirmation, impactNotice, priceImpactTone } from './priceImpact'

describe('price impact (spec 01 §9)', () => {
  it('colours a gain green, under 1 % neutral, under 3 % yellow, 3 % and over red', () => {
    expect(priceImpactTone(-5)).toBe('gain')
    expect(priceImpactTone(0)).toBe('neutral')
    expect(priceImpactTone(99)).toBe('neutral')
    expect(priceImpactTone(100)).toBe('warning')
    expect(priceImpactTone(299)).toBe('warning')
    expect(priceImpactTone(300)).toBe('error')
  })
  it('asks an expert to confirm at 5 % and to type confirm at 10 %', () => {
    expect(expertImpactConfirmation(499)).toBe('none')
    expect(expertImpactConfirmation(500)).toBe('confirm')
    expect(expertImpactConfirmation(999)).toBe('confirm')
    expect(expertImpactConfirmation(1000)).toBe('typed')
  })
  it('warns beside the button above 2 %, and says it is blocked above 3 % unless expert', () => {
    expect(impactNotice(undefined, false)).toBeUndefined()
    expect(impactNotice(200, false)).toBeUndefined()
    expect(impactNotice(201, false)).toBe('warn')
    expect(impactNotice(300, false)).toBe('warn')
    expect(impactNotice(301, false)).toBe('blocked')
    expect(impactNotice(8650, false)).toBe('blocked')
    expect(impactNotice(8650, true)).toBe('warn')
  })
})
