import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from '../../chain/publicChains'
import { currencyId, isNative, NATIVE_ADDRESS, nativeById, sameCurrency } from './currency'

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

describe('nativeById: a currency id naming a native coin', () => {
  const chain = (id: number) => {
    const found = PUBLIC_CHAINS.find((c) => c.id === id)
    if (!found) throw new Error(`no chain ${id}`)
    return found
  }
  const ethereum = chain(1)
  const polygon = chain(137)
  const bnb = chain(56)

  it("is the chain's coin for 'ETH' (spec 01 §3) and for the chain's own symbol, whatever the case", () => {
    expect(nativeById(ethereum, 'ETH')).toMatchObject({ chainId: 1, address: 'ETH', symbol: 'ETH' })
    expect(nativeById(polygon, 'ETH')).toMatchObject({ chainId: 137, symbol: 'POL' })
    expect(nativeById(polygon, 'pol')).toMatchObject({ chainId: 137, symbol: 'POL' })
    expect(nativeById(bnb, 'BNB')).toMatchObject({ chainId: 56, symbol: 'BNB' })
  })

  it('takes MATIC, as links made before the migration to POL say, for Polygon’s POL', () => {
    expect(polygon.nativeCurrency.symbol).toBe('POL')
    expect(nativeById(polygon, 'MATIC')).toMatchObject({
      chainId: 137,
      address: 'ETH',
      symbol: 'POL',
    })
  })

  it('never takes Polygon’s coin for another chain’s (spec 01 §8 "Not matic")', () => {
    let checked = 0
    for (const other of PUBLIC_CHAINS.filter((c) => c.nativeCurrency.symbol !== 'POL')) {
      expect(nativeById(other, 'POL'), other.label).toBe('other-chain')
      expect(nativeById(other, 'MATIC'), other.label).toBe('other-chain')
      checked++
    }
    expect(checked).toBeGreaterThanOrEqual(10)
  })

  it('is undefined for anything else: an address or another symbol', () => {
    expect(nativeById(ethereum, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBeUndefined()
    expect(nativeById(ethereum, 'BNB')).toBeUndefined()
  })
})
