// The catalog checks of issue 18: a locale's catalog is complete (every source message has a
// translation), each translation is a valid ICU message with the same placeholders as its source
// (argument names, plural/select arguments, the <0>…</0> tags of <Trans>), its plurals use the
// categories of its language (spec 01 §9: "plurals per locale"), and the messages it leaves in
// English are listed so they can be kept few and explained.
import { type PluralCategory, parse, type Token } from '@messageformat/parser'
import type { PoEntry } from './po.ts'

export interface CatalogReport {
  locale: string
  /** Problems that fail the check, one line each. */
  errors: string[]
  /** Messages whose translation is the English text, with words of their own. */
  sameAsEnglish: string[]
}

/** The placeholders of a parsed message: `{name}` arguments, `plural:count`, and `<0>`/`</0>` tags. */
function placeholders(tokens: Token[], into: string[] = []): string[] {
  for (const token of tokens) {
    if (token.type === 'content') {
      for (const tag of token.value.match(/<\/?\d+\/?>/g) ?? []) into.push(tag)
    } else if (token.type === 'argument') into.push(`{${token.arg}}`)
    else if (token.type === 'function') into.push(`{${token.arg}, ${token.key}}`)
    else if (token.type === 'octothorpe') into.push('#')
    else {
      into.push(`{${token.arg}, ${token.type}}`)
      // Each case may show its placeholders or not ("one" often spells the count out); what
      // matters is that no case names a placeholder the source does not have.
      for (const c of token.cases) placeholders(c.tokens, into)
    }
  }
  return into
}

/** The plural and selectordinal selects of a message, nested ones too. */
function plurals(tokens: Token[], into: Extract<Token, { cases: unknown }>[] = []) {
  for (const token of tokens) {
    if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
      if (token.type !== 'select') into.push(token)
      for (const c of token.cases) plurals(c.tokens, into)
    }
  }
  return into
}

/**
 * The categories a count (a whole number: tokens, days, decimals) can fall in for `locale`:
 * the ones a translation must spell out. Intl knows the language's rules (CLDR).
 */
export function countCategories(locale: string): Set<PluralCategory> {
  const rules = new Intl.PluralRules(locale)
  const used = new Set<PluralCategory>()
  for (let n = 0; n <= 200; n++) used.add(rules.select(n) as PluralCategory)
  return used
}

function tryParse(text: string, locale: string): { tokens?: Token[]; error?: string } {
  try {
    const cardinal = new Intl.PluralRules(locale).resolvedOptions()
      .pluralCategories as PluralCategory[]
    const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions()
      .pluralCategories as PluralCategory[]
    return { tokens: parse(text, { cardinal, ordinal }) }
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) }
  }
}

/** Whether a message has words of its own once placeholders, numbers and signs are set aside. */
function hasWords(tokens: Token[]): boolean {
  return tokens.some((t) =>
    t.type === 'content'
      ? /\p{L}/u.test(t.value.replace(/<\/?\d+\/?>/g, ''))
      : 'cases' in t && t.cases.some((c) => hasWords(c.tokens)),
  )
}

const sorted = (list: string[]): string => JSON.stringify([...new Set(list)].sort())

export interface CheckOptions {
  /** Skip completeness and the English report (locales listed as not yet translated). */
  partial?: boolean
}

/** Checks one locale's catalog against the source catalog. */
export function checkCatalog(
  locale: string,
  source: readonly PoEntry[],
  target: readonly PoEntry[],
  options: CheckOptions = {},
): CatalogReport {
  const report: CatalogReport = { locale, errors: [], sameAsEnglish: [] }
  const translated = new Map(target.map((e) => [e.id, e.str]))
  const required = countCategories(locale)
  for (const { id } of source) {
    const str = translated.get(id) ?? ''
    const where = `${locale}: ${JSON.stringify(id)}`
    if (str.trim() === '') {
      if (!options.partial) report.errors.push(`${where}: not translated`)
      continue
    }
    const src = tryParse(id, 'en-US')
    const tr = tryParse(str, locale)
    if (!tr.tokens) {
      report.errors.push(`${where}: not a valid ICU message (${tr.error}): ${JSON.stringify(str)}`)
      continue
    }
    if (!src.tokens) continue // the source itself is checked by Lingui's extract
    const want = placeholders(src.tokens)
    const got = placeholders(tr.tokens)
    // '#' is optional in a translation (a language may spell "one" out), never new.
    const wantSet = sorted(want.filter((p) => p !== '#'))
    const gotSet = sorted(got.filter((p) => p !== '#'))
    if (wantSet !== gotSet || (got.includes('#') && !want.includes('#'))) {
      report.errors.push(`${where}: placeholders ${gotSet} instead of ${wantSet}`)
    }
    for (const select of plurals(tr.tokens)) {
      if (select.type !== 'plural') continue
      const keys = new Set(select.cases.map((c) => c.key))
      // ICU needs "other" in every plural, whatever the language.
      const missing = [...required, 'other']
        .filter((k, i, all) => !keys.has(k) && all.indexOf(k) === i)
        .sort()
      if (missing.length > 0) {
        report.errors.push(
          `${where}: plural {${select.arg}} lacks the ${missing.join(', ')} case(s)`,
        )
      }
    }
    if (str === id && hasWords(src.tokens)) report.sameAsEnglish.push(id)
  }
  for (const id of translated.keys()) {
    if (!source.some((e) => e.id === id))
      report.errors.push(`${locale}: unknown message ${JSON.stringify(id)}`)
  }
  return report
}

/** The allowlist of same-as-english.json: "*" for all locales, plus the locale's own entries. */
export type SameAsEnglishAllowlist = Record<string, Record<string, string>>

/**
 * Judges the messages a locale leaves in English: each must be on the allowlist, and together
 * they must stay under `maxShare` of the catalog.
 */
export function judgeSameAsEnglish(
  report: CatalogReport,
  allowlist: SameAsEnglishAllowlist,
  total: number,
  maxShare: number,
): string[] {
  const allowed = { ...allowlist['*'], ...allowlist[report.locale] }
  const errors = report.sameAsEnglish
    .filter((id) => !Object.hasOwn(allowed, id))
    .map(
      (id) =>
        `${report.locale}: ${JSON.stringify(id)} is still in English (translate it, or explain it in same-as-english.json)`,
    )
  const max = Math.floor(total * maxShare)
  if (report.sameAsEnglish.length > max) {
    errors.push(
      `${report.locale}: ${report.sameAsEnglish.length} messages read as in English, more than ${max}`,
    )
  }
  return errors
}
