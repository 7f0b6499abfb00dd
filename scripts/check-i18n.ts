// npm test step (issue 11 §4): the committed catalogs match the code. Runs `lingui extract`
// against a scratch copy of the catalogs and compares the message ids with the committed ones:
// a string in the code missing from the catalog, or a catalog entry no code uses, fails the
// step with the list. The committed files are put back as they were, whatever happens.
// Then (issue 18) every locale's catalog is checked against en-US: complete, the same
// placeholders, its language's plural cases, and few messages left in English, each explained
// (scripts/i18n/: completeness.ts, config.ts for the locales not translated yet,
// same-as-english.json). And every typed-word prompt (ui/TypedConfirm) shows exactly the word its
// field accepts, the locale's translation of it (scripts/i18n/typed-words.ts).
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  checkCatalog,
  judgeSameAsEnglish,
  type SameAsEnglishAllowlist,
} from './i18n/completeness.ts'
import { MAX_SAME_AS_ENGLISH_SHARE, NOT_YET_TRANSLATED } from './i18n/config.ts'
import { parsePo, SOURCE_LOCALE } from './i18n/po.ts'
import { checkTypedWords } from './i18n/typed-words.ts'

const web = path.resolve(import.meta.dirname, '../apps/web')
const localesDir = path.join(web, 'src/i18n/locales')
const catalogs = readdirSync(localesDir).filter((f) => f.endsWith('.po'))

/** The msgids of a .po file (the empty header id left out); multi-line ids joined. */
function messageIds(po: string): Set<string> {
  const ids = new Set<string>()
  for (const block of po.split(/\n\s*\n/)) {
    const m = block.match(/^msgid ((?:".*"\n?)+)/m)
    if (!m?.[1]) continue
    const id = [...m[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((p) => p[1]).join('')
    if (id !== '') ids.add(id)
  }
  return ids
}

const committed = new Map(catalogs.map((f) => [f, readFileSync(path.join(localesDir, f), 'utf8')]))
let extracted: string
try {
  const run = spawnSync('lingui', ['extract', '--clean'], { cwd: web, encoding: 'utf8' })
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr)
    process.exit(1)
  }
  extracted = readFileSync(path.join(localesDir, 'en-US.po'), 'utf8')
} finally {
  for (const [f, text] of committed) writeFileSync(path.join(localesDir, f), text)
}

const inCatalog = messageIds(committed.get('en-US.po') ?? '')
const inCode = messageIds(extracted)
const missing = [...inCode].filter((id) => !inCatalog.has(id))
const unused = [...inCatalog].filter((id) => !inCode.has(id))
for (const id of missing) console.error(`missing from en-US.po: ${JSON.stringify(id)}`)
for (const id of unused) console.error(`unused in en-US.po: ${JSON.stringify(id)}`)
if (missing.length + unused.length > 0) {
  console.error('\nRun `npm run i18n:extract -w apps/web` and commit the catalogs.')
  process.exit(1)
}

// Every locale's translations (pseudo is generated from en-US by Lingui).
const allowlist = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'i18n/same-as-english.json'), 'utf8'),
) as SameAsEnglishAllowlist
const source = parsePo(committed.get(`${SOURCE_LOCALE}.po`) ?? '')
const errors: string[] = [...checkTypedWords(SOURCE_LOCALE, source)]
const complete: string[] = []
for (const file of catalogs.sort()) {
  const locale = file.replace(/\.po$/, '')
  if (locale === SOURCE_LOCALE || locale === 'pseudo') continue
  const partial = NOT_YET_TRANSLATED.includes(locale)
  const catalog = parsePo(committed.get(file) ?? '')
  const report = checkCatalog(locale, source, catalog, { partial })
  errors.push(...report.errors)
  errors.push(...checkTypedWords(locale, catalog))
  if (partial) continue
  errors.push(...judgeSameAsEnglish(report, allowlist, source.length, MAX_SAME_AS_ENGLISH_SHARE))
  complete.push(locale)
  if (report.sameAsEnglish.length > 0) {
    console.log(
      `${locale}: ${report.sameAsEnglish.length} message(s) as in English: ${report.sameAsEnglish.map((id) => JSON.stringify(id)).join(', ')}`,
    )
  }
}
for (const e of errors) console.error(e)
if (errors.length > 0) process.exit(1)
console.log(
  `i18n catalogs: ok (${inCode.size} messages; complete: ${complete.join(', ') || 'none'}; not yet translated: ${NOT_YET_TRANSLATED.length})`,
)
