import { describe, expect, it } from 'vitest'
import { token } from '../testing/fixtures'
import {
  CUSTOM_TOKENS_STORAGE_KEY,
  createCustomTokensStore,
  parseCustomTokens,
  serializeCustomTokens,
} from './customTokens'

const DAI = token(1, { address: '0x6b175474e89094c44da98b954eedeac495271d0f', chainId: 1 })
const CHECKSUM = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

describe('custom tokens per chain', () => {
  it('uses a versioned key', () => {
    expect(CUSTOM_TOKENS_STORAGE_KEY).toBe('tidepool.customTokens:v1')
  })

  it('adds (checksummed), removes and clears per chain', () => {
    const store = createCustomTokensStore({})
    store.getState().addToken(DAI)
    store.getState().addToken(token(2, { chainId: 31337 }))
    expect(Object.keys(store.getState().byChain[1] ?? {})).toEqual([CHECKSUM])
    store.getState().removeToken(1, DAI.address)
    expect(store.getState().byChain[1]).toEqual({})
    store.getState().clearAll(31337)
    expect(store.getState().byChain[31337]).toEqual({})
  })

  it('round-trips through storage', () => {
    const store = createCustomTokensStore({})
    store.getState().addToken(DAI)
    expect(parseCustomTokens(serializeCustomTokens(store.getState().byChain))).toEqual(
      store.getState().byChain,
    )
  })

  it.each([null, 'garbage', '[]', '{"version":2,"byChain":{}}', '{"version":1,"byChain":7}'])(
    'migrates garbage %j to no tokens',
    (raw) => {
      expect(parseCustomTokens(raw)).toEqual({})
    },
  )

  it('drops bad entries one by one', () => {
    const raw = JSON.stringify({
      version: 1,
      byChain: { 1: { a: DAI, b: { ...DAI, address: 'nope' }, c: { ...DAI, chainId: 5 } }, x: {} },
    })
    expect(parseCustomTokens(raw)).toEqual({ 1: { [CHECKSUM]: { ...DAI, address: CHECKSUM } } })
  })
})
