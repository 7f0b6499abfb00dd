import { describe, expect, it } from 'vitest'
import { identicon, identiconSeed } from './identicon'

describe('identicon', () => {
  it('is deterministic and case-insensitive', () => {
    const a = identicon('0xAbCdEf0123456789abcdef0123456789ABCDEF01')
    expect(a).toEqual(identicon('0xabcdef0123456789abcdef0123456789abcdef01'))
    expect(a.cells).toHaveLength(15)
    expect(a.hue).toBeGreaterThanOrEqual(0)
    expect(a.hue).toBeLessThan(360)
  })

  it('differs between addresses', () => {
    expect(identicon('0x1111111111111111111111111111111111111111')).not.toEqual(
      identicon('0x2222222222222222222222222222222222222222'),
    )
  })
})

describe('identiconSeed', () => {
  it('gives each name its own stable 40-digit seed', () => {
    const a = identiconSeed('Tidepool Default')
    expect(a).toMatch(/^0x[0-9a-f]{40}$/)
    expect(identiconSeed('Tidepool Default')).toBe(a)
    expect(identiconSeed('Tidepool Extended')).not.toBe(a)
  })
})
