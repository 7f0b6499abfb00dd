// The v4 add form's derivation: the pool key as the pool manager orders it, what makes a choice
// invalid, a new pool's starting price, and a deposit equal to the core's v4 math.
import { describe, expect, it } from 'vitest'
import { depositForAmount } from '../../../liquidity'
import type { Currency } from '../../../tokens'
import { deriveV4Add, v4PoolKeyOf } from './deriveV4Add'

const ETH: Currency = { chainId: 1, address: 'ETH', decimals: 18, symbol: 'ETH', name: 'Ether' }
const USDC: Currency = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
}
const choice = { fee: 500, tickSpacing: 10, hooks: '' }
const form = {
  independentField: 'CURRENCY_A' as const,
  typedValue: '',
  otherTypedValue: '',
  startPriceTypedValue: '',
  leftRangeTypedValue: '',
  rightRangeTypedValue: '',
}
// ~3000 USDC per ETH in raw units: sqrt(3000e6 / 1e18) × 2^96.
const SLOT0 = { sqrtPriceX96: 4_339_505_179_874_779_662_909_440n, tick: -196_257 }

describe('v4PoolKeyOf', () => {
  it('puts the native coin first as the zero address, whichever side it was chosen on', () => {
    const keyed = v4PoolKeyOf(USDC, ETH, choice)
    if (typeof keyed === 'string') throw new Error(keyed)
    expect(keyed.key).toEqual({
      currency0: '0x0000000000000000000000000000000000000000',
      currency1: USDC.address,
      fee: 500,
      tickSpacing: 10,
      hooks: '0x0000000000000000000000000000000000000000',
    })
    expect(keyed.currencies.map((c) => c.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('refuses a hook that is not an address, a spacing of 0 and the same currency twice', () => {
    expect(v4PoolKeyOf(ETH, USDC, { ...choice, hooks: '0x1234' })).toBe('invalid')
    expect(v4PoolKeyOf(ETH, USDC, { ...choice, tickSpacing: 0 })).toBe('invalid')
    expect(v4PoolKeyOf(USDC, USDC, choice)).toBe('invalid')
    expect(v4PoolKeyOf(ETH, undefined, choice)).toBe('incomplete')
  })
})

describe('deriveV4Add', () => {
  const base = { chainId: 1, currencyA: ETH, currencyB: USDC, choice }

  it('waits for the pool read, then prices a deposit exactly as the pool manager would', () => {
    expect(deriveV4Add({ ...base, slot0: undefined, form }).status).toBe('loading')
    const d = deriveV4Add({
      ...base,
      slot0: SLOT0,
      form: {
        ...form,
        typedValue: '0.2',
        leftRangeTypedValue: '1500',
        rightRangeTypedValue: '6000',
      },
    })
    expect(d.status).toBe('exists')
    const range = d.range
    if (!range) throw new Error('no range')
    expect(Math.abs(range.tickLower % 10)).toBe(0)
    expect(Math.abs(range.tickUpper % 10)).toBe(0)
    expect(d.deposit).toEqual(depositForAmount(SLOT0, range, 0, 2n * 10n ** 17n))
    expect(d.deposit?.amount0).toBeLessThanOrEqual(2n * 10n ** 17n)
  })

  it('prices a new pool at the typed starting price, currency1 per currency0', () => {
    const d = deriveV4Add({
      ...base,
      slot0: null,
      form: { ...form, startPriceTypedValue: '3000' },
    })
    expect(d.status).toBe('new')
    // 3000 USDC per ETH: the raw price 3000e6/1e18 = 3e-9 is tick ⌊log1.0001(3e-9)⌋ = -196,257.
    expect(d.price?.tick).toBe(-196_257)
    expect(deriveV4Add({ ...base, slot0: null, form }).price).toBeUndefined()
  })

  it('says a range whose min is above its max is invalid, and takes no deposit for it', () => {
    const d = deriveV4Add({
      ...base,
      slot0: SLOT0,
      form: { ...form, typedValue: '1', leftRangeTypedValue: '6000', rightRangeTypedValue: '1500' },
    })
    expect(d.invalidRange).toBe(true)
    expect(d.deposit).toBeUndefined()
  })

  it('reads the range and a starting price in the inverted unit, currency0 per currency1, as the same pool', () => {
    const inverted = { inverted: true, startInverted: true }
    // 0.0005 ETH per USDC is exactly 2000 USDC per ETH: the same new pool's price.
    const start = (typed: string, unit = inverted) =>
      deriveV4Add({ ...base, slot0: null, form: { ...form, startPriceTypedValue: typed }, unit })
    expect(start('0.0005').price).toEqual(
      start('2000', { inverted: false, startInverted: false }).price,
    )
    // A toggle after typing keeps the price in the unit it was typed in.
    expect(start('2000', { inverted: true, startInverted: false }).price).toEqual(
      start('0.0005').price,
    )
    // Min 1/6000 and max 1/1500 ETH per USDC are the range 1500–6000 USDC per ETH.
    const ticks = (left: string, right: string, unit = inverted) =>
      deriveV4Add({
        ...base,
        slot0: SLOT0,
        form: { ...form, leftRangeTypedValue: left, rightRangeTypedValue: right },
        unit,
      }).range
    expect(ticks('0.000166666666666667', '0.000666666666666667')).toEqual(
      ticks('1500', '6000', { inverted: false, startInverted: false }),
    )
  })
})
