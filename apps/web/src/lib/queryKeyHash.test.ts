import { describe, expect, it } from 'vitest'
import { hashQueryKey } from './queryKeyHash'

describe('hashQueryKey', () => {
  it('hashes bigints as their digits, which JSON alone cannot write', () => {
    expect(() => JSON.stringify([1n])).toThrow()
    expect(hashQueryKey(['block', 1, 12345678901234567890n])).toBe(
      '["block",1,"12345678901234567890"]',
    )
  })

  it('gives objects with the same entries in another order the same hash', () => {
    expect(hashQueryKey(['x', { b: 1, a: { d: 2n, c: 3 } }])).toBe(
      hashQueryKey(['x', { a: { c: 3, d: 2n }, b: 1 }]),
    )
  })

  it('keeps arrays in order', () => {
    expect(hashQueryKey([[1, 2]])).not.toBe(hashQueryKey([[2, 1]]))
  })
})
