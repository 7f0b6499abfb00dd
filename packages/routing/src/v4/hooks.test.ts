import { describe, expect, it } from 'vitest'
import { isTradable } from '../graph/routes.ts'
import type { V4Pool } from '../graph/types.ts'
import { actsOnSwaps, hookPermissions, NO_HOOKS } from './hooks.ts'

// The devnet's seeded hooks (packages/devnet seed/v4Pools.ts): flags 0x44 and 0x1080.
const FEE_TAKING: `0x${string}` = '0x7d00000000000000000000000000000000040044'
const DYNAMIC_FEE: `0x${string}` = '0x7d00000000000000000000000000000000081080'
const LIQUIDITY_ONLY: `0x${string}` = '0x7d00000000000000000000000000000000000a00'

describe('v4 hook permissions', () => {
  it('reads the permission bits from the low 14 bits of the hook address', () => {
    expect(hookPermissions(FEE_TAKING)).toEqual(['afterSwap', 'afterSwapReturnsDelta'])
    expect(hookPermissions(DYNAMIC_FEE)).toEqual(['afterInitialize', 'beforeSwap'])
    expect(hookPermissions(LIQUIDITY_ONLY)).toEqual(['beforeAddLiquidity', 'beforeRemoveLiquidity'])
    expect(hookPermissions(NO_HOOKS)).toEqual([])
  })

  it('routes locally only through pools whose hook leaves swaps alone', () => {
    expect([FEE_TAKING, DYNAMIC_FEE, LIQUIDITY_ONLY, NO_HOOKS].map(actsOnSwaps)).toEqual([
      true,
      true,
      false,
      false,
    ])
    const pool = (hooks: `0x${string}`): V4Pool => ({
      protocol: 'v4',
      address: `0x${'11'.repeat(32)}`,
      token0: '0x0000000000000000000000000000000000000001',
      token1: '0x0000000000000000000000000000000000000002',
      currency0: '0x0000000000000000000000000000000000000001',
      currency1: '0x0000000000000000000000000000000000000002',
      fee: 3000,
      keyFee: 3000,
      tickSpacing: 60,
      hooks,
      sqrtPriceX96: 2n ** 96n,
      tick: 0,
      liquidity: 10n ** 18n,
      ticks: [],
    })
    expect(isTradable(pool(NO_HOOKS))).toBe(true)
    expect(isTradable(pool(LIQUIDITY_ONLY))).toBe(true)
    expect(isTradable(pool(FEE_TAKING))).toBe(false)
  })
})
