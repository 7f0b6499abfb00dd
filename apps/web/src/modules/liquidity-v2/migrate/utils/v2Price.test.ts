import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { v2PriceOf } from './v2Price'

const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const pair = { token0: DAI, token1: USDC }

describe('v2PriceOf', () => {
  it('is token1 per token0 from the reserves, decimals applied', () => {
    const p = v2PriceOf(pair, { reserve0: 2n * 10n ** 18n, reserve1: 2_000_000n })
    expect(p?.toSignificant(6)).toBe('1')
    expect(p?.invert().toSignificant(6)).toBe('1')
    const q = v2PriceOf(pair, { reserve0: 10n ** 18n, reserve1: 2_500_000n })
    expect(q?.toSignificant(6)).toBe('2.5')
    expect(q?.baseCurrency.equals(DAI)).toBe(true)
  })

  it('is none before the read or while a reserve is empty', () => {
    expect(v2PriceOf(pair, undefined)).toBeUndefined()
    expect(v2PriceOf(pair, { reserve0: 0n, reserve1: 1n })).toBeUndefined()
    expect(v2PriceOf(pair, { reserve0: 1n, reserve1: 0n })).toBeUndefined()
  })
})
