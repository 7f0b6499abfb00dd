// The closing table of `npm test` (issue 30 "Measure first"): each step's lane, when it started
// and how long it took, so every change to the suite sees where its time goes.

export interface StepResult {
  name: string
  /** Lanes run side by side (scripts/test.ts); 1 when a step ran alone. */
  lane: number
  /** Seconds from the start of `npm test`. */
  startedAt: number
  seconds: number
  ok: boolean
}

const clock = (s: number): string => {
  const whole = Math.round(s)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** Rows in the order the steps started, then the run's total wall time. */
export function formatTable(results: readonly StepResult[], totalSeconds: number): string {
  const rows = [...results].sort((a, b) => a.startedAt - b.startedAt)
  const width = Math.max(4, ...rows.map((r) => r.name.length))
  const lines = [
    `${'step'.padEnd(width)}  lane  start   wall (s)  result`,
    ...rows.map(
      (r) =>
        `${r.name.padEnd(width)}  ${String(r.lane).padStart(4)}  ${clock(r.startedAt).padStart(5)}  ${r.seconds.toFixed(1).padStart(8)}  ${r.ok ? 'ok' : 'FAIL'}`,
    ),
    `${'total (wall)'.padEnd(width)}        ${clock(0).padStart(5)}  ${totalSeconds.toFixed(1).padStart(8)}  ${rows.every((r) => r.ok) ? 'ok' : 'FAIL'}`,
  ]
  return lines.join('\n')
}

// CI keeps only the tail of a run's output, and a step that ran beside others printed its log
// long before the table: after the table, each failed step's failure is printed again, short.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
/** Where a failure report starts, most specific first: Vitest, Playwright, tsc, anything. */
const FAILURE_STARTS = [
  /⎯ Failed (Tests|Suites) \d+ ⎯/,
  /⎯ Unhandled Errors? ⎯/,
  /^\s+\d+\) \[\w+\] › /,
  /error TS\d+:/,
  /\b(FAIL|Error|failed)\b/,
]

/**
 * The part of a failed step's log that says what failed: from the first line a failure report
 * starts with, at most `maxLines` lines; without one, the log's last `maxLines` lines.
 */
export function failureExcerpt(log: string, maxLines = 40): string {
  const lines = log.replace(ANSI, '').split('\n')
  for (const start of FAILURE_STARTS) {
    const at = lines.findIndex((l) => start.test(l))
    if (at >= 0) {
      const shown = lines.slice(at, at + maxLines)
      const left = lines.length - at - shown.length
      return [...shown, ...(left > 0 ? [`… ${left} more line(s) in the step's log`] : [])].join(
        '\n',
      )
    }
  }
  return lines.slice(-maxLines).join('\n')
}
