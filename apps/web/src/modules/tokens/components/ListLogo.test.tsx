import { describe, expect, it } from 'vitest'
import { identiconSeed } from './ListLogo'

describe('identiconSeed', () => {
  it('gives each list name its own stable 40-hex-digit seed', () => {
    const a = identiconSeed('Tidepool Default')
    expect(a).toMatch(/^0x[0-9a-f]{40}$/)
    expect(identiconSeed('Tidepool Default')).toBe(a)
    expect(identiconSeed('Tidepool Extended')).not.toBe(a)
  })
})
