import { afterEach, describe, expect, it, vi } from 'vitest'
import { numberLocale } from './numberLocale'

describe('numberLocale', () => {
  afterEach(() => vi.restoreAllMocks())

  it('formats the pseudo locale as en-US and an interface locale as itself', () => {
    expect(numberLocale('pseudo')).toBe('en-US')
    expect(numberLocale('de-DE')).toBe('de-DE')
  })

  it('asks Intl once per locale, however often a render asks', () => {
    // A tag no other test asks for: test files share this module (isolate: false).
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf')
    const first = numberLocale('fy-NL')
    for (let i = 0; i < 5; i++) expect(numberLocale('fy-NL')).toBe(first)
    expect(supported).toHaveBeenCalledTimes(1)
  })

  it('falls back to en-US when Intl refuses the tag', () => {
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided')
    })
    expect(numberLocale('xx-invalid-tag')).toBe('en-US')
  })
})
