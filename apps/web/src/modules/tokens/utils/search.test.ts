import { describe, expect, it } from 'vitest'
import { token } from '../testing/fixtures'
import { matchesQuery, pickOnEnter, SEARCH_RESULTS_CAP, searchTokens } from './search'

const USDC = token(1, { symbol: 'USDC', name: 'USD Coin' })
const USDT = token(2, { symbol: 'USDT', name: 'Tether USD' })
const DAI = token(3, { symbol: 'DAI', name: 'Dai Stablecoin' })
const SUSD = token(4, { symbol: 'sUSD', name: 'Synth sUSD' })
const OTHER_CHAIN = token(5, { symbol: 'USDC', name: 'USD Coin', chainId: 412346 })

describe('matchesQuery', () => {
  it('matches the start or end of a word of the symbol or name', () => {
    expect(matchesQuery(USDC, 'usd')).toBe(true)
    expect(matchesQuery(USDC, 'coin')).toBe(true)
    expect(matchesQuery(DAI, 'stable')).toBe(true)
    expect(matchesQuery(DAI, 'tab')).toBe(false)
    expect(matchesQuery(USDT, 'tether usd')).toBe(true)
  })
  it('matches a pasted address exactly, in any case', () => {
    expect(matchesQuery(USDC, USDC.address.toUpperCase().replace('0X', '0x'))).toBe(true)
    expect(matchesQuery(USDT, USDC.address)).toBe(false)
  })
})

describe('searchTokens (spec 01 §5 Token search)', () => {
  it('matches only the current chain', () => {
    const r = searchTokens({
      query: 'usdc',
      chainId: 31337,
      active: [OTHER_CHAIN, USDC],
      inactive: [OTHER_CHAIN],
    })
    expect(r.active).toEqual([USDC])
    expect(r.inactive).toEqual([])
  })

  it('orders exact symbol, then symbol prefix, then the rest; balance then symbol within', () => {
    const r = searchTokens({
      query: 'usd',
      chainId: 31337,
      active: [SUSD, USDT, USDC],
      inactive: [],
      balances: new Map([[USDT.address.toLowerCase(), 5n]]),
    })
    expect(r.active.map((t) => t.symbol)).toEqual(['USDT', 'USDC', 'sUSD'])
    const exact = searchTokens({
      query: 'usdc',
      chainId: 31337,
      active: [USDT, USDC],
      inactive: [],
    })
    expect(exact.active[0]).toBe(USDC)
  })

  it('skips inactive tokens already active and dedupes by address', () => {
    const copy = { ...USDC, address: USDC.address.toUpperCase().replace('0X', '0x') }
    const r = searchTokens({
      query: 'usd',
      chainId: 31337,
      active: [USDC],
      inactive: [copy, USDT, USDT],
    })
    expect(r.inactive).toEqual([USDT])
  })

  it(`caps inactive results at ${SEARCH_RESULTS_CAP}`, () => {
    const many = Array.from({ length: 50 }, (_, i) => token(100 + i, { symbol: `USD${i}` }))
    expect(
      searchTokens({ query: 'usd', chainId: 31337, active: [], inactive: many }).inactive,
    ).toHaveLength(10)
  })

  it('shows every active token for an empty query and no inactive ones', () => {
    const r = searchTokens({ query: ' ', chainId: 31337, active: [DAI, USDC], inactive: [USDT] })
    expect(r.active.map((t) => t.symbol)).toEqual(['DAI', 'USDC'])
    expect(r.inactive).toEqual([])
  })
})

describe('pickOnEnter', () => {
  it('picks the exact symbol match, case-insensitively', () => {
    expect(pickOnEnter('usdc', [USDT, USDC])).toBe(USDC)
  })
  it('picks the single result', () => {
    expect(pickOnEnter('stable', [DAI])).toBe(DAI)
  })
  it('picks nothing among several inexact results', () => {
    expect(pickOnEnter('us', [USDT, USDC])).toBeUndefined()
    expect(pickOnEnter('x', [])).toBeUndefined()
  })
})
