import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  LOCALE_LABELS,
  localeDirection,
  matchLocale,
  navigatorLocale,
  resolveLocale,
  SUPPORTED_LOCALES,
} from './locales'

describe('locales', () => {
  it('supports 32 interface languages with en-US as default', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(32)
    expect(isSupportedLocale(DEFAULT_LOCALE)).toBe(true)
    expect(isSupportedLocale('xx-XX')).toBe(false)
    expect(isSupportedLocale('toString')).toBe(false)
  })

  it('names each language by its own name, no two alike', () => {
    const names = Object.values(LOCALE_LABELS)
    expect(new Set(names).size).toBe(names.length)
    expect(LOCALE_LABELS['pl-PL']).toBe('Polski')
    expect(LOCALE_LABELS['uk-UA']).toBe('Українська')
    expect(LOCALE_LABELS['zh-TW']).toBe('繁體中文')
    expect(LOCALE_LABELS['he-IL']).toBe('עברית')
  })

  it('matches a tag exactly, then by language', () => {
    expect(matchLocale('de-de')).toBe('de-DE')
    expect(matchLocale('de')).toBe('de-DE')
    expect(matchLocale('pt_PT')).toBe('pt-PT')
    expect(matchLocale('zz')).toBeNull()
    expect(matchLocale('')).toBeNull()
  })

  it("takes the browser's first supported language", () => {
    expect(navigatorLocale(['xx', 'fr', 'de'])).toBe('fr-FR')
    expect(navigatorLocale([])).toBeNull()
  })

  it("prefers the user's choice, then the browser, then the default", () => {
    expect(resolveLocale('ja-JP', 'de-DE')).toBe('ja-JP')
    expect(resolveLocale(null, 'de-DE')).toBe('de-DE')
    expect(resolveLocale(null, null)).toBe('en-US')
  })
})

describe('localeDirection', () => {
  it('is rtl for ar-SA and he-IL only', () => {
    expect(localeDirection('ar-SA')).toBe('rtl')
    expect(localeDirection('he-IL')).toBe('rtl')
    expect(localeDirection('de-DE')).toBe('ltr')
    expect(localeDirection('en-US')).toBe('ltr')
  })
})
