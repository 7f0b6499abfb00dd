// Lint step: enforces apps/web import boundaries (see boundaries.ts). Exit 1 with a list.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { checkFile } from './boundaries.ts'

const root = path.resolve(import.meta.dirname, '../apps/web/src')

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full
  }
}

const violations = [...walk(root)].flatMap((file) =>
  checkFile(path.relative(root, file).split(path.sep).join('/'), readFileSync(file, 'utf8')),
)
for (const v of violations) console.error(`apps/web/src/${v.file}: '${v.specifier}': ${v.rule}`)
if (violations.length > 0) {
  console.error(`\n${violations.length} import boundary violation(s)`)
  process.exit(1)
}
console.log('import boundaries: ok')
