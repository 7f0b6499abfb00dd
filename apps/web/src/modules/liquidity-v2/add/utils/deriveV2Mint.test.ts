import { describe, expect, it } from 'vitest'
import { sqrt } from '../../../../lib/sqrt'
import type { V2PairLookup } from '../../../liquidity'
import { INITIAL_MINT_V2_VALUES, type MintV2FormValues } from '../state/mintV2Store'
import { deriveV2Mint, MINIMUM_LIQUIDITY, routerAmounts, supplyAfterFee } from './deriveV2Mint'
import { DAI, daiUsdcPair, USDC } from './testing'

const form = (over: Partial<MintV2FormValues>): MintV2FormValues => ({
  ...INITIAL_MINT_V2_VALUES,
  ...over,
})
const exists = (over = {}): V2PairLookup => ({ status: 'EXISTS', pair: daiUsdcPair(over) })
const missing: V2PairLookup = {
  status: 'NOT_EXISTS',
  address: '0x0000000000000000000000000000000000000001',
}

describe('deriveV2Mint with liquidity in the pair', () => {
  it('quotes the other side from the reserves, rounded down as the router quotes', () => {
    const pair = daiUsdcPair()
    const d = deriveV2Mint({
      routerFirst: 'a',
      form: form({ typedValue: '1' }),
      tokenA: DAI,
      tokenB: USDC,
      lookup: exists(),
    })
    expect(d.noLiquidity).toBe(false)
    expect(d.amounts.a).toBe(10n ** 18n)
    expect(d.amounts.b).toBe((10n ** 18n * pair.reserve1) / pair.reserve0)
    expect(d.dependentField).toBe('CURRENCY_B')
  })

  it('quotes side A when B is typed (A and B in any order against token0/token1)', () => {
    const pair = daiUsdcPair()
    const d = deriveV2Mint({
      routerFirst: 'a',
      form: form({ independentField: 'CURRENCY_A', typedValue: '2.5' }),
      tokenA: USDC,
      tokenB: DAI,
      lookup: exists(),
    })
    expect(d.amounts.a).toBe(2_500_000n)
    expect(d.amounts.b).toBe((2_500_000n * pair.reserve0) / pair.reserve1)
  })

  it('mints min(a·S/r0, b·S/r1) and states the share of the supply after the mint', () => {
    const pair = daiUsdcPair()
    const d = deriveV2Mint({
      routerFirst: 'a',
      form: form({ typedValue: '100' }),
      tokenA: DAI,
      tokenB: USDC,
      lookup: exists(),
    })
    const a = d.amounts.a ?? 0n
    const b = d.amounts.b ?? 0n
    const byA = (a * pair.totalSupply) / pair.reserve0
    const byB = (b * pair.totalSupply) / pair.reserve1
    const minted = byA < byB ? byA : byB
    expect(d.liquidityMinted).toBe(minted)
    expect(d.poolShare).toEqual({ numerator: minted, denominator: pair.totalSupply + minted })
  })

  it('works on the supply grown by the protocol fee when the fee switch is on', () => {
    const over = {
      feeOn: true,
      kLast: (1_000_000n * 10n ** 18n * 1_000_000n * 10n ** 6n * 99n) / 100n,
    }
    const pair = daiUsdcPair(over)
    const supply = supplyAfterFee(pair)
    const rootK = sqrt(pair.reserve0 * pair.reserve1)
    const rootKLast = sqrt(pair.kLast)
    expect(supply).toBe(
      pair.totalSupply + (pair.totalSupply * (rootK - rootKLast)) / (5n * rootK + rootKLast),
    )
    expect(supply).toBeGreaterThan(pair.totalSupply)
    const d = deriveV2Mint({
      routerFirst: 'a',
      form: form({ typedValue: '100' }),
      tokenA: DAI,
      tokenB: USDC,
      lookup: exists(over),
    })
    const a = d.amounts.a ?? 0n
    const b = d.amounts.b ?? 0n
    const byA = (a * supply) / pair.reserve0
    const byB = (b * supply) / pair.reserve1
    expect(d.liquidityMinted).toBe(byA < byB ? byA : byB)
    // kLast 0 (fee just switched on) mints no fee
    expect(supplyAfterFee(daiUsdcPair({ feeOn: true, kLast: 0n }))).toBe(pair.totalSupply)
  })

  it('has no dependent amount while nothing is typed', () => {
    const d = deriveV2Mint({
      routerFirst: 'a',
      form: form({}),
      tokenA: DAI,
      tokenB: USDC,
      lookup: exists(),
    })
    expect(d.amounts).toEqual({ a: undefined, b: undefined })
    expect(d.liquidityMinted).toBeUndefined()
    expect(d.price?.toSignificant(6)).toBe('1.00012')
  })
})

