import { describe, expect, it } from 'vitest'
import { blockWindows } from './logs'

describe('blockWindows', () => {
  it('covers the range once, in windows no longer than the size, oldest first', () => {
    let checked = 0
    for (const [from, to, size] of [
      [0n, 0n, 1n],
      [5n, 4n, 3n],
      [100n, 129_999n, 10_000n],
      [7n, 23n, 5n],
      [21_688_329n, 21_700_000n, 10_000n],
    ] as const) {
      const w = blockWindows(from, to, size)
      const blocks = w.reduce((n, x) => n + (x.toBlock - x.fromBlock + 1n), 0n)
      expect(blocks).toBe(to >= from ? to - from + 1n : 0n)
      w.forEach((x, i) => {
        expect(x.toBlock - x.fromBlock + 1n).toBeLessThanOrEqual(size)
        if (i > 0) expect(x.fromBlock).toBe((w[i - 1]?.toBlock ?? -1n) + 1n)
      })
      checked++
    }
    expect(checked).toBe(5)
    expect(blockWindows(7n, 23n, 5n)).toEqual([
      { fromBlock: 7n, toBlock: 11n },
      { fromBlock: 12n, toBlock: 16n },
      { fromBlock: 17n, toBlock: 21n },
      { fromBlock: 22n, toBlock: 23n },
    ])
  })
})
