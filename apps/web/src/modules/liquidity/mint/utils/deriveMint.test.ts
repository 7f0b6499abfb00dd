import { Token } from '@uniswap/sdk-core'
import { FeeAmount } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import type { FeeTier } from '../../range/feeTiers'
import { initialRangeInputs, invertedRangeInputs } from '../../range/rangeTicks'
import { maxUsableTick, minUsableTick } from '../../range/ticks'
import { INITIAL_MINT_VALUES, type MintFormValues } from '../state/mintStore'
import { deriveMint } from './deriveMint'

// USDC sorts before WETH: WETH (A) priced in USDC (B) is the inverted view of the pool.
const USDC = new Token(1, '0x0000000000000000000000000000000000000001', 6, 'USDC')
const WETH = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'WETH')
const fee: FeeTier = FeeAmount.MEDIUM
const form = (f: Partial<MintFormValues>): MintFormValues => ({ ...INITIAL_MINT_VALUES, ...f })
const newPool = { status: 'NOT_EXISTS' } as const

describe('deriveMint', () => {
  it('prices a new pool from the starting price and deposits both sides in range', () => {
    const d = deriveMint({
      form: form({
        startPriceTypedValue: '2000',
        leftRangeTypedValue: '1000',
        rightRangeTypedValue: '4000',
        typedValue: '1',
      }),
      tokenA: WETH,
      tokenB: USDC,
      fee,
      lookup: newPool,
    })
    expect(d.noLiquidity).toBe(true)
    expect(d.price?.toSignificant(5)).toBe('2000')
    expect(d.pool?.liquidity.toString()).toBe('0')
    expect(d.invalidRange || d.outOfRange || d.depositADisabled || d.depositBDisabled).toBe(false)
    expect(d.amounts.a).toBe(10n ** 18n)
    // About 2000 USDC for 1 WETH at mid range; exact value from the manager's math.
    expect(Number(d.amounts.b) / 1e6).toBeGreaterThan(1500)
    expect(d.position?.amount0).toBe(d.amounts.b)
    expect(d.position && d.position.amount1 <= 10n ** 18n).toBe(true)
  })

  it('locks the side the range does not take when it lies above the price (single-asset)', () => {
    const d = deriveMint({
      form: form({
        startPriceTypedValue: '2000',
        leftRangeTypedValue: '3000',
        rightRangeTypedValue: '4000',
        independentField: 'CURRENCY_A',
        typedValue: '1',
      }),
      tokenA: WETH,
      tokenB: USDC,
      fee,
      lookup: newPool,
    })
    expect(d.outOfRange).toBe(true)
    // Above the price (in WETH terms) the position holds only WETH: USDC is locked.
    expect(d.depositBDisabled).toBe(true)
    expect(d.depositADisabled).toBe(false)
    expect(d.amounts).toEqual({ a: 10n ** 18n, b: 0n })
    expect(d.position?.amount0).toBe(0n)
  })

  it('reads min above max as an invalid range and disables both deposits', () => {
    const d = deriveMint({
      form: form({
        startPriceTypedValue: '2000',
        leftRangeTypedValue: '4000',
        rightRangeTypedValue: '1000',
      }),
      tokenA: WETH,
      tokenB: USDC,
      fee,
      lookup: newPool,
    })
    expect(d.invalidRange).toBe(true)
    expect(d.depositADisabled && d.depositBDisabled).toBe(true)
  })

  it('takes Full Range as the usable limits in either view', () => {
    for (const [a, b] of [
      [WETH, USDC],
      [USDC, WETH],
    ] as const) {
      const d = deriveMint({
        form: form({
          startPriceTypedValue: '1',
          leftRangeTypedValue: true,
          rightRangeTypedValue: true,
        }),
        tokenA: a,
        tokenB: b,
        fee,
        lookup: newPool,
      })
      expect(d.range).toEqual({ tickLower: minUsableTick(fee), tickUpper: maxUsableTick(fee) })
    }
  })

  it('flags a starting price the pool cannot hold', () => {
    const d = deriveMint({
      form: form({ startPriceTypedValue: '0.000000000000000000000000000000000000000001' }),
      tokenA: WETH,
      tokenB: USDC,
      fee,
      lookup: newPool,
    })
    expect(d.invalidPrice).toBe(true)
    expect(d.pool).toBeUndefined()
  })

  it('keeps an existing position’s range (increase)', () => {
    const d = deriveMint({
      form: form({
        startPriceTypedValue: '2000',
        leftRangeTypedValue: '1',
        rightRangeTypedValue: '2',
      }),
      tokenA: WETH,
      tokenB: USDC,
      fee,
      lookup: newPool,
      existingRange: { tickLower: -60, tickUpper: 60 },
    })
    expect(d.range).toEqual({ tickLower: -60, tickUpper: 60 })
  })
})

describe('range inputs', () => {
  it('starts non-stable tiers at half to double the price', () => {
    const d = deriveMint({
      form: form({ startPriceTypedValue: '2000' }),
      tokenA: WETH,
      tokenB: USDC,
      fee,
      lookup: newPool,
    })
    expect(d.price && initialRangeInputs(d.price, fee)).toEqual({ left: '1000', right: '4000' })
    expect(d.price && initialRangeInputs(d.price, FeeAmount.LOW)).toEqual({
      left: '1998',
      right: '2002',
    })
  })

  it('the rate toggle reads the same ticks in the other view, unless a bound is at a limit', () => {
    const p = { base: WETH, quote: USDC, fee }
    const inv = invertedRangeInputs({ tickLower: -887220, tickUpper: 0 }, p)
    expect(inv).toBeUndefined()
    const r = invertedRangeInputs({ tickLower: 193380, tickUpper: 207240 }, p)
    // WETH in USDC 1000…4000 → USDC in WETH 0.00025…0.001 (rounded to ticks).
    expect(Number(r?.left)).toBeCloseTo(0.00025, 5)
    expect(Number(r?.right)).toBeCloseTo(0.001, 4)
  })
})
