import { describe, expect, it } from 'vitest'
import { token } from '../testing/fixtures'
import {
  compareAmountsDesc,
  indexTokens,
  parseQuery,
  prewarmSearch,
  sortedEntries,
} from './searchIndex'

const A = token(1, { symbol: 'bbb' })
const B = token(2, { symbol: 'AAA' })
const C = token(3, { symbol: 'ccc' })
const OTHER = token(4, { symbol: 'AAA', chainId: 1 })

describe('search index (issue 3 Performance)', () => {
  it('is built once per token array and chain: on-chain tokens, first of each address', () => {
    const tokens = [A, B, OTHER, { ...A, symbol: 'dup', address: A.address.toUpperCase() }]
    const index = indexTokens(tokens, 31337)
    expect(indexTokens(tokens, 31337)).toBe(index)
    expect(index.entries.map((e) => e.token)).toEqual([A, B])
    expect(index.keys.has(A.address.toLowerCase())).toBe(true)
    expect(indexTokens([...tokens], 31337)).not.toBe(index)
  })

  it('orders by symbol, and lifts balance holders (highest first) in front', () => {
    const index = indexTokens([A, B, C], 31337)
    expect(sortedEntries(index).map((e) => e.token.symbol)).toEqual(['AAA', 'bbb', 'ccc'])
    const balances = new Map([
      [C.address.toLowerCase(), 5n],
      [A.address.toLowerCase(), 9n],
    ])
    const sorted = sortedEntries(index, balances)
    expect(sorted.map((e) => e.token.symbol)).toEqual(['bbb', 'ccc', 'AAA'])
    expect(sortedEntries(index, balances)).toBe(sorted)
    expect(sortedEntries(index, new Map())).toBe(sortedEntries(index))
  })

  it('compares balances by value with their decimals, not by raw integer (issue 12 #2)', () => {
    // 5 USDC (6 decimals) is 5,000,000 raw; 0.001 WETH (18 decimals) is 10^15 raw.
    const usdc = token(5, { symbol: 'USDC', decimals: 6 })
    const weth = token(6, { symbol: 'WETH', decimals: 18 })
    const index = indexTokens([weth, usdc], 31337)
    const balances = new Map([
      [usdc.address.toLowerCase(), 5_000_000n],
      [weth.address.toLowerCase(), 10n ** 15n],
    ])
    expect(sortedEntries(index, balances).map((e) => e.token.symbol)).toEqual(['USDC', 'WETH'])
    // 2 of a 6-decimals token outranks 1.999999999999999999 of an 18-decimals one: exact.
    expect(compareAmountsDesc(2_000_000n, 6, 2n * 10n ** 18n - 1n, 18)).toBe(-1)
    expect(compareAmountsDesc(2_000_000n, 6, 2n * 10n ** 18n, 18)).toBe(0)
    expect(compareAmountsDesc(1n, 0, 10n ** 18n + 1n, 18)).toBe(1)
  })

  it('analyses a query once: everything, an address, or words', () => {
    expect(parseQuery('  ')).toEqual({ kind: 'all' })
    expect(parseQuery(` ${A.address.toUpperCase().replace('0X', '0x')} `)).toEqual({
      kind: 'address',
      key: A.address.toLowerCase(),
    })
    expect(parseQuery('USD  Coin')).toEqual({
      kind: 'words',
      text: 'usd  coin',
      parts: ['usd', 'coin'],
    })
  })

  it('prewarms the same index the search uses', () => {
    const active = [A, B]
    const inactive = [C]
    prewarmSearch(active, inactive, 31337)
    const index = indexTokens(active, 31337)
    expect(sortedEntries(index)).toBe(sortedEntries(indexTokens(active, 31337)))
    expect(indexTokens(inactive, 31337).entries).toHaveLength(1)
  })
})
