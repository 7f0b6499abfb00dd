// Diagnosis for the issue 5 bundle budget: which modules land in the JS loaded before /swap is
// interactive. Builds apps/web through vite's API with a plugin that records every chunk's
// modules, then lists the initial chunks (entry + static imports = its modulepreloads) and the
// biggest modules in them (gzip of each module's rendered code on its own, so the column sums to
// a little more than the chunks' gzip). Also prints who imports a given module (`--why <text>`).
// Run: npm run bench:bundle-analyze -w bench [-- --top 40] [-- --why @uniswap] [-- --stub a,b]
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Plugin, parseAst } from 'vite'

const repo = path.resolve(import.meta.dirname, '../..')
const outDir = process.env.TIDEPOOL_BENCH_DIST ?? '/tmp/tidepool-bench-dist'
const args = process.argv.slice(2)
const top = Number(args[args.indexOf('--top') + 1] ?? 0) || 30
const why = args.includes('--why') ? args[args.indexOf('--why') + 1] : undefined

interface ChunkInfo {
  file: string
  isEntry: boolean
  imports: string[]
  dynamicImports: string[]
  gzip: number
  modules: { id: string; gzip: number }[]
}

// What-if (`--stub a,b`): app modules whose id contains one of these strings are replaced by
// stubs that export the same names, as if they were loaded with import() on first use; the
// difference in initial JS estimates what making them lazy saves.
const stubAt = args.indexOf('--stub')
const stubs = stubAt >= 0 ? (args[stubAt + 1] ?? '').split(',').filter(Boolean) : []
const stub: Plugin = {
  name: 'tidepool-bench-stub',
  enforce: 'post',
  transform(code, id) {
    if (!stubs.some((s) => id.includes(s))) return null
    const ast = parseAst(code, { lang: 'js' }) as unknown as {
      body: { type: string; [k: string]: unknown }[]
    }
    const names = new Set<string>()
    for (const node of ast.body) {
      if (node.type !== 'ExportNamedDeclaration') continue
      const decl = node.declaration as {
        id?: { name: string }
        declarations?: { id: { name: string } }[]
      } | null
      if (decl?.id) names.add(decl.id.name)
      for (const d of decl?.declarations ?? []) names.add(d.id.name)
      for (const sp of (node.specifiers as { exported: { name: string } }[]) ?? [])
        names.add(sp.exported.name)
    }
    return [...names].map((n) => `export const ${n} = () => { throw new Error('stub') }`).join('\n')
  },
}

const chunks = new Map<string, ChunkInfo>()
const importers = new Map<string, Set<string>>()
const staticDeps = new Map<string, readonly string[]>()

const record: Plugin = {
  name: 'tidepool-bench-record',
  enforce: 'post',
  moduleParsed(info) {
    staticDeps.set(info.id, info.importedIds)
    for (const dep of info.importedIds) {
      const set = importers.get(dep) ?? new Set()
      set.add(info.id)
      importers.set(dep, set)
    }
  },
  generateBundle(_options, bundle) {
    for (const out of Object.values(bundle)) {
      if (out.type !== 'chunk') continue
      // Module code here is before minification: scale each module's gzip to its chunk's.
      const raw = Object.entries(out.modules).map(([id, m]) => ({
        id,
        gzip: m.code ? gzipSync(m.code, { level: 9 }).length : 0,
      }))
      const chunkGzip = gzipSync(out.code, { level: 9 }).length
      const rawSum = raw.reduce((s, m) => s + m.gzip, 0) || 1
      chunks.set(out.fileName, {
        file: out.fileName,
        isEntry: out.isEntry,
        imports: out.imports,
        dynamicImports: out.dynamicImports,
        gzip: chunkGzip,
        modules: raw.map((m) => ({ id: m.id, gzip: (m.gzip * chunkGzip) / rawSum })),
      })
    }
  },
}

