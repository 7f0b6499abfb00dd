import { describe, expect, it } from 'vitest'
import {
  createSavedPairsStore,
  parseSavedPairs,
  SAVED_PAIRS_STORAGE_KEY,
  serializeSavedPairs,
} from './savedPairs'

const DAI = {
  chainId: 1,
  address: '0x6b175474e89094c44da98b954eedeac495271d0f',
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai',
}
const USDC = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
}

describe('saved v2 pairs', () => {
  it('saves a pair once, sorted and checksummed, whatever the order it was found in', () => {
    const store = createSavedPairsStore({})
    store.getState().savePair(USDC, DAI)
    store.getState().savePair(DAI, USDC)
    const pairs = Object.values(store.getState().byChain[1] ?? {})
    expect(pairs).toHaveLength(1)
    expect(pairs[0]?.token0.address).toBe('0x6B175474E89094C44Da98b954EedeAC495271d0F')
    expect(pairs[0]?.token1.symbol).toBe('USDC')
  })

  it('ignores a pair of one token', () => {
    const store = createSavedPairsStore({})
    store.getState().savePair(DAI, DAI)
    expect(store.getState().byChain).toEqual({})
  })

  it('reads back what it wrote, and drops bad entries one by one', () => {
    const store = createSavedPairsStore({})
    store.getState().savePair(DAI, USDC)
    const raw = JSON.parse(serializeSavedPairs(store.getState().byChain))
    raw.byChain[1].bad = { token0: DAI, token1: { ...USDC, decimals: -1 } }
    raw.byChain[5] = { x: { token0: DAI, token1: USDC } } // tokens of chain 1 under chain 5
    const parsed = parseSavedPairs(JSON.stringify(raw))
    expect(Object.keys(parsed)).toEqual(['1'])
    expect(Object.values(parsed[1] ?? {})).toHaveLength(1)
  })

  it('gives no pairs for garbage or another version', () => {
    expect(parseSavedPairs('{')).toEqual({})
    expect(parseSavedPairs(JSON.stringify({ version: 0, byChain: {} }))).toEqual({})
    expect(SAVED_PAIRS_STORAGE_KEY).toMatch(/:v1$/)
  })
})
