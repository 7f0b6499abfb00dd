import { describe, expect, it } from 'vitest'
import {
  UNIVERSAL_ROUTER_DATA_GAS as D,
  l1FeeWei,
  routeDataGas,
  transactionDataGas,
} from './l1DataFee.ts'

describe('the data gas of a route (issue 33)', () => {
  it('charges a segment per run of one protocol and a hop for each further pool of it', () => {
    expect(routeDataGas([{ protocol: 'v3' }])).toBe(D.v3Segment)
    expect(routeDataGas([{ protocol: 'v3' }, { protocol: 'v3' }, { protocol: 'v3' }])).toBe(
      D.v3Segment + 2n * D.v3Hop,
    )
    expect(routeDataGas([{ protocol: 'v2' }, { protocol: 'v3' }, { protocol: 'v3' }])).toBe(
      D.v2Segment + D.v3Segment + D.v3Hop,
    )
    expect(routeDataGas([{ protocol: 'v4' }, { protocol: 'v4' }])).toBe(D.v4Segment + D.v4Hop)
    expect(() => routeDataGas([])).toThrow(RangeError)
  })

  it('adds to the call what native ETH and an exact-output refund write', () => {
    expect(transactionDataGas({}, 'exactIn')).toBe(D.transaction)
    expect(transactionDataGas({ in: true }, 'exactIn')).toBe(D.transaction + D.wrap)
    expect(transactionDataGas({ in: true }, 'exactOut')).toBe(D.transaction + D.wrap + D.refund)
    expect(transactionDataGas({ out: true }, 'exactIn')).toBe(
      D.transaction + D.unwrapInsteadOfSweep,
    )
  })
})

describe('the L1 data fee of some data gas', () => {
  it('is the data gas at the price, rounded up to the next wei', () => {
    expect(l1FeeWei(3_000n, { numerator: 7n, denominator: 2n })).toBe(10_500n)
    expect(l1FeeWei(3n, { numerator: 1n, denominator: 2n })).toBe(2n)
  })

  it('is nothing where the chain has no price for it', () => {
    expect(l1FeeWei(3_000n, undefined)).toBe(0n)
    expect(l1FeeWei(3_000n, { numerator: 0n, denominator: 1n })).toBe(0n)
  })

  it('refuses a price with no denominator', () => {
    expect(() => l1FeeWei(1n, { numerator: 1n, denominator: 0n })).toThrow(RangeError)
  })
})
