import { describe, expect, it } from 'vitest'
import { padPseudoMessages } from './pseudo'

describe('padPseudoMessages', () => {
  it('makes a message about 30 % longer', () => {
    const { a } = padPseudoMessages({ a: 'Śēĺēćţ à ţōķēñ' })
    expect(typeof a).toBe('string')
    const length = String(a).length
    expect(length).toBeGreaterThanOrEqual(Math.ceil(14 * 1.3))
    expect(String(a).startsWith('Śēĺēćţ à ţōķēñ')).toBe(true)
  })
  it('keeps ICU placeholders of compiled messages intact', () => {
    const { b } = padPseudoMessages({ b: ['Ƀàĺàñćē: ', ['amount'], ' ţōķēñś'] })
    expect(Array.isArray(b)).toBe(true)
    expect((b as unknown[]).slice(0, 3)).toEqual(['Ƀàĺàñćē: ', ['amount'], ' ţōķēñś'])
    expect((b as unknown[]).length).toBe(4)
  })
})
