import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from './publicChains'
import { sortTokenAddresses, v2PairAddress } from './v2Pair'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const mainnet = PUBLIC_CHAINS.find((c) => c.id === 1)?.v2Liquidity

describe('v2PairAddress', () => {
  // Oracle: the mainnet pairs as deployed (Etherscan), not this code.
  it('derives the mainnet Uniswap v2 USDC/WETH pair in either token order', () => {
    const expected = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'
    expect(mainnet && v2PairAddress(mainnet.uniswap, WETH, USDC)).toBe(expected)
    expect(mainnet && v2PairAddress(mainnet.uniswap, USDC, WETH)).toBe(expected)
  })

  it("derives the fork exchange's (Sushi) USDC/WETH pair from its own init code hash", () => {
    const fork = mainnet?.fork
    expect(fork && v2PairAddress(fork, WETH, USDC)).toBe(
      '0x397FF1542f962076d0BFE58eA045FfA2d347ACa0',
    )
  })

  it('sorts addresses by value, whatever their checksum case', () => {
    expect(sortTokenAddresses(WETH, USDC)).toEqual([USDC, WETH])
    expect(sortTokenAddresses(USDC.toLowerCase() as `0x${string}`, WETH)).toEqual([
      USDC.toLowerCase(),
      WETH,
    ])
  })
})
