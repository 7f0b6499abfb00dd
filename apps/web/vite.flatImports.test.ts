import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flatImports, pagePreloadsOnly, transitiveImports } from './vite.flatImports'

// A tiny app whose lazy part needs a chain of shared chunks: lazy → a → b, where `a` is shared
// with `other`, `b` with `other` and `third`, and `side` with `third`, so rolldown gives each its
// own chunk. Every
// module records when it runs, to compare execution order with and without the plugin.
const FILES: Record<string, string> = {
  'index.html': '<script type="module" src="./main.js"></script>',
  'main.js':
    "import('./lazy.js').then((m) => m.run())\nimport('./other.js').then((m) => m.run())\nimport('./third.js').then((m) => m.run())\n",
  'b.js': "globalThis.ran.push('b')\nexport const b = (x) => [x, 'b']\n",
  'a.js':
    "import { b } from './b.js'\nglobalThis.ran.push('a')\nexport const a = (x) => b([x, 'a'])\n",
  'side.js': "globalThis.ran.push('side')\nexport const side = 1\n",
  // `side` first: an appended import of b's chunk must not make b run before it.
  'lazy.js':
    "import { side } from './side.js'\nimport { a } from './a.js'\nglobalThis.ran.push('lazy')\nexport const run = () => a(side)\n",
  'other.js':
    "import { a } from './a.js'\nimport { b } from './b.js'\nglobalThis.ran.push('other')\nexport const run = () => b(a(2))\n",
  'third.js':
    "import { side } from './side.js'\nimport { b } from './b.js'\nglobalThis.ran.push('third')\nexport const run = () => b(side)\n",
}

interface Built {
  dir: string
  assets: Record<string, string>
  /** The built file of a source module's chunk (`lazy` → assets/lazy-….js). */
  file: (prefix: string) => string
  /** The code of that chunk. */
  source: (prefix: string) => string
}

async function buildApp(flat: boolean): Promise<Built> {
  const dir = await mkdtemp(join(tmpdir(), 'flat-imports-'))
  for (const [name, text] of Object.entries(FILES)) await writeFile(join(dir, name), text)
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: flat ? [flatImports()] : [],
    build: { outDir: 'dist', minify: false, ...(flat ? { modulePreload: pagePreloadsOnly } : {}) },
  })
  const names = await readdir(join(dir, 'dist/assets'))
  const assets: Record<string, string> = {}
  for (const name of names.filter((n) => n.endsWith('.js')))
    assets[name] = await readFile(join(dir, 'dist/assets', name), 'utf8')
  const file = (prefix: string) => {
    const name = names.find((n) => n.startsWith(`${prefix}-`) && n.endsWith('.js'))
    if (!name) throw new Error(`no ${prefix} chunk in ${names.join(', ')}`)
    return join(dir, 'dist/assets', name)
  }
  const source = (prefix: string) =>
    Object.entries(assets).find(([name]) => stem(name) === prefix)?.[1] ?? ''
  return { dir, assets, file, source }
}

/** The order the lazy part's modules run in, loaded as the browser would (ES modules in Node). */
async function runOrder(built: Built, prefix: string): Promise<string[]> {
  const ran: string[] = []
  ;(globalThis as { ran?: string[] }).ran = ran
  await import(/* @vite-ignore */ pathToFileURL(built.file(prefix)).href)
  return ran
}

/** The chunks a chunk imports, by module name (`b` for ./b-Cx1….js): hashes differ per build. */
const importsOf = (code: string) =>
  [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+)"/g)].map((m) => stem(m[1] ?? ''))
const stem = (file: string) => file.replace(/-[\w-]+\.js$/, '')

let flat: Built
let plain: Built

beforeAll(async () => {
  plain = await buildApp(false)
  flat = await buildApp(true)
}, 60_000)

afterAll(async () => {
  await rm(plain.dir, { recursive: true, force: true })
  await rm(flat.dir, { recursive: true, force: true })
})

describe('transitiveImports', () => {
  it('lists what the imports need and the chunk does not import itself, once each', () => {
    const bundle = {
      'x.js': { imports: ['y.js', 'w.js'] },
      'y.js': { imports: ['z.js', 'w.js'] },
      'z.js': { imports: ['y.js', 'v.js'] },
      'w.js': { imports: [] },
      'v.js': { imports: [] },
    }
    expect(transitiveImports(bundle['x.js'], bundle).sort()).toEqual(['v.js', 'z.js'])
    expect(transitiveImports(bundle['w.js'], bundle)).toEqual([])
  })
})

describe('the flat-imports build step', () => {
  it('makes a lazy chunk import every chunk of its graph, which without it was a level deeper', async () => {
    const before = importsOf(plain.source('lazy'))
    const after = importsOf(flat.source('lazy'))
    // Without the step the lazy chunk reaches b's chunk only through a's: a round trip later.
    const deep = after.filter((name) => !before.includes(name))
    expect(deep).toEqual(['b'])
    for (const name of deep) {
      const via = before.filter((direct) => importsOf(plain.source(direct)).includes(name))
      expect(via.length).toBeGreaterThan(0)
    }
    expect(after.slice(0, before.length)).toEqual(before)
  })

  it('runs the modules in the same order as the build without it', async () => {
    const expected = await runOrder(plain, 'lazy')
    expect(expected).toEqual(['side', 'b', 'a', 'lazy'])
    expect(await runOrder(flat, 'lazy')).toEqual(expected)
  })

  it('leaves the entry without a list of files to preload for each lazy import', () => {
    expect(plain.source('index')).toMatch(/__vite__mapDeps/)
    expect(flat.source('index')).not.toMatch(/__vite__mapDeps/)
  })
})
