// Issue 30 "Measure first": every test's duration, written to `test-results/durations.json`
// (sorted, slowest first) and the 15 slowest printed when the run ends, so each change to the
// suite can see where its time goes. Retries are separate entries: a flaky test costs twice.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type {
  FullConfig,
  FullResult,
  Reporter,
  TestCase,
  TestResult,
} from '@playwright/test/reporter'

interface Entry {
  title: string
  file: string
  status: TestResult['status']
  retry: number
  seconds: number
}

const SHOWN = 15

export default class DurationsReporter implements Reporter {
  private entries: Entry[] = []
  private outFile = ''
  private started = 0

  onBegin(config: FullConfig): void {
    this.started = Date.now()
    const project = config.projects[0]
    this.outFile = join(
      project?.outputDir ?? join(config.rootDir, 'test-results'),
      'durations.json',
    )
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.entries.push({
      title: test.titlePath().slice(1).join(' › '),
      file: test.location.file,
      status: result.status,
      retry: result.retry,
      seconds: result.duration / 1000,
    })
  }

  onEnd(result: FullResult): void {
    const sorted = [...this.entries].sort((a, b) => b.seconds - a.seconds)
    const total = sorted.reduce((s, e) => s + e.seconds, 0)
    const wall = (Date.now() - this.started) / 1000
    try {
      mkdirSync(dirname(this.outFile), { recursive: true })
      writeFileSync(
        this.outFile,
        `${JSON.stringify({ status: result.status, wallSeconds: wall, testSeconds: total, tests: sorted }, null, 1)}\n`,
      )
    } catch (e) {
      console.error(`[durations] could not write ${this.outFile}: ${String(e)}`)
    }
    console.log(
      `\n[durations] ${sorted.length} test runs, ${total.toFixed(0)} s in tests, ${wall.toFixed(0)} s wall after global setup; the ${Math.min(SHOWN, sorted.length)} slowest:`,
    )
    for (const e of sorted.slice(0, SHOWN)) {
      const retry = e.retry > 0 ? ` (retry ${e.retry})` : ''
      console.log(`  ${e.seconds.toFixed(1).padStart(6)} s  ${e.title}${retry}`)
    }
    console.log(`[durations] all of them: ${this.outFile}`)
  }

  printsToStdio(): boolean {
    return false
  }
}
