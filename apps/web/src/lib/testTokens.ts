// Tokens for unit tests of the range math (the liquidity core's and the v3 chart's). Mainnet USDC
// sorts before WETH (0xA0… < 0xC0…), so the pool's price is WETH per USDC and "USDC per WETH" is
// the inverted view.
import { Token } from '@uniswap/sdk-core'

export const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC')
export const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH')
// Two 18-decimal tokens: TKA is token0.
export const TKA = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'TKA')
export const TKB = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'TKB')
