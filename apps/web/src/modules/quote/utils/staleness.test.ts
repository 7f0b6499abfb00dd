import { describe, expect, it } from 'vitest'
import { isQuoteStale } from './staleness'

describe('isQuoteStale (spec 01 §7.1: quotes older than 10 blocks are ignored)', () => {
  it('keeps a quote up to 10 blocks behind the chain', () => {
    expect(isQuoteStale(100n, 100n)).toBe(false)
    expect(isQuoteStale(100n, 110n)).toBe(false)
  })
  it('ignores a quote more than 10 blocks behind', () => {
    expect(isQuoteStale(100n, 111n)).toBe(true)
  })
  it('keeps a quote ahead of a lagging block number, or when the block is unknown', () => {
    expect(isQuoteStale(120n, 100n)).toBe(false)
    expect(isQuoteStale(100n, undefined)).toBe(false)
  })
})
