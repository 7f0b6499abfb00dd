// Translation helper (issue 18), not part of the app or of `npm test`:
//   node scripts/i18n-translate.ts dump <locale> [chunkSize]
//     writes .i18n-work/<locale>/NN.json: { "<n>": "<source message>" } for the messages the
//     locale's catalog has not translated yet, and .i18n-work/<locale>/ids.json (n → msgid).
//   node scripts/i18n-translate.ts fill <locale>
//     reads every .i18n-work/<locale>/NN.tr.json ({ "<n>": "<translation>" }) and writes the
//     translations into src/i18n/locales/<locale>.po (then run `npm run check:i18n`).
//   node scripts/i18n-translate.ts import <file.json>
//     reads { "<msgid>": { "<locale>": "<translation>" } } and writes every locale's translations
//     (for work done on a branch: the .po files then merge by re-extracting and importing again).
// A translator writes the .tr.json files by meaning, looking up a message's code location
// (`context` in ids.json) when a short text is ambiguous.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fillPo, LOCALES_DIR, readCatalog, SOURCE_LOCALE } from './i18n/po.ts'

const [command, locale, size] = process.argv.slice(2)
if (!locale || (command !== 'dump' && command !== 'fill' && command !== 'import')) {
  console.error(
    'usage: node scripts/i18n-translate.ts dump|fill <locale> [chunkSize] | import <file.json>',
  )
  process.exit(2)
}
if (command === 'import') {
  const byId = JSON.parse(readFileSync(locale, 'utf8')) as Record<string, Record<string, string>>
  const byLocale = new Map<string, Map<string, string>>()
  for (const [id, texts] of Object.entries(byId)) {
    for (const [loc, text] of Object.entries(texts)) {
      if (!byLocale.has(loc)) byLocale.set(loc, new Map())
      byLocale.get(loc)?.set(id, text)
    }
  }
  for (const [loc, translations] of byLocale) {
    const file = path.join(LOCALES_DIR, `${loc}.po`)
    writeFileSync(file, fillPo(readFileSync(file, 'utf8'), translations))
  }
  console.log(`${Object.keys(byId).length} messages imported into ${byLocale.size} locales`)
  process.exit(0)
}
const work = path.resolve(import.meta.dirname, '../.i18n-work', locale)

if (command === 'dump') {
  const done = new Set(
    readCatalog(locale)
      .filter((e) => e.str !== '')
      .map((e) => e.id),
  )
  const todo = readCatalog(SOURCE_LOCALE).filter((e) => !done.has(e.id))
  mkdirSync(work, { recursive: true })
  const ids: Record<string, { id: string; context: string[] }> = {}
  todo.forEach((e, n) => {
    ids[n] = { id: e.id, context: e.refs }
  })
  writeFileSync(path.join(work, 'ids.json'), JSON.stringify(ids, null, 1))
  const chunk = Number(size ?? 200)
  for (let start = 0; start < todo.length; start += chunk) {
    const part: Record<string, string> = {}
    for (let n = start; n < Math.min(todo.length, start + chunk); n++) part[n] = todo[n]?.id ?? ''
    const name = String(start / chunk).padStart(2, '0')
    writeFileSync(path.join(work, `${name}.json`), JSON.stringify(part, null, 1))
  }
  console.log(`${todo.length} messages to translate in ${work}`)
} else {
  const ids = JSON.parse(readFileSync(path.join(work, 'ids.json'), 'utf8')) as Record<
    string,
    { id: string }
  >
  const translations = new Map<string, string>()
  for (const file of readdirSync(work).filter((f) => f.endsWith('.tr.json'))) {
    const part = JSON.parse(readFileSync(path.join(work, file), 'utf8')) as Record<string, string>
    for (const [n, text] of Object.entries(part)) {
      const source = ids[n]
      if (!source) throw new Error(`${file}: no message ${n}`)
      translations.set(source.id, text)
    }
  }
  const file = path.join(LOCALES_DIR, `${locale}.po`)
  writeFileSync(file, fillPo(readFileSync(file, 'utf8'), translations))
  console.log(`${translations.size} translations written to ${file}`)
}
