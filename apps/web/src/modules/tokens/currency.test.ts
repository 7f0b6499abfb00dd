import { describe, expect, it } from 'vitest'
import { currencyId, isNative, NATIVE_ADDRESS, sameCurrency } from './currency'

const usdc = { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }

describe('Currency helpers', () => {
  it('isNative: only the NATIVE_ADDRESS currency', () => {
    expect(isNative({ address: NATIVE_ADDRESS })).toBe(true)
    expect(isNative(usdc)).toBe(false)
  })

  it('sameCurrency: same chain and address, whatever the case; never for a missing side', () => {
    expect(sameCurrency(usdc, { ...usdc, address: usdc.address.toLowerCase() })).toBe(true)
    expect(sameCurrency(usdc, { ...usdc, chainId: 10 })).toBe(false)
    expect(sameCurrency(usdc, undefined)).toBe(false)
    expect(sameCurrency(null, null)).toBe(false)
  })

  it("currencyId: the address, or 'ETH' for the native coin (spec 01 §3)", () => {
    expect(currencyId({ address: NATIVE_ADDRESS })).toBe('ETH')
    expect(currencyId(usdc)).toBe(usdc.address)
  })
})
