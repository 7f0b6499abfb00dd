import { describe, expect, it } from 'vitest'
import { estimateTradeGas, V3_TICK_CROSSED_GAS } from './gas.ts'
import {
  estimateUniversalRouterGas,
  fromSwapRouter02Estimate,
  UNIVERSAL_ROUTER_GAS as G,
  type UniversalRouterCommands,
} from './universalRouterGas.ts'

const v2 = { protocol: 'v2' } as const
const v3 = { protocol: 'v3' } as const
const v4 = { protocol: 'v4' } as const
const sweep: UniversalRouterCommands = {
  permit: false,
  wraps: 0,
  unwraps: 0,
  sweeps: 1,
  refund: false,
  transfers: 0,
}

describe('estimateUniversalRouterGas', () => {
  it('charges one swap command per segment and each further pool of it', () => {
    expect(estimateUniversalRouterGas([[v3]], sweep)).toBe(G.transaction + G.v3Segment + G.sweep)
    expect(estimateUniversalRouterGas([[v2, v2, v3, v4, v4]], sweep)).toBe(
      G.transaction + G.v2Segment + G.v2Hop + G.v3Segment + G.v4Segment + G.v4Hop + G.sweep,
    )
  })

  it('charges a split each route as its own command', () => {
    expect(estimateUniversalRouterGas([[v3], [v3, v3], [v3]], sweep)).toBe(
      G.transaction + 3n * G.v3Segment + G.v3Hop + G.sweep,
    )
  })

  it('charges the permit, wrap, unwrap, refund and pull commands the call carries', () => {
    const all = { permit: true, wraps: 2, unwraps: 1, sweeps: 0, refund: true, transfers: 1 }
    expect(estimateUniversalRouterGas([[v4]], all)).toBe(
      G.transaction + G.v4Segment + G.permit + 2n * G.wrap + G.unwrap + G.refund + G.transferFrom,
    )
  })

  it('lands within 10 % of what the UR executes on the devnet (bench/README.md)', () => {
    // v3 1-hop WETH→USDC with a permit: 153,852 executed; v2 2-hop: 169,764; v4 ETH→LUM: 109,466.
    const within = (estimate: bigint, executed: number) =>
      Math.abs(Number(estimate) - executed) / executed
    expect(
      within(estimateUniversalRouterGas([[v3]], { ...sweep, permit: true }), 153_852),
    ).toBeLessThan(0.1)
    expect(within(estimateUniversalRouterGas([[v2, v2]], sweep), 169_764)).toBeLessThan(0.1)
    expect(within(estimateUniversalRouterGas([[v4]], sweep), 109_466)).toBeLessThan(0.1)
  })

  it('rejects a trade or route without hops and a fractional command count', () => {
    expect(() => estimateUniversalRouterGas([], sweep)).toThrow(RangeError)
    expect(() => estimateUniversalRouterGas([[]], sweep)).toThrow(RangeError)
    expect(() => estimateUniversalRouterGas([[v3]], { ...sweep, wraps: 0.5 })).toThrow(RangeError)
  })
})

describe('fromSwapRouter02Estimate', () => {
  it("keeps the ticks the quote charged and swaps SwapRouter02's terms for the UR's", () => {
    const hops = [{ protocol: 'v3', initializedTicksCrossed: 2 }] as const
    const quoted = estimateTradeGas([hops], {}, 'exactIn')
    expect(
      fromSwapRouter02Estimate({
        estimate: quoted,
        routes: [hops],
        charged: {},
        tradeType: 'exactIn',
        commands: sweep,
      }),
    ).toBe(2n * V3_TICK_CROSSED_GAS + G.transaction + G.v3Segment + G.sweep)
  })

  it("takes off the wrap terms the in-browser engine charged (none for a v4 native pool's UR call)", () => {
    const quoted = estimateTradeGas([[v4]], { in: true }, 'exactOut')
    const refund = { ...sweep, refund: true }
    expect(
      fromSwapRouter02Estimate({
        estimate: quoted,
        routes: [[v4]],
        charged: { in: true },
        tradeType: 'exactOut',
        commands: refund,
      }),
    ).toBe(estimateUniversalRouterGas([[v4]], refund))
  })

  it('reads an estimate below the router terms as no ticks crossed', () => {
    expect(
      fromSwapRouter02Estimate({
        estimate: 0n,
        routes: [[v2]],
        charged: {},
        tradeType: 'exactIn',
        commands: sweep,
      }),
    ).toBe(estimateUniversalRouterGas([[v2]], sweep))
  })
})
