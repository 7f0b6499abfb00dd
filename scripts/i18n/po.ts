// A minimal reader for the catalogs `lingui extract` writes (issue 18): one entry per blank-line
// separated block, `msgid`/`msgstr` as quoted strings, possibly continued on following lines.
// Enough for the checks and the translation helper; Lingui itself reads and writes the files.
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales')
export const SOURCE_LOCALE = 'en-US'

export interface PoEntry {
  id: string
  str: string
  /** `#:` reference lines (code locations), for context when translating. */
  refs: string[]
}

/** Unescapes one PO string literal's content (\" \\ \n \t). */
function poUnescape(s: string): string {
  return s.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c))
}

/** Escapes a text for a PO string literal. */
export function poEscape(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')
}

function field(block: string, name: string): string | undefined {
  const m = block.match(new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm'))
  if (!m?.[1]) return undefined
  return [...m[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((p) => poUnescape(p[1] ?? '')).join('')
}

/** The entries of a .po text, the header (empty msgid) and obsolete `#~` entries left out. */
export function parsePo(po: string): PoEntry[] {
  const entries: PoEntry[] = []
  for (const block of po.split(/\n\s*\n/)) {
    const id = field(block, 'msgid')
    if (!id) continue
    const refs = [...block.matchAll(/^#: (.*)$/gm)].map((m) => m[1] ?? '')
    entries.push({ id, str: field(block, 'msgstr') ?? '', refs })
  }
  return entries
}

export function readCatalog(locale: string): PoEntry[] {
  return parsePo(readFileSync(path.join(LOCALES_DIR, `${locale}.po`), 'utf8'))
}

/** Replaces the msgstr of the entries whose msgid is in `translations`; other text untouched. */
export function fillPo(po: string, translations: ReadonlyMap<string, string>): string {
  return po
    .split(/(\n\s*\n)/)
    .map((block) => {
      const id = field(block, 'msgid')
      if (!id) return block
      const str = translations.get(id)
      if (str === undefined) return block
      return block.replace(/^msgstr (?:".*"\n?)+/m, (old) => {
        const line = `msgstr "${poEscape(str)}"`
        return old.endsWith('\n') ? `${line}\n` : line
      })
    })
    .join('')
}
