import { describe, expect, it } from 'vitest'
import type { SupportedLocale } from '../../i18n'
import { pageSearch, parseGlobalParams, storePageParams, wantsPseudoLocale } from './globalParams'

describe('global query parameters', () => {
  it('reads theme=dark and theme=light', () => {
    expect(parseGlobalParams('?theme=dark')).toEqual({ darkMode: true })
    expect(parseGlobalParams('?theme=light')).toEqual({ darkMode: false })
    expect(parseGlobalParams('?theme=DARK').darkMode).toBe(true)
  })

  it('ignores an unknown theme', () => {
    expect(parseGlobalParams('?theme=blue')).toEqual({})
  })

  it('turns expert mode on for an empty ape or ape=true, and nothing else', () => {
    expect(parseGlobalParams('?ape').expertMode).toBe(true)
    expect(parseGlobalParams('?ape=').expertMode).toBe(true)
    expect(parseGlobalParams('?ape=true').expertMode).toBe(true)
    expect(parseGlobalParams('?ape=false').expertMode).toBeUndefined()
    expect(parseGlobalParams('?ape=1').expertMode).toBeUndefined()
    expect(parseGlobalParams('').expertMode).toBeUndefined()
  })

  it('selects a supported language with lng', () => {
    expect(parseGlobalParams('?lng=de-DE').locale).toBe('de-DE')
    expect(parseGlobalParams('?lng=fr').locale).toBe('fr-FR')
    expect(parseGlobalParams('?lng=xx').locale).toBeUndefined()
  })

  it('reads all of them beside swap parameters', () => {
    expect(parseGlobalParams('?inputCurrency=ETH&theme=light&ape&lng=ja-JP')).toEqual({
      darkMode: false,
      expertMode: true,
      locale: 'ja-JP',
    })
  })
})

describe('pageSearch', () => {
  it('reads lng before the hash', () => {
    const search = pageSearch({ search: '?lng=de-DE', hash: '#/swap' })
    expect(parseGlobalParams(search).locale).toBe('de-DE')
  })
  it('reads lng inside the hash, which wins on a clash', () => {
    expect(parseGlobalParams(pageSearch({ search: '', hash: '#/swap?lng=ar-SA' })).locale).toBe(
      'ar-SA',
    )
    const both = pageSearch({ search: '?lng=de-DE', hash: '#/swap?lng=he-IL' })
    expect(parseGlobalParams(both).locale).toBe('he-IL')
  })
})

describe('wantsPseudoLocale', () => {
  it('is true for lng=pseudo before or inside the hash only', () => {
    expect(wantsPseudoLocale(pageSearch({ search: '?lng=pseudo', hash: '#/swap' }))).toBe(true)
    expect(wantsPseudoLocale(pageSearch({ search: '', hash: '#/swap?lng=pseudo' }))).toBe(true)
    expect(wantsPseudoLocale('?lng=de-DE')).toBe(false)
  })
})

describe('storePageParams', () => {
  const recorder = () => {
    const calls: unknown[][] = []
    return {
      calls,
      setters: {
        setDarkMode: (v: boolean) => calls.push(['darkMode', v]),
        setExpertMode: (v: boolean) => calls.push(['expertMode', v]),
        setUserLocale: (v: SupportedLocale) => calls.push(['locale', v]),
      },
    }
  }

  it('stores ?theme=dark standing before the hash, as ?lng', () => {
    const { calls, setters } = recorder()
    storePageParams({ search: '?theme=dark&lng=de-DE', hash: '#/swap' }, setters)
    expect(calls).toEqual([
      ['darkMode', true],
      ['locale', 'de-DE'],
    ])
  })

  it('stores the hash part too, which wins on a clash', () => {
    const { calls, setters } = recorder()
    storePageParams({ search: '?theme=dark', hash: '#/swap?theme=light&ape' }, setters)
    expect(calls).toEqual([
      ['darkMode', false],
      ['expertMode', true],
    ])
  })

  it('stores nothing without parameters', () => {
    const { calls, setters } = recorder()
    expect(storePageParams({ search: '', hash: '#/swap' }, setters)).toEqual({})
    expect(calls).toEqual([])
  })
})
