import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { poolCurrencies, poolLogos } from './poolCurrencies'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('a pool on screen and in routes', () => {
  it('names the wrapped native token as the native coin, ETH in routes', () => {
    const [a, b] = poolCurrencies(
      [new Token(1, USDC, 6, 'USDC'), new Token(1, WETH, 18, 'WETH')],
      WETH.toLowerCase(),
      'ETH',
    )
    expect(a).toEqual({ id: USDC, symbol: 'USDC', address: USDC })
    expect(b).toEqual({ id: 'ETH', symbol: 'ETH', address: WETH })
  })
})

describe('a pool’s logos', () => {
  it('asks for each side’s logo URLs and seeds each identicon with its token address', () => {
    const urls = (address: string) => [`https://logos.example/${address}.png`]
    const [a, b] = poolLogos(
      [
        { id: USDC, symbol: 'USDC', address: USDC },
        { id: 'ETH', symbol: 'ETH', address: WETH },
      ],
      urls,
    )
    expect(a).toEqual({ srcs: urls(USDC), symbol: 'USDC', seed: USDC })
    expect(b).toEqual({ srcs: urls(WETH), symbol: 'ETH', seed: WETH })
  })
})
