// `npm test`: every test of the project. Runs every step even after a failure (so one run tells
// everything), then prints a closing table of each step's wall time and exits non-zero if any
// step failed. `npm test -- <name prefix>…` runs only the steps whose names start so.
//
// Issue 30: the steps run in lanes, side by side, each lane's steps one after another: the
// integration tests (one file at a time on one devnet) use about one core, the static checks,
// the one app build, the unit tests the other, and the Chromium install waits on the network;
// e2e, last, waits for all three (its global setup, the devnets' start, runs beside the end of
// the integration tests; its tests wait for them). The app is built once: the size budget checks
// that build and e2e reuses it.
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { failureExcerpt, formatTable, type StepResult } from './testTable.ts'

const repo = path.resolve(import.meta.dirname, '..')
const logDir = path.join(repo, '.devnet', 'test-logs')
const E2E_BUILD_DIR = path.join(repo, '.devnet', 'e2e', 'web')
/** Written when the steps e2e's tests wait for are done (see `e2e` below). */
const E2E_TESTS_GATE = path.join(logDir, 'e2e-tests-may-start')

interface Step {
  name: string
  command: string
  args: string[]
  /** Set only once the app build of this run succeeded (see `e2e` below). */
  env?: () => NodeJS.ProcessEnv
  /** Steps of other lanes this one waits for (those selected). */
  after?: Step[]
  /**
   * Steps of other lanes this one may start beside, but whose end its work waits for: the step
   * is told `E2E_TESTS_GATE`, a file written once they are done (those selected).
   */
  gatedOn?: Step[]
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const builtThisRun = { ok: false }

const typecheck: Step = { name: 'typecheck', command: npm, args: ['run', 'typecheck'] }
const lint: Step = { name: 'lint (biome + import boundaries)', command: npm, args: ['run', 'lint'] }
const knip: Step = { name: 'unused exports (knip)', command: npm, args: ['run', 'knip'] }
const i18n: Step = {
  name: 'i18n catalogs match the code (lingui extract)',
  command: npm,
  args: ['run', 'check:i18n'],
}
const build: Step = {
  name: 'app build (production, for the budget and e2e)',
  command: npm,
  args: ['run', 'build:app', '-w', 'e2e'],
}
const budget: Step = {
  name: 'initial JS size budget (that build)',
  command: npm,
  args: ['run', 'bench:bundle', '-w', 'bench', '--', '--check', '--dir', E2E_BUILD_DIR],
}
const unit: Step = {
  name: 'unit tests (vitest: web, web-node, web-mocking, unit)',
  command: 'npx',
  args: [
    'vitest',
    'run',
    '--project',
    'web',
    '--project',
    'web-node',
    '--project',
    'web-mocking',
    '--project',
    'unit',
  ],
}
const integration: Step = {
  name: 'integration tests (vitest, live devnet)',
  command: 'npx',
  args: ['vitest', 'run', '--project', 'integration'],
}
const chromium: Step = {
  name: 'chromium for end-to-end tests',
  command: 'bash',
  args: ['scripts/ensure-chromium.sh'],
}
const e2e: Step = {
  name: 'end-to-end tests (playwright, chromium, devnet)',
  command: npm,
  args: ['run', 'test:e2e'],
  // Reuse this run's build; without one (a failed or skipped build step) e2e builds its own.
  env: () => ({
    ...(builtThisRun.ok ? { TIDEPOOL_E2E_SKIP_BUILD: '1' } : {}),
    ...(gated.size > 0 ? { TIDEPOOL_E2E_TESTS_AFTER: E2E_TESTS_GATE } : {}),
  }),
  after: [chromium],
  // Its global setup (two devnets with their quote services, ~16 s) runs beside the integration
  // tests' last minute, on the core lane 1 has left; its tests wait for them to end.
  gatedOn: [integration],
}

/**
 * The lanes run side by side, each lane's steps one after another. Two CPU-bound lanes for two
 * cores: with the build in a lane of its own as well, the integration tests (timed per test) got
 * too little of the machine. e2e waits for the integration tests as well as for Chromium: started
 * beside them once unit was done, on a loaded machine, it slowed them past their timeouts (8
 * failed), for at most a core's two idle minutes won. Only its global setup starts beside them
 * (`gatedOn`): the devnets' start, not the tests.
 */
const lanes: Step[][] = [
  [typecheck, lint, knip, i18n, build, budget, unit, e2e],
  [integration],
  [chromium],
]

const only = process.argv.slice(2)
const selected = (s: Step) => only.length === 0 || only.some((o) => s.name.startsWith(o))
const runStart = performance.now()
const results: (StepResult & { log: string })[] = []

let active = 0

/**
 * Runs a step. A step that starts while no other runs streams its output, and so does e2e (the
 * last step) once the steps it is gated on have ended; a step beside others prints it once done,
 * so the lanes' outputs do not interleave.
 */
async function run(step: Step, lane: number): Promise<boolean> {
  let streaming = active === 0
  active++
  const file = path.join(logDir, `${step.name.replace(/[^a-z0-9]+/gi, '-')}.log`)
  const startedAt = (performance.now() - runStart) / 1000
  if (streaming) console.log(`\n=== ${step.name} ===`)
  else console.log(`--- started: ${step.name} (lane ${lane + 1}, +${startedAt.toFixed(0)} s)`)
  // Every step's output goes to its log (for the excerpt after the table), and is held until
  // the step streams it.
  const out = createWriteStream(file)
  const held: Buffer[] = []
  const child = spawn(step.command, step.args, {
    cwd: repo,
    env: { ...process.env, ...step.env?.() },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      out.write(chunk)
      if (!streaming && step.gatedOn && active === 1) {
        // The steps it is gated on have ended (e2e, the last step): catch up, then stream.
        console.log(`\n=== ${step.name} (lane ${lane + 1}) ===`)
        for (const h of held.splice(0)) process.stdout.write(h)
        streaming = true
      }
      if (streaming) process.stdout.write(chunk)
      else held.push(chunk)
    })
  }
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', (e) => {
      out.write(`\n${String(e)}\n`)
      resolve(null)
    })
    child.once('close', resolve)
  })
  await new Promise<void>((resolve) => out.end(resolve))
  if (!streaming) {
    console.log(`\n=== ${step.name} (lane ${lane + 1}) ===`)
    process.stdout.write(await readFile(file, 'utf8'))
  }
  active--
  const ok = code === 0
  const seconds = (performance.now() - runStart) / 1000 - startedAt
  results.push({ name: step.name, lane: lane + 1, startedAt, seconds, ok, log: file })
  return ok
}

