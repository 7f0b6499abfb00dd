// `npm test`: every test of the project, in order of cost. Runs every step even after a
// failure (so one run tells everything), then exits non-zero if any step failed.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const repo = path.resolve(import.meta.dirname, '..')

interface Step {
  name: string
  command: string
  args: string[]
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const steps: Step[] = [
  { name: 'typecheck', command: npm, args: ['run', 'typecheck'] },
  { name: 'lint (biome + import boundaries)', command: npm, args: ['run', 'lint'] },
  { name: 'unused exports (knip)', command: npm, args: ['run', 'knip'] },
  {
    name: 'i18n catalogs match the code (lingui extract)',
    command: npm,
    args: ['run', 'check:i18n'],
  },
  {
    name: 'initial JS size budget (production build)',
    command: npm,
    args: ['run', 'bench:bundle', '-w', 'bench', '--', '--check'],
  },
  {
    name: 'unit tests (vitest: web + unit)',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'web', '--project', 'unit'],
  },
  {
    name: 'integration tests (vitest, live devnet)',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'integration'],
  },
  { name: 'chromium for end-to-end tests', command: 'bash', args: ['scripts/ensure-chromium.sh'] },
  {
    name: 'end-to-end tests (playwright, chromium, devnet)',
    command: npm,
    args: ['run', 'test:e2e'],
  },
]

const only = process.argv.slice(2)
const results: { name: string; ok: boolean; seconds: number }[] = []
for (const step of steps) {
  if (only.length > 0 && !only.some((o) => step.name.startsWith(o))) continue
  console.log(`\n=== ${step.name} ===`)
  const started = performance.now()
  const r = spawnSync(step.command, step.args, { cwd: repo, stdio: 'inherit' })
  const seconds = (performance.now() - started) / 1000
  results.push({ name: step.name, ok: r.status === 0, seconds })
}

console.log('\n=== summary ===')
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`)
const failed = results.filter((r) => !r.ok)
if (failed.length > 0) {
  console.log(`\n${failed.length} step(s) failed: ${failed.map((f) => f.name).join(', ')}`)
  process.exit(1)
}
