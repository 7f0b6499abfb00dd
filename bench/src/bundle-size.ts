// Benchmark: JS size of the production build, gzip. "Initial" is what index.html loads before
// the app can run (entry script + modulepreloads); "total" is every JS chunk.
// Run: npm run bench:bundle -w bench
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const repo = path.resolve(import.meta.dirname, '../..')
const outDir = path.join(repo, '.devnet/bench-dist')
execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
  cwd: path.join(repo, 'apps/web'),
  stdio: ['ignore', 'ignore', 'inherit'],
})

const gz = (file: string): number =>
  gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length
const html = readFileSync(path.join(outDir, 'index.html'), 'utf8')
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')
const all = readdirSync(path.join(outDir, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`)

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`
const initialBytes = initial.reduce((s, f) => s + gz(f), 0)
const totalBytes = all.reduce((s, f) => s + gz(f), 0)
console.log(`initial JS (gzip): ${kb(initialBytes)} in ${initial.length} file(s)`)
console.log(`all JS (gzip):     ${kb(totalBytes)} in ${all.length} chunk(s)`)
for (const f of all.sort((a, b) => gz(b) - gz(a)).slice(0, 8))
  console.log(`  ${kb(gz(f)).padStart(9)}  ${f}`)
