import { describe, expect, it } from 'vitest'
import { wrapLink } from './wrapLink'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' as const
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const chain = {
  wrappedNative: { address: WETH, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 },
  wrappedNativeSymbol: 'WETH',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
} as const

describe('wrapLink (spec 02 §2 Remove v2 liquidity)', () => {
  it('offers the wrapped native for a native side, switching only that side', () => {
    expect(wrapLink({ chain, currencyIdA: 'ETH', currencyIdB: DAI, nativeSide: 'A' })).toEqual({
      to: `/remove/v2/${WETH}/${DAI}`,
      symbol: 'WETH',
    })
  })

  it('offers the native currency for a wrapped-native side, whatever its case', () => {
    expect(
      wrapLink({ chain, currencyIdA: DAI, currencyIdB: WETH.toLowerCase(), nativeSide: null }),
    ).toEqual({ to: `/remove/v2/${DAI}/ETH`, symbol: 'ETH' })
  })

  it('is null for a pair with neither', () => {
    expect(wrapLink({ chain, currencyIdA: DAI, currencyIdB: DAI, nativeSide: null })).toBeNull()
  })
})
