import { describe, expect, it } from 'vitest'
import { formatTable } from './testTable.ts'

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
