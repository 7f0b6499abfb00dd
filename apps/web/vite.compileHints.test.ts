import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHints } from './vite.compileHints'

// A real build of a tiny app: an entry with a lazy import, so Vite writes its preload map (the
// line that used to push the hint off the first line) above the entry's code.
let dir = ''
let entry = ''
let lazy = ''
let lazyMap: SourceMapConsumer
let map: SourceMapConsumer

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compile-hints-'))
  await writeFile(join(dir, 'index.html'), '<script type="module" src="./main.js"></script>')
  // Two lazy chunks sharing a third: Vite preloads it with either, through its preload map.
  await writeFile(
    join(dir, 'main.js'),
    "export function marker() { return 'entry-marker' }\nimport('./lazy.js').then((m) => m.run(marker()))\nimport('./other.js').then((m) => m.run(marker()))\n",
  )
  await writeFile(join(dir, 'dep.js'), 'export const dep = (x) => [x, x]\n')
  await writeFile(join(dir, 'lazy.js'), "import { dep } from './dep.js'\nexport const run = dep\n")
  await writeFile(
    join(dir, 'other.js'),
    "import { dep } from './dep.js'\nexport const run = (x) => dep(dep(x))\n",
  )
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints()],
    build: { outDir: 'dist', sourcemap: true },
  })
  const assets = await readdir(join(dir, 'dist/assets'))
  const name = (prefix: string) => assets.find((f) => f.startsWith(prefix) && f.endsWith('.js'))
  entry = await readFile(join(dir, 'dist/assets', name('index-') ?? ''), 'utf8')
  lazy = await readFile(join(dir, 'dist/assets', name('other-') ?? ''), 'utf8')
  lazyMap = new SourceMapConsumer(
    JSON.parse(await readFile(join(dir, 'dist/assets', `${name('other-')}.map`), 'utf8')),
  )
  map = new SourceMapConsumer(
    JSON.parse(await readFile(join(dir, 'dist/assets', `${name('index-')}.map`), 'utf8')),
  )
}, 30_000)

afterAll(() => rm(dir, { recursive: true, force: true }))

describe('the compile-hints build step', () => {
  it('puts the hint on the first line of the entry, above the preload map Vite writes', () => {
    expect(entry.startsWith(COMPILE_HINT)).toBe(true)
    expect(entry.split('\n')[1]).toContain('__vite__mapDeps')
  })

  it('moves the entry source map down with it', () => {
    const lines = entry.split('\n')
    const line = lines.findIndex((l) => l.includes('entry-marker'))
    // The string's opening quote, whichever the minifier chose.
    const column = (lines[line]?.indexOf('entry-marker') ?? 0) - 1
    const original = map.originalPositionFor({ line: line + 1, column })
    expect(original.source).toMatch(/main\.js$/)
    expect(original.line).toBe(1)
  })

  it('puts it on the lazy chunks too, and their maps move with them', async () => {
    expect(lazy.startsWith(COMPILE_HINT)).toBe(true)
    const lines = lazy.split('\n')
    // `(t=>e(e(t)))` is other.js's `(x) => dep(dep(x))`, on line 2 of the file.
    const line = lines.findIndex((l) => l.includes('e(e('))
    const column = lines[line]?.indexOf('e(e(') ?? -1
    const original = lazyMap.originalPositionFor({ line: line + 1, column })
    expect(original.source).toMatch(/other\.js$/)
    expect(original.line).toBe(2)
  })
})
