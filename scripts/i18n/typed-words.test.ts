import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES_DIR, readCatalog } from './po.ts'
import { checkTypedWords, quotedTexts, TYPED_WORD_PROMPTS } from './typed-words.ts'

const [impact, expert, removal] = TYPED_WORD_PROMPTS.map((p) => p.prompt) as [
  string,
  string,
  string,
]

function catalog(entries: Record<string, string>) {
  return Object.entries(entries).map(([id, str]) => ({ id, str, refs: [] }))
}

const german = {
  confirm: 'bestätigen',
  REMOVE: 'ENTFERNEN',
  [impact]:
    'Dieser Tausch hat einen Preiseinfluss von mindestens {percent}. Bitte geben Sie das Wort „bestätigen“ ein, um mit diesem Tausch fortzufahren.',
  [expert]: 'Bitte geben Sie das Wort „{word}“ ein, um den Expertenmodus zu aktivieren.',
  [removal]: 'Bitte bestätigen Sie das Entfernen dieser Liste, indem Sie {word} eingeben',
}

describe('the typed-word prompts', () => {
  it('reads the quotes of the locales', () => {
    expect(quotedTexts('le mot « confirmer » pour')).toEqual(['confirmer'])
    expect(quotedTexts('続行するには「確認」と入力')).toEqual(['確認'])
    expect(quotedTexts('請輸入“确认”以')).toEqual(['确认'])
    expect(quotedTexts('Skriv ordet »bekræft« for')).toEqual(['bekræft'])
    expect(quotedTexts('sanaa ”vahvista”.')).toEqual(['vahvista'])
    expect(quotedTexts('the word "confirm" to')).toEqual(['confirm'])
  })

  it('passes prompts that show the translated word', () => {
    expect(checkTypedWords('de-DE', catalog(german))).toEqual([])
  })

  it('fails a prompt still quoting the English word', () => {
    const errors = checkTypedWords(
      'de-DE',
      catalog({
        ...german,
        [impact]:
          'Dieser Tausch hat einen Preiseinfluss von mindestens {percent}. Bitte geben Sie das Wort „confirm“ ein.',
      }),
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('"bestätigen"')
  })

  it('compares case and diacritics exactly', () => {
    for (const word of ['Bestätigen', 'bestatigen']) {
      const errors = checkTypedWords(
        'de-DE',
        catalog({ ...german, [impact]: `Bitte geben Sie das Wort „${word}“ ein.` }),
      )
      expect(errors).toHaveLength(1)
    }
  })

  it('fails a prompt that writes the word out instead of its placeholder', () => {
    const errors = checkTypedWords(
      'de-DE',
      catalog({
        ...german,
        [expert]: 'Bitte geben Sie das Wort „confirm“ ein.',
        [removal]: 'Geben Sie ENTFERNEN ein',
      }),
    )
    expect(errors).toHaveLength(2)
  })

  it('leaves untranslated prompts to the completeness check', () => {
    expect(checkTypedWords('de-DE', catalog({ ...german, [impact]: '' }))).toEqual([])
  })

  it('fails when a prompt is no longer in the catalog', () => {
    const { [removal]: _, ...rest } = german
    expect(checkTypedWords('de-DE', catalog(rest))).toHaveLength(1)
  })

  it('holds in every committed catalog', () => {
    const locales = readdirSync(LOCALES_DIR)
      .filter((f) => f.endsWith('.po') && f !== 'pseudo.po')
      .map((f) => f.replace(/\.po$/, ''))
    expect(locales.length).toBeGreaterThan(1)
    for (const locale of locales) expect(checkTypedWords(locale, readCatalog(locale))).toEqual([])
  })
})
