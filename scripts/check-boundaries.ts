// Lint step: enforces apps/web import boundaries and the module DAG (see boundaries.ts). Exit 1
// with a list.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { checkFile, describeCycle, findModuleCycles, moduleEdges } from './boundaries.ts'

const root = path.resolve(import.meta.dirname, '../apps/web/src')

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full
  }
}

const files = [...walk(root)].map((file) => ({
  rel: path.relative(root, file).split(path.sep).join('/'),
  source: readFileSync(file, 'utf8'),
}))
const violations = files.flatMap(({ rel, source }) => checkFile(rel, source))
for (const v of violations) console.error(`apps/web/src/${v.file}: '${v.specifier}': ${v.rule}`)
const cycles = findModuleCycles(moduleEdges(files))
for (const cycle of cycles) console.error(describeCycle(cycle))
if (cycles.length > 0)
  console.error(
    'Modules must form a DAG: cut one edge of each cycle by moving the shared piece down into lib/, ui/ or chain/, or by passing the value in from a container.',
  )
if (violations.length > 0 || cycles.length > 0) {
  console.error(
    `\n${violations.length} import boundary violation(s), ${cycles.length} module cycle(s)`,
  )
  process.exit(1)
}
console.log('import boundaries: ok, modules form a DAG')
