// Benchmark: JS size of the production build, gzip. "Initial" is what index.html loads before
// the app can run (entry script + modulepreloads); "total" is every JS chunk.
// Run: npm run bench:bundle -w bench   (`-- --check`: exit 1 above the budget; npm test runs it)
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Initial JS budget, gzip, before /swap is interactive: ≤ 125 KB (issue 29, Foundation 3; 150 KB
 * before), on React 19 + react-dom (bench/README.md): wagmi, its connectors and autoconnect load
 * after the first paint (modules/wallet), as do viem's transports and read path, the status bar,
 * toasts, token-list refresh and the blocked-address list; the swap's send half and the
 * transactions store once an account is connected; the quote actions with the first quote; each
 * lazy part's texts with the part. Shared chunks are named by their hash alone, which keeps their
 * names out of the entry's preload map (apps/web/vite.config.ts). What is left in the entry is
 * listed in bench/README.md "Production build JS size".
 */
const INITIAL_BUDGET_BYTES = 125 * 1024

const repo = path.resolve(import.meta.dirname, '../..')
// `--dir <build>` measures an existing production build instead of building one: `npm test`
// builds the app once (for e2e) and checks that build (issue 30). Its only difference from this
// script's own build is the devnet and quote URLs baked in (the e2e ports: a byte or two).
const dirArg = process.argv.indexOf('--dir')
const given = dirArg >= 0 ? process.argv[dirArg + 1] : undefined
const outDir = given ? path.resolve(given) : path.join(repo, '.devnet/bench-dist')
if (!given) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(repo, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

const gz = (file: string): number =>
  gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length
const html = readFileSync(path.join(outDir, 'index.html'), 'utf8')
const initial = [...html.matchAll(/(?:src|href)="(?:\.?\/)?(assets\/[^"]+\.js)"/g)].map(
  (m) => m[1] ?? '',
)
const all = readdirSync(path.join(outDir, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`)

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`
const initialBytes = initial.reduce((s, f) => s + gz(f), 0)
const totalBytes = all.reduce((s, f) => s + gz(f), 0)
console.log(`initial JS (gzip): ${kb(initialBytes)} in ${initial.length} file(s)`)
// The first render also waits for the user's catalog (main.tsx: activateLocale), a lazy chunk of
// its own: for en-US, this one. It is not in the budget's figure above (the measure,
// entry and preloads), so it is reported beside it rather than left out of sight.
const catalog = all.find((f) => /^assets\/en-US-[\w-]+\.js$/.test(f))
if (catalog)
  console.log(
    `+ en-US catalog:   ${kb(gz(catalog))} (${catalog}): ${kb(initialBytes + gz(catalog))} before the first render`,
  )
console.log(`all JS (gzip):     ${kb(totalBytes)} in ${all.length} chunk(s)`)
for (const f of all.sort((a, b) => gz(b) - gz(a)).slice(0, 8))
  console.log(`  ${kb(gz(f)).padStart(9)}  ${f}`)

if (process.argv.includes('--check') && initial.length === 0) {
  console.error(`no initial JS found in ${outDir}/index.html: nothing was measured`)
  process.exit(1)
}
if (process.argv.includes('--check') && initialBytes > INITIAL_BUDGET_BYTES) {
  console.error(`initial JS ${kb(initialBytes)} is over the budget of ${kb(INITIAL_BUDGET_BYTES)}`)
  process.exit(1)
}
