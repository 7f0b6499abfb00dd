import { describe, expect, it } from 'vitest'
import { checkCatalog, countCategories, judgeSameAsEnglish } from './completeness.ts'
import { parsePo } from './po.ts'

const source = parsePo(`msgid ""
msgstr ""

#: src/a.ts
msgid "Balance: {balance}"
msgstr "Balance: {balance}"

msgid "{count, plural, one {# token} other {# tokens}}"
msgstr "{count, plural, one {# token} other {# tokens}}"

msgid "Read the <0>Terms</0>"
msgstr "Read the <0>Terms</0>"

msgid "Tidepool"
msgstr "Tidepool"
`)

function catalog(entries: Record<string, string>) {
  return Object.entries(entries).map(([id, str]) => ({ id, str, refs: [] }))
}

const german = {
  'Balance: {balance}': 'Guthaben: {balance}',
  '{count, plural, one {# token} other {# tokens}}':
    '{count, plural, one {# Token} other {# Tokens}}',
  'Read the <0>Terms</0>': 'Lies die <0>Bedingungen</0>',
  Tidepool: 'Tidepool',
}

describe('the catalog check', () => {
  it('passes a complete catalog with the same placeholders', () => {
    const report = checkCatalog('de-DE', source, catalog(german))
    expect(report.errors).toEqual([])
    expect(report.sameAsEnglish).toEqual(['Tidepool'])
  })

  it('fails a catalog with a missing message', () => {
    const { 'Balance: {balance}': _, ...rest } = german
    const report = checkCatalog('de-DE', source, catalog(rest))
    expect(report.errors).toEqual(['de-DE: "Balance: {balance}": not translated'])
    // An empty msgstr is missing too.
    const empty = checkCatalog('de-DE', source, catalog({ ...german, Tidepool: '' }))
    expect(empty.errors).toEqual(['de-DE: "Tidepool": not translated'])
  })

  it('lets a locale listed as not yet translated miss messages, not break placeholders', () => {
    expect(checkCatalog('de-DE', source, catalog({}), { partial: true }).errors).toEqual([])
    const broken = checkCatalog(
      'de-DE',
      source,
      catalog({ 'Balance: {balance}': 'Guthaben: {betrag}' }),
      {
        partial: true,
      },
    )
    expect(broken.errors).toHaveLength(1)
  })

  it('fails a translation whose placeholder changed, went missing or was added', () => {
    for (const wrong of ['Guthaben: {betrag}', 'Guthaben', 'Guthaben: {balance} {symbol}']) {
      const report = checkCatalog(
        'de-DE',
        source,
        catalog({ ...german, 'Balance: {balance}': wrong }),
      )
      expect(report.errors).toEqual([
        expect.stringMatching(/^de-DE: "Balance: \{balance\}": placeholders /),
      ])
    }
    const tag = checkCatalog(
      'de-DE',
      source,
      catalog({ ...german, 'Read the <0>Terms</0>': 'Lies die Bedingungen' }),
    )
    expect(tag.errors).toHaveLength(1)
  })

  it('fails a translation that is not a valid ICU message', () => {
    const report = checkCatalog('de-DE', source, catalog({ ...german, Tidepool: 'Tide{pool' }))
    expect(report.errors[0]).toMatch(/not a valid ICU message/)
  })

  it('asks for each plural case of the language and no other', () => {
    expect([...countCategories('ru-RU')].sort()).toEqual(['few', 'many', 'one'])
    expect([...countCategories('ar-SA')].sort()).toEqual([
      'few',
      'many',
      'one',
      'other',
      'two',
      'zero',
    ])
    expect([...countCategories('ja-JP')]).toEqual(['other'])
    const id = '{count, plural, one {# token} other {# tokens}}'
    const russian = (plural: string) =>
      checkCatalog('ru-RU', source, catalog({ ...german, [id]: plural })).errors
    expect(
      russian('{count, plural, one {# токен} few {# токена} many {# токенов} other {# токена}}'),
    ).toEqual([])
    expect(russian('{count, plural, one {# токен} other {# токенов}}')[0]).toMatch(
      /lacks the few, many case/,
    )
    // Japanese has no "one": a case the language does not have is an error.
    const japanese = checkCatalog(
      'ja-JP',
      source,
      catalog({ ...german, [id]: '{count, plural, one {# 個} other {# 個}}' }),
    )
    expect(japanese.errors[0]).toMatch(/not a valid ICU message/)
  })

  it('reports messages left in English, allowed only when explained and few', () => {
    const report = checkCatalog(
      'de-DE',
      source,
      catalog({ ...german, 'Read the <0>Terms</0>': 'Read the <0>Terms</0>' }),
    )
    expect(report.sameAsEnglish).toEqual(['Read the <0>Terms</0>', 'Tidepool'])
    const allowlist = { '*': { Tidepool: 'product name' } }
    expect(judgeSameAsEnglish(report, allowlist, 100, 0.05)).toEqual([
      expect.stringMatching(/"Read the <0>Terms<\/0>" is still in English/),
    ])
    expect(judgeSameAsEnglish(report, allowlist, 20, 0.05)).toHaveLength(2)
  })
})