// TIDEPOOL_BENCH_WEB: another copy of apps/web to build (e.g. a snapshot while the tree moves).
const web = process.env.TIDEPOOL_BENCH_WEB ?? path.join(repo, 'apps/web')
await build({
  root: web,
  configFile: path.join(web, 'vite.config.ts'),
  logLevel: 'warn',
  plugins: [record, stub],
  // TIDEPOOL_BENCH_ROLLDOWN: extra build.rolldownOptions (JSON) to try before editing the config.
  build: {
    outDir,
    emptyOutDir: true,
    ...(process.env.TIDEPOOL_BENCH_ROLLDOWN
      ? { rolldownOptions: JSON.parse(process.env.TIDEPOOL_BENCH_ROLLDOWN) }
      : {}),
  },
})

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`
const short = (id: string): string =>
  id
    .replace(/\0/g, '')
    .replace(/^.*node_modules\//, 'npm:')
    .replace(`${repo}/`, '')

const entry = [...chunks.values()].find((c) => c.isEntry && c.file.includes('index'))
if (!entry) throw new Error('no entry chunk')
const initial = new Set<string>()
const visit = (file: string) => {
  if (initial.has(file)) return
  initial.add(file)
  for (const f of chunks.get(file)?.imports ?? []) visit(f)
}
visit(entry.file)

let total = 0
console.log('initial chunks (entry + static imports):')
for (const f of initial) {
  const c = chunks.get(f)
  if (!c) continue
  total += c.gzip
  console.log(`  ${kb(c.gzip).padStart(9)}  ${f}`)
}
console.log(`initial JS (gzip): ${kb(total)} in ${initial.size} file(s)`)

// Group the initial modules by package (or by source folder for the app's own code).
const groups = new Map<string, number>()
const mods: { id: string; gzip: number; file: string }[] = []
for (const f of initial)
  for (const m of chunks.get(f)?.modules ?? []) {
    mods.push({ ...m, file: f })
    const s = short(m.id)
    const key = s.startsWith('npm:')
      ? s.replace(/^npm:((?:@[^/]+\/)?[^/]+).*$/, '$1')
      : s.split('/').slice(0, 4).join('/')
    groups.set(key, (groups.get(key) ?? 0) + m.gzip)
  }
// Modules the entry needs (static closure of its imports); the rest of the initial chunks is
// code that rode along because the chunker grouped it with something the entry needs.
const needed = new Set<string>()
const walk = (id: string) => {
  if (needed.has(id)) return
  needed.add(id)
  for (const d of staticDeps.get(id) ?? []) walk(d)
}
for (const m of entry.modules) walk(m.id)
for (const id of staticDeps.keys()) if (id.endsWith('index.html')) walk(id)
const riders = mods.filter((m) => !needed.has(m.id) && m.gzip > 0)
console.log(
  `\ninitial modules the entry does not import statically: ${kb(riders.reduce((s, m) => s + m.gzip, 0))}`,
)
for (const m of riders.sort((a, b) => b.gzip - a.gzip).slice(0, top))
  console.log(`  ${kb(m.gzip).padStart(9)}  ${short(m.id)}  [${m.file}]`)
console.log('\ninitial JS by package / folder (share of chunk gzip):')
for (const [k, v] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${kb(v).padStart(9)}  ${k}`)
console.log('\nlargest initial modules:')
for (const m of mods.sort((a, b) => b.gzip - a.gzip).slice(0, top))
  console.log(`  ${kb(m.gzip).padStart(9)}  ${short(m.id)}  [${m.file}]`)

if (process.env.TIDEPOOL_BENCH_DUMP) {
  // Every initial module with its share, for diffing two builds.
  const { writeFileSync } = await import('node:fs')
  writeFileSync(
    process.env.TIDEPOOL_BENCH_DUMP,
    mods.map((m) => `${m.gzip.toFixed(0).padStart(6)} ${m.file} ${short(m.id)}`).join('\n'),
  )
}

if (why) {
  // For each initial module matching `--why`: the shortest chain of static importers, within the
  // initial modules, back to the entry — which app import pulls it in at start-up.
  const initialIds = new Set(mods.map((m) => m.id))
  const entryIds = new Set(entry.modules.map((m) => m.id).filter((id) => id.endsWith('main.tsx')))
  console.log(`\nwhy: initial modules matching "${why}", each imported by the next, up to main.tsx`)
  for (const m of mods.filter((x) => x.id.includes(why))) {
    const prev = new Map<string, string>()
    const queue = [m.id]
    let hit: string | undefined
    while (queue.length > 0 && !hit) {
      const cur = queue.shift() as string
      for (const imp of importers.get(cur) ?? []) {
        if (prev.has(imp) || imp === m.id || !initialIds.has(imp)) continue
        prev.set(imp, cur)
        if (entryIds.has(imp)) {
          hit = imp
          break
        }
        queue.push(imp)
      }
    }
    const chain: string[] = []
    for (let at = hit; at; at = prev.get(at)) chain.push(short(at))
    console.log(`  ${short(m.id)}: ${hit ? chain.reverse().join(' <- ') : 'no chain found'}`)
  }
}

if (process.env.TIDEPOOL_BENCH_IMPORTERS) {
  // Every module that imports the given one (static or dynamic), for chasing a chain by hand.
  for (const [id, set] of importers)
    if (id.includes(process.env.TIDEPOOL_BENCH_IMPORTERS))
      console.log(
        `\n${short(id)} is imported by:\n${[...set].map((x) => `  ${short(x)}`).join('\n')}`,
      )
}
