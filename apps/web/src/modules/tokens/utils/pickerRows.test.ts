import { describe, expect, it } from 'vitest'
import { amountFormatters } from '../../../lib/format'
import { isNative, NATIVE_ADDRESS } from '../currency'
import type { ListedToken } from '../types'
import { commonBases, nativeMatches, rowBalanceText } from './pickerRows'

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

describe('rowBalanceText (issue 12 #4, issue 34 #5)', () => {
  it("shows every whole unit with the language's thousands separators, from its own decimals", () => {
    const usdc = { ...token('USDC', '0x05'), decimals: 6 }
    const row = { token: usdc, active: true, balance: 12_345_670_000n }
    expect(rowBalanceText(amountFormatters('en-US'), row)).toBe('12,345.67')
    expect(rowBalanceText(amountFormatters('de-DE'), row)).toBe('12.345,67')
    const dai = { token: token('DAI', '0x06'), active: true, balance: 1_234_567n * 10n ** 18n }
    expect(rowBalanceText(amountFormatters('en-US'), dai)).toBe('1,234,567')
    expect(
      rowBalanceText(amountFormatters('en-US'), { token: usdc, active: true, balance: 0n }),
    ).toBe('0')
    expect(rowBalanceText(amountFormatters('en-US'), { token: usdc, active: true })).toBeUndefined()
  })
})
