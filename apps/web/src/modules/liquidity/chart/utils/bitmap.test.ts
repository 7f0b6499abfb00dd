import { describe, expect, it } from 'vitest'
import { bitmapWords, ticksInBitmap } from './bitmap'

describe('tick bitmap words (v3-core TickBitmap)', () => {
  it('covers every usable tick of a spacing', () => {
    // floor(-887272 / 60) = -14788 → word -58; floor(887272 / 60) = 14787 → word 57
    const w60 = bitmapWords(60)
    expect([w60[0], w60.at(-1), w60.length]).toEqual([-58, 57, 116])
    // spacing 1: -887272 >> 8 = -3466, 887272 >> 8 = 3465
    const w1 = bitmapWords(1)
    expect([w1[0], w1.at(-1), w1.length]).toEqual([-3466, 3465, 6932])
  })
  it('counts the initialized ticks of a word', () => {
    expect(ticksInBitmap(0n)).toBe(0)
    expect(ticksInBitmap(0b1011n)).toBe(3)
    expect(ticksInBitmap((1n << 256n) - 1n)).toBe(256)
  })
})
