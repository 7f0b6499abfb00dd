import { describe, expect, it } from 'vitest'
import { isNative, NATIVE_ADDRESS } from '../currency'
import type { ListedToken } from '../types'
import { commonBases, nativeMatches } from './pickerRows'

const token = (symbol: string, address: string): ListedToken => ({
  chainId: 1,
  address,
  decimals: 18,
  symbol,
  name: `${symbol} token`,
})
const native = { ...token('ETH', NATIVE_ADDRESS), name: 'Ether' }

describe('commonBases', () => {
  it('is the native currency, then the wrapped token and the majors present', () => {
    const weth = token('WETH', '0x01')
    const dai = token('DAI', '0x02')
    const bases = commonBases(native, 'WETH', [dai, token('ABC', '0x03'), weth])
    expect(bases.map((t) => t.symbol)).toEqual(['ETH', 'WETH', 'DAI'])
    expect(isNative(bases[0] ?? weth)).toBe(true)
  })
})

describe('nativeMatches', () => {
  it('matches an empty query, the symbol or the name by prefix', () => {
    expect(nativeMatches(native, '')).toBe(true)
    expect(nativeMatches(native, 'et')).toBe(true)
    expect(nativeMatches(native, 'Ether')).toBe(true)
    expect(nativeMatches(native, 'dai')).toBe(false)
  })
})
