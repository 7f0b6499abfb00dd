import { describe, expect, it } from 'vitest'
import { hintedLocale, searchWithLocale } from './languageHint'

describe('language hint', () => {
  it("suggests the browser's language when the interface speaks another", () => {
    expect(hintedLocale({ active: 'en-US', browser: 'de-DE', fallback: 'en-US' })).toBe('de-DE')
  })

  it('says nothing when the interface speaks the default language the browser asks for', () => {
    expect(hintedLocale({ active: 'en-US', browser: 'en-US', fallback: 'en-US' })).toBeNull()
    expect(hintedLocale({ active: 'en-US', browser: null, fallback: 'en-US' })).toBeNull()
  })

  it('offers the default language when another one is in use', () => {
    expect(hintedLocale({ active: 'de-DE', browser: 'de-DE', fallback: 'en-US' })).toBe('en-US')
    expect(hintedLocale({ active: 'ja-JP', browser: null, fallback: 'en-US' })).toBe('en-US')
  })

  it('links with lng set and the other parameters kept', () => {
    expect(searchWithLocale('?theme=dark&lng=fr-FR', 'de-DE')).toBe('?theme=dark&lng=de-DE')
  })
})
