// Vitest reporter (issue 30, "measure first"): after the default reporter's summary, the ten
// test files that cost the most. A file's cost is everything its worker spent on it: the
// environment (jsdom or node), the setup files, importing the file and its modules, and the
// tests themselves (the default reporter's per-file figure is the last one only).
import type { Reporter, TestModule } from 'vitest/node'

const SHOWN = 10

interface FileCost {
  project: string
  file: string
  total: number
  environment: number
  setup: number
  imports: number
  tests: number
}

function costOf(module: TestModule): FileCost {
  const d = module.diagnostic()
  const setup = d.prepareDuration + d.setupDuration
  return {
    project: module.project.name,
    file: module.relativeModuleId,
    total: d.environmentSetupDuration + setup + d.collectDuration + d.duration,
    environment: d.environmentSetupDuration,
    setup,
    imports: d.collectDuration,
    tests: d.duration,
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const costs = testModules.map(costOf).sort((a, b) => b.total - a.total)
    if (costs.length === 0) return
    const rows = costs.slice(0, SHOWN)
    const sum = costs.reduce((s, c) => s + c.total, 0)
    const lines = [
      '',
      ` Slowest test files (${rows.length} of ${costs.length}; all files: ${seconds(sum)} of worker time)`,
      ...rows.map(
        (c) =>
          `  ${seconds(c.total).padStart(9)}  ${c.project.padEnd(8)} ${c.file}  ` +
          `(environment ${seconds(c.environment)}, setup ${seconds(c.setup)}, ` +
          `import ${seconds(c.imports)}, tests ${seconds(c.tests)})`,
      ),
      '',
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  }
}
