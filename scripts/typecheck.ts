// `npm run typecheck [-- <project dir>…]`: every TypeScript project of the repository, checked by
// TypeScript 7 (the native compiler, the `typescript7` alias in package.json).
//
// Issue 30: TypeScript 5.9's tsc took 128–211 s of `npm test` for these seven projects, one
// after another, each parsing viem's and wagmi's types again; TypeScript 7 checks the same
// programs, with the same tsconfig files, in a fraction of that (bench/README.md). TypeScript 5.9
// stays installed as the library that knip, abitype and editors load (TypeScript 7 has no such
// JavaScript API yet), so the alias is called by path rather than as `tsc`.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

const repo = path.resolve(import.meta.dirname, '..')
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript7/package.json')),
  'bin/tsc',
)

/** Each project's tsconfig, relative to the repository root. */
const PROJECTS = [
  'apps/web/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
  'packages/routing/tsconfig.json',
  'packages/devnet/tsconfig.json',
  'services/quote/tsconfig.json',
  'scripts/tsconfig.json',
]

const only = process.argv.slice(2)
const projects =
  only.length === 0 ? PROJECTS : PROJECTS.filter((p) => only.some((o) => p.startsWith(o)))
if (projects.length === 0) {
  console.error(`No TypeScript project matches ${only.join(', ')}; the projects: ${PROJECTS}`)
  process.exit(2)
}

let failed = 0
for (const project of projects) {
  const started = performance.now()
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], {
    cwd: repo,
    stdio: 'inherit',
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`${status === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)`)
  if (status !== 0) failed++
}
process.exit(failed === 0 ? 0 : 1)
