import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import type { V2PairData } from '../../../liquidity'
import { deriveBurn, percentText, sliderPercent } from './deriveBurn'

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'AAA')
const B = new Token(1, '0x0000000000000000000000000000000000000002', 6, 'BBB')
const E18 = 10n ** 18n

const pair: V2PairData = {
  exchange: {
    kind: 'uniswap',
    label: 'Uniswap V2',
    factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
  },
  address: '0x0000000000000000000000000000000000000003',
  token0: A,
  token1: B,
  reserve0: 100n * E18,
  reserve1: 300_000n * 10n ** 6n,
  totalSupply: 1000n * E18,
  balance: 10n * E18,
  kLast: 0n,
  feeOn: false,
}
const base = { pair, tokenA: A, tokenB: B }

describe('deriveBurn', () => {
  it('a percent burns that share of the account LP and pays its share of each reserve', () => {
    const r = deriveBurn({ ...base, field: 'LIQUIDITY_PERCENT', typedValue: '25' })
    expect(r.liquidity).toBe((10n * E18) / 4n)
    expect(r.amountA).toBe((100n * E18 * r.liquidity) / pair.totalSupply)
    expect(r.amountB).toBe((300_000n * 10n ** 6n * r.liquidity) / pair.totalSupply)
  })

  it('an LP amount is burnt as typed; more than held burns nothing', () => {
    const r = deriveBurn({ ...base, field: 'LIQUIDITY', typedValue: '1.5' })
    expect(r.liquidity).toBe(15n * 10n ** 17n)
    expect(r.amountA).toBe(15n * 10n ** 16n)
    expect(deriveBurn({ ...base, field: 'LIQUIDITY', typedValue: '10.1' }).liquidity).toBe(0n)
  })

  it('a token amount gives the liquidity that pays at most it, and the other side from that', () => {
    const r = deriveBurn({ ...base, field: 'CURRENCY_B', typedValue: '1500' })
    // 1500 BBB of 3000 BBB the account's LP is worth: half of it.
    expect(r.liquidity).toBe(5n * E18)
    expect(r.amountB).toBe(1500n * 10n ** 6n)
    expect(r.amountA).toBe(5n * 10n ** 17n)
    const a = deriveBurn({ ...base, field: 'CURRENCY_A', typedValue: '0.1' })
    expect(a.amountA).toBe(10n ** 17n)
    expect(deriveBurn({ ...base, field: 'CURRENCY_A', typedValue: '2' }).liquidity).toBe(0n)
  })

  it('nothing typed, a bad value or the route order flipped still reads right', () => {
    expect(deriveBurn({ ...base, field: 'LIQUIDITY', typedValue: '' }).liquidity).toBe(0n)
    expect(deriveBurn({ ...base, field: 'LIQUIDITY_PERCENT', typedValue: '101' }).liquidity).toBe(
      0n,
    )
    const flipped = deriveBurn({
      pair,
      tokenA: B,
      tokenB: A,
      field: 'CURRENCY_A',
      typedValue: '30',
    })
    expect(flipped.amountA).toBe(30n * 10n ** 6n)
    expect(flipped.amountB).toBe(10n ** 16n)
  })

  it('with the fee switch on, the protocol fee minted first lowers the payout', () => {
    const on = { ...pair, feeOn: true, kLast: (90n * E18 * 270_000n * 10n ** 6n) as bigint }
    const off = deriveBurn({ ...base, field: 'LIQUIDITY_PERCENT', typedValue: '100' })
    const fee = deriveBurn({ ...base, pair: on, field: 'LIQUIDITY_PERCENT', typedValue: '100' })
    expect(fee.amountA).toBeLessThan(off.amountA)
  })
})

describe('percentText', () => {
  it("reads '<1' below 1 % and whole percents above", () => {
    expect(percentText(0n, 100n)).toBe('0')
    expect(percentText(9n, 1000n)).toBe('<1')
    expect(percentText(10n, 1000n)).toBe('1')
    expect(percentText(1000n, 1000n)).toBe('100')
    expect(sliderPercent(255n, 1000n)).toBe(25)
  })
})
