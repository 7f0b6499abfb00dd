// The v4 reader's decoding of StateView's bitmap words: each set bit is an initialized tick at
// (word · 256 + bit) · spacing, ascending across words, negative words included.
import { describe, expect, it } from 'vitest'
import { ticksOfWords } from './readV4PoolTicks'

describe('ticksOfWords', () => {
  it('turns set bits into ticks, ascending, from negative words to positive ones', () => {
    const words = [-1, 0, 3]
    const bitmaps = [(1n << 255n) | (1n << 2n), 0n, 1n | (1n << 17n)]
    expect(ticksOfWords(words, bitmaps, 60)).toEqual([
      (-256 + 2) * 60,
      (-256 + 255) * 60,
      3 * 256 * 60,
      (3 * 256 + 17) * 60,
    ])
  })

  it('reads nothing from empty words', () => {
    expect(ticksOfWords([-2, -1, 0], [0n, 0n, 0n], 10)).toEqual([])
  })
})
