// A v4 position as the liquidity core's reader returns it, for this module's tests: ETH (the zero
// address) / `currency1`, 0.3 %, spacing 60, ticks ±600, in range at tick 0.
import type { V4LiquidityPosition } from '../../../liquidity'

export function v4Position(
  currency1: `0x${string}`,
  over: Partial<V4LiquidityPosition> = {},
): V4LiquidityPosition {
  return {
    protocol: 'v4',
    tokenId: 7n,
    poolKey: {
      currency0: '0x0000000000000000000000000000000000000000',
      currency1,
      fee: 3000,
      tickSpacing: 60,
      hooks: '0x0000000000000000000000000000000000000000',
    },
    poolId: `0x${'ab'.repeat(32)}`,
    tickLower: -600,
    tickUpper: 600,
    liquidity: 1n,
    feesOwed0: 0n,
    feesOwed1: 0n,
    tickCurrent: 0,
    sqrtPriceX96: 1n << 96n,
    lpFee: 3000,
    status: 'inRange',
    ...over,
  }
}
