import { describe, expect, it } from 'vitest'
import { decodePositionInfo, feesOwed, positionSalt, v4PoolId } from './v4Position'

/** PositionInfoLibrary.initialize's packing, written out independently of the decoder. */
function pack(poolId: bigint, tickLower: number, tickUpper: number, subscriber: boolean): bigint {
  const u24 = (t: number) => BigInt(t < 0 ? t + 2 ** 24 : t)
  return (
    ((poolId >> 56n) << 56n) |
    (u24(tickUpper) << 32n) |
    (u24(tickLower) << 8n) |
    (subscriber ? 1n : 0n)
  )
}

describe('v4 position info', () => {
  it('decodes negative and positive ticks, the subscriber flag and the pool id prefix', () => {
    const poolId = 0xabcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789n
    const cases: [number, number, boolean][] = [
      [-887_220, 887_220, false],
      [-60, 60, true],
      [-8_388_608, 8_388_607, false],
      [0, 1, true],
      [120, 240, false],
    ]
    for (const [lower, upper, sub] of cases) {
      const info = decodePositionInfo(pack(poolId, lower, upper, sub))
      expect(info).toEqual({
        tickLower: lower,
        tickUpper: upper,
        hasSubscriber: sub,
        poolIdPrefix: `0x${poolId.toString(16).slice(0, 50)}`,
      })
    }
  })

  it('names a pool by the keccak of its abi-encoded key (a known PoolId)', () => {
    // The ETH/USDC 0.05 % pool of Ethereum mainnet (currency0 native, tickSpacing 10, no hooks):
    // its id as the pool manager's Initialize event reports it.
    expect(
      v4PoolId({
        currency0: '0x0000000000000000000000000000000000000000',
        currency1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        fee: 500,
        tickSpacing: 10,
        hooks: '0x0000000000000000000000000000000000000000',
      }),
    ).toBe('0x21c67e77068de97969ba93d4aab21826d33ca12bb9f565d8496e8fda8a82ca27')
  })

  it('owes liquidity × growth / 2^128, the growth wrapping around 2^256', () => {
    const Q128 = 1n << 128n
    expect(feesOwed(10n ** 18n, 3n * Q128, Q128)).toBe(2n * 10n ** 18n)
    expect(feesOwed(7n, Q128 / 2n, 0n)).toBe(3n)
    // The inside growth passed 2^256 since the last poke: unchecked subtraction still gives 5·2^128.
    expect(feesOwed(1n, 2n * Q128, (1n << 256n) - 3n * Q128)).toBe(5n)
    expect(feesOwed(0n, 9n * Q128, 0n)).toBe(0n)
  })

  it('salts a position by its token id as bytes32', () => {
    expect(positionSalt(26n)).toBe(`0x${'0'.repeat(62)}1a`)
  })
})
