// Fixtures of the v2 add tests: two tokens of different decimals and a pair of them.
import { Token } from '@uniswap/sdk-core'
import { uniswapV2Exchange } from '../../../../chain/contracts'
import type { V2PairData } from '../../../liquidity'

export const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai')
export const USDC = new Token(
  1,
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  6,
  'USDC',
  'USD Coin',
)

export function daiUsdcPair(over: Partial<V2PairData> = {}): V2PairData {
  return {
    exchange: uniswapV2Exchange('0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'),
    address: '0xAE461cA67B15dc8dc81CE7615e0320dA1A9aB8D5',
    token0: DAI,
    token1: USDC,
    reserve0: 1_000_000n * 10n ** 18n,
    reserve1: 1_000_123n * 10n ** 6n,
    totalSupply: 10n ** 15n,
    balance: 0n,
    kLast: 0n,
    feeOn: false,
    ...over,
  }
}
