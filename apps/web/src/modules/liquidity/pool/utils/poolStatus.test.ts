import { Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, FeeAmount, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { poolFromReads } from './poolStatus'

const t0 = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'A')
const t1 = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'B')
const sqrt = BigInt(encodeSqrtRatioX96(1, 1).toString())
const base = { token0: t0, token1: t1, fee: FeeAmount.MEDIUM } as const

describe('poolFromReads', () => {
  it('is NOT_EXISTS without a result (no pool contract)', () => {
    expect(poolFromReads({ ...base, slot0: undefined, liquidity: undefined }).status).toBe(
      'NOT_EXISTS',
    )
  })

  it('is NOT_EXISTS for a created but uninitialised pool (sqrt price zero)', () => {
    expect(
      poolFromReads({ ...base, slot0: { sqrtPriceX96: 0n, tick: 0 }, liquidity: 0n }).status,
    ).toBe('NOT_EXISTS')
  })

  it('is NOT_EXISTS when the SDK cannot build the pool (tick does not match the price)', () => {
    expect(
      poolFromReads({ ...base, slot0: { sqrtPriceX96: sqrt, tick: 5000 }, liquidity: 1n }).status,
    ).toBe('NOT_EXISTS')
  })

  it('is EXISTS with the pool at the read price and liquidity', () => {
    const tick = TickMath.getTickAtSqrtRatio(encodeSqrtRatioX96(1, 1))
    const r = poolFromReads({ ...base, slot0: { sqrtPriceX96: sqrt, tick }, liquidity: 123n })
    expect(r.status).toBe('EXISTS')
    expect(r.pool?.liquidity.toString()).toBe('123')
    expect(r.pool?.tickCurrent).toBe(0)
  })
})
