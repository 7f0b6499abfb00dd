import { describe, expect, it } from 'vitest'
import { InvalidInputError } from './errors.ts'
import {
  estimateRouteGas,
  estimateTradeGas,
  gasCostInQuoteToken,
  NATIVE_IN_GAS,
  NATIVE_OUT_GAS,
  NATIVE_REFUND_GAS,
  PROTOCOL_SWITCH_GAS,
  ROUTE_GAS,
  SWAP_TX_GAS,
  V2_HOP_GAS,
  V2_SEGMENT_GAS,
  V3_HOP_GAS,
  V3_TICK_CROSSED_GAS,
} from './gas.ts'

const v2 = { protocol: 'v2' } as const
const v3 = (ticks = 0) => ({ protocol: 'v3', initializedTicksCrossed: ticks }) as const

describe('estimateRouteGas', () => {
  it('charges each hop by pool type, and v3 hops per initialized tick crossed', () => {
    expect(estimateRouteGas([v3()])).toBe(ROUTE_GAS + V3_HOP_GAS)
    expect(estimateRouteGas([v3(4)])).toBe(ROUTE_GAS + V3_HOP_GAS + 4n * V3_TICK_CROSSED_GAS)
    expect(estimateRouteGas([v2])).toBe(ROUTE_GAS + V2_SEGMENT_GAS + V2_HOP_GAS)
    expect(estimateRouteGas([v3(1), v3(), v3(2)])).toBe(
      ROUTE_GAS + 3n * V3_HOP_GAS + 3n * V3_TICK_CROSSED_GAS,
    )
  })

  it('charges a run of v2 hops one segment, and each switch of protocol', () => {
    expect(estimateRouteGas([v2, v2, v2])).toBe(ROUTE_GAS + V2_SEGMENT_GAS + 3n * V2_HOP_GAS)
    expect(estimateRouteGas([v2, v3(), v2])).toBe(
      ROUTE_GAS + 2n * (V2_SEGMENT_GAS + V2_HOP_GAS) + V3_HOP_GAS + 2n * PROTOCOL_SWITCH_GAS,
    )
  })

  it('lands where SwapRouter02 does on the devnet (bench/README.md calibration)', () => {
    // Executed: v3 one pool 120,245; v2 one pair 137,708; v3 three hops 286,007.
    expect(estimateTradeGas([[v3()]])).toBe(121_000n)
    expect(estimateTradeGas([[v2]])).toBe(138_500n)
    expect(estimateTradeGas([[v3(), v3(), v3()]])).toBe(282_000n)
  })

  it('rejects a route without hops and a negative tick count', () => {
    expect(() => estimateRouteGas([])).toThrow(RangeError)
    expect(() => estimateRouteGas([v3(-1)])).toThrow(RangeError)
    expect(() => estimateRouteGas([v3(0.5)])).toThrow(RangeError)
  })
})

describe('estimateTradeGas', () => {
  it('charges the transaction once and every route of a split', () => {
    expect(estimateTradeGas([[v3()], [v2, v3()]])).toBe(
      SWAP_TX_GAS + estimateRouteGas([v3()]) + estimateRouteGas([v2, v3()]),
    )
    expect(() => estimateTradeGas([])).toThrow(RangeError)
  })

  it('adds the router wrapping native ETH in (and refunding it for exact output) or unwrapping it out', () => {
    const route = [[v3()]]
    const plain = estimateTradeGas(route)
    expect(estimateTradeGas(route, { in: true })).toBe(plain + NATIVE_IN_GAS)
    expect(estimateTradeGas(route, { in: true }, 'exactOut')).toBe(
      plain + NATIVE_IN_GAS + NATIVE_REFUND_GAS,
    )
    expect(estimateTradeGas(route, { out: true }, 'exactOut')).toBe(plain + NATIVE_OUT_GAS)
  })
})

describe('gasCostInQuoteToken', () => {
  it('prices gas into the quote token, rounding the cost up', () => {
    const pricing = {
      gasPriceWei: 10n ** 9n,
      quoteTokenPerWei: { numerator: 3000n, denominator: 10n ** 12n },
    }
    // 130000 gas at 1 gwei = 1.3e14 wei; at 3000 USDC-units per 1e12 wei → 390000 units.
    expect(gasCostInQuoteToken(130_000n, pricing)).toBe(390_000n)
    expect(
      gasCostInQuoteToken(1n, {
        gasPriceWei: 1n,
        quoteTokenPerWei: { numerator: 1n, denominator: 3n },
      }),
    ).toBe(1n)
  })
  it('is free without pricing and rejects a zero denominator', () => {
    expect(gasCostInQuoteToken(130_000n, undefined)).toBe(0n)
    expect(() =>
      gasCostInQuoteToken(1n, {
        gasPriceWei: 1n,
        quoteTokenPerWei: { numerator: 1n, denominator: 0n },
      }),
    ).toThrow(InvalidInputError)
  })
})
