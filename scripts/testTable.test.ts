import { describe, expect, it } from 'vitest'
import { failureExcerpt, formatTable } from './testTable.ts'

describe('npm test closing table', () => {
  const results = [
    { name: 'end-to-end', lane: 1, startedAt: 400.2, seconds: 610.04, ok: true },
    { name: 'typecheck', lane: 1, startedAt: 0.1, seconds: 95.5, ok: true },
    { name: 'integration', lane: 2, startedAt: 0.2, seconds: 250, ok: false },
  ]

  it('lists the steps in the order they started, with lane, start time and wall time', () => {
    const lines = formatTable(results, 1010.3).split('\n')
    expect(lines).toHaveLength(5)
    expect(lines[1]).toMatch(/^typecheck\s+1\s+0:00\s+95\.5\s+ok$/)
    expect(lines[2]).toMatch(/^integration\s+2\s+0:00\s+250\.0\s+FAIL$/)
    expect(lines[3]).toMatch(/^end-to-end\s+1\s+6:40\s+610\.0\s+ok$/)
  })

  it('closes with the total wall time, failed when any step failed', () => {
    expect(formatTable(results, 1010.3).split('\n').at(-1)).toMatch(
      /^total \(wall\)\s+0:00\s+1010\.3\s+FAIL$/,
    )
    expect(formatTable(results.slice(0, 2), 700).split('\n').at(-1)).toMatch(/700\.0\s+ok$/)
  })
})

describe('the excerpt of a failed step', () => {
  const esc = String.fromCharCode(27)
  const vitest = [
    ` ${esc}[32m✓${esc}[39m integration a.int.test.ts (3 tests)`,
    ' ✓ b.int.test.ts (2 tests) an Error: word in a passing title',
    '',
    '⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯',
    '',
    ' FAIL   integration  replica.int.test.ts',
    'Error: hardhat node (chain 1) exited:',
    ...Array.from({ length: 50 }, (_, i) => `  frame ${i}`),
  ].join('\n')

  it("starts at Vitest's failure report, not at an earlier line that says Error, colours removed", () => {
    const lines = failureExcerpt(vitest, 5).split('\n')
    expect(lines[0]).toBe('⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯')
    expect(lines[3]).toBe('Error: hardhat node (chain 1) exited:')
    expect(lines).toHaveLength(6)
    expect(lines[5]).toBe("… 49 more line(s) in the step's log")
  })

  it("starts at Playwright's numbered failure and at tsc's first error", () => {
    const pw =
      'Running 3 tests\n  ✓ ok one\n  1) [chromium] › specs/a.spec.ts:3:1 › fails\n    Error: x'
    expect(failureExcerpt(pw).split('\n')[0]).toBe('  1) [chromium] › specs/a.spec.ts:3:1 › fails')
    const tsc = 'ok   e2e/tsconfig.json\nsrc/a.ts(1,14): error TS2322: no\nFAIL apps/web'
    expect(failureExcerpt(tsc).split('\n')[0]).toBe('src/a.ts(1,14): error TS2322: no')
  })

  it('falls back to the last lines when nothing looks like a failure', () => {
    const log = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n')
    expect(failureExcerpt(log, 3)).toBe('line 97\nline 98\nline 99')
  })
})
