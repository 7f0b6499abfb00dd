import { encodeAbiParameters, keccak256, parseAbiParameters } from 'viem'
import { describe, expect, it } from 'vitest'
import { NO_HOOKS } from './hooks.ts'
import { v4HopCurrencies, v4PoolId } from './poolKey.ts'
import { v4Candidates } from './support.ts'

const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const ETH = '0x0000000000000000000000000000000000000000'

describe('v4 pool keys', () => {
  it('names a pool by the keccak256 of its ABI-encoded PoolKey, as PoolId.sol does', () => {
    const keys = [
      { currency0: ETH, currency1: USDC, fee: 500, tickSpacing: 10, hooks: NO_HOOKS },
      {
        currency0: USDC,
        currency1: WETH,
        fee: 0x800000,
        tickSpacing: 60,
        hooks: `0x${'7d'.repeat(18)}1080`,
      },
      { currency0: USDC, currency1: WETH, fee: 100, tickSpacing: -1, hooks: NO_HOOKS },
    ] as const
    for (const key of keys) {
      const oracle = keccak256(
        encodeAbiParameters(parseAbiParameters('address, address, uint24, int24, address'), [
          key.currency0,
          key.currency1,
          key.fee,
          key.tickSpacing,
          key.hooks,
        ]),
      )
      expect(v4PoolId(key)).toBe(oracle)
    }
  })

  it('asks about the native coin’s pools beside the wrapped token’s, native always currency0', () => {
    const [token0, token1] = [USDC, WETH].sort() as [`0x${string}`, `0x${string}`]
    const keys = v4Candidates(token0, token1, WETH)
    expect(keys).toHaveLength(8)
    const native = keys.filter((k) => k.currency0 === ETH)
    expect(native).toHaveLength(4)
    for (const k of native) {
      expect(k.currency1).toBe(USDC)
      // The graph sees WETH in the native coin's slot.
      expect(k.token0).toBe(WETH)
      expect(v4HopCurrencies(k, WETH)).toEqual({
        zeroForOne: true,
        currencyIn: ETH,
        currencyOut: USDC,
      })
      expect(v4HopCurrencies(k, USDC)).toEqual({
        zeroForOne: false,
        currencyIn: USDC,
        currencyOut: ETH,
      })
    }
    expect(v4Candidates(token0, token1, '0x0000000000000000000000000000000000000001')).toHaveLength(
      4,
    )
  })
})