await mkdir(logDir, { recursive: true })
const running = lanes.map((lane) => lane.filter(selected)).filter((lane) => lane.length > 0)
const done = new Map<Step, Promise<void>>()
const finished = new Map<Step, () => void>()
for (const step of running.flat())
  done.set(step, new Promise<void>((resolve) => finished.set(step, resolve)))
// The gate e2e's tests wait for: written once every selected step it is gated on is done.
const gated = new Set(e2e.gatedOn?.filter((s) => done.has(s)) ?? [])
await rm(E2E_TESTS_GATE, { force: true })
void Promise.all([...gated].map((s) => done.get(s))).then(() =>
  writeFile(E2E_TESTS_GATE, `${new Date().toISOString()}\n`),
)
await Promise.all(
  running.map(async (lane, i) => {
    for (const step of lane) {
      await Promise.all((step.after ?? []).map((s) => done.get(s)))
      const ok = await run(step, i)
      if (step === build) builtThisRun.ok = ok
      finished.get(step)?.()
    }
  }),
)

const totalSeconds = (performance.now() - runStart) / 1000
console.log(`\n=== summary ===\n${formatTable(results, totalSeconds)}`)
const failed = results.filter((r) => !r.ok)
if (failed.length > 0) {
  for (const f of failed) {
    const log = await readFile(f.log, 'utf8').catch(() => '')
    console.log(
      `\n--- ${f.name} failed; from ${path.relative(repo, f.log)}:\n${failureExcerpt(log)}`,
    )
  }
  console.log(`\n${failed.length} step(s) failed: ${failed.map((f) => f.name).join(', ')}`)
  process.exit(1)
}
