import { Token } from '@uniswap/sdk-core'
import { FeeAmount } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { poolKey } from './poolKey'

// Mainnet USDC/WETH 0.05 %: a well-known pool address.
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
const FACTORY = '0x1F98431c8aD98523631AE4a59f267346ea31F984'

describe('poolKey', () => {
  it('sorts the tokens and finds the CREATE2 address under the factory, in either order', () => {
    for (const [a, b] of [
      [USDC, WETH],
      [WETH, USDC],
    ] as const) {
      const key = poolKey(a, b, FeeAmount.LOW, FACTORY)
      expect(key?.token0.symbol).toBe('USDC')
      expect(key?.token1.symbol).toBe('WETH')
      expect(key?.address).toBe('0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640')
    }
  })

  it('has no key for the same token twice', () => {
    expect(poolKey(WETH, WETH, FeeAmount.LOW, FACTORY)).toBeUndefined()
  })
})