describe('deriveV2Mint for the first provider', () => {
  it('takes both typed amounts; mints √(a·b) − 1000 and the price is theirs', () => {
    const d = deriveV2Mint({
      routerFirst: 'a',
      form: form({ independentField: 'CURRENCY_B', typedValue: '4', otherTypedValue: '2' }),
      tokenA: DAI,
      tokenB: USDC,
      lookup: missing,
    })
    expect(d.noLiquidity).toBe(true)
    expect(d.amounts).toEqual({ a: 2n * 10n ** 18n, b: 4_000_000n })
    const root = sqrt(2n * 10n ** 18n * 4_000_000n)
    expect(d.liquidityMinted).toBe(root - MINIMUM_LIQUIDITY)
    expect(d.poolShare).toEqual({ numerator: root - MINIMUM_LIQUIDITY, denominator: root })
    expect(d.price?.toSignificant(6)).toBe('2')
  })

  it('treats an existing pair without reserves as having no liquidity', () => {
    const d = deriveV2Mint({
      routerFirst: 'a',
      form: form({ typedValue: '1' }),
      tokenA: DAI,
      tokenB: USDC,
      lookup: exists({ reserve0: 0n, reserve1: 0n, totalSupply: 0n }),
    })
    expect(d.noLiquidity).toBe(true)
    expect(d.amounts.b).toBeUndefined()
  })

  it('mints nothing below the minimum liquidity', () => {
    const d = deriveV2Mint({
      routerFirst: 'a',
      form: form({
        typedValue: '0.000001',
        otherTypedValue: '0.000000000000000001',
        independentField: 'CURRENCY_B',
      }),
      tokenA: DAI,
      tokenB: USDC,
      lookup: missing,
    })
    expect(d.liquidityMinted).toBeUndefined()
  })
})

describe('what the router takes (UniswapV2Router02._addLiquidity)', () => {
  it('keeps its first side and quotes the other when that covers it, else the reverse', () => {
    expect(routerAmounts(100n, 1000n, 3n, 7n)).toEqual({ x: 100n, y: 233n })
    expect(routerAmounts(100n, 200n, 3n, 7n)).toEqual({ x: 85n, y: 200n })
    expect(routerAmounts(5n, 9n, 0n, 0n)).toEqual({ x: 5n, y: 9n })
  })

  it('quoting from the other side (addLiquidityETH: from the token) can take a wei less of the typed side', () => {
    // A is typed and B quoted from it; the router quotes A back from B, rounding down.
    const lookup = exists({ reserve0: 3n * 10n ** 18n, reserve1: 7_000_000n })
    const d = deriveV2Mint({
      routerFirst: 'b',
      form: form({ independentField: 'CURRENCY_A', typedValue: '1' }),
      tokenA: DAI,
      tokenB: USDC,
      lookup,
    })
    const a = 10n ** 18n
    const b = (a * 7_000_000n) / (3n * 10n ** 18n)
    expect(d.amounts).toEqual({ a, b })
    const aTaken = (b * 3n * 10n ** 18n) / 7_000_000n
    expect(aTaken).toBeLessThan(a)
    expect(d.deposit).toEqual({ a: aTaken, b })
  })
})

describe('sqrt', () => {
  it('is the integer square root', () => {
    for (const n of [0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n, 10n ** 36n, 10n ** 36n - 1n]) {
      const r = sqrt(n)
      expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true)
    }
  })
})
