import { Ether, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { priceUnitSymbols } from './priceUnit'

const weth = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const usdc = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')

describe('priceUnitSymbols', () => {
  it('names the native currency the user chose, not the pool token', () => {
    expect(
      priceUnitSymbols({
        currencyA: Ether.onChain(1),
        currencyB: usdc,
        tokenA: weth,
        tokenB: usdc,
      }),
    ).toEqual({ base: 'ETH', quote: 'USDC' })
  })
  it('falls back to the pool tokens when the flow has no currencies (migration)', () => {
    expect(priceUnitSymbols({ tokenA: weth, tokenB: usdc })).toEqual({
      base: 'WETH',
      quote: 'USDC',
    })
  })
  it('is undefined until both sides are chosen', () => {
    expect(priceUnitSymbols({ currencyA: usdc })).toBeUndefined()
  })
})
