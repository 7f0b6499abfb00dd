import { describe, expect, it } from 'vitest'
import { estimateTradeGas, V3_TICK_CROSSED_GAS, V4_TICK_CROSSED_GAS } from './gas.ts'
import {
  estimateUniversalRouterGas,
  UNIVERSAL_ROUTER_GAS as G,
  routerGasModel,
  searchCommands,
  toRouterGas,
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

describe('toRouterGas', () => {
  it("keeps the ticks the quote charged and swaps SwapRouter02's terms for the UR's", () => {
    const hops = [{ protocol: 'v3', initializedTicksCrossed: 2 }] as const
    const quoted = estimateTradeGas([hops], {}, 'exactIn')
    expect(
      toRouterGas({
        estimate: quoted,
        router: 'swapRouter02',
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
      toRouterGas({
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
      toRouterGas({
        estimate: 0n,
        routes: [[v2]],
        charged: {},
        tradeType: 'exactIn',
        commands: sweep,
      }),
    ).toBe(estimateUniversalRouterGas([[v2]], sweep))
  })
})

describe('routerGasModel (the route search, issue 31)', () => {
  it("is the UR's own model on a UR chain: a v4 / mixed route's search estimate is estimateUniversalRouterGas's", () => {
    const ur = routerGasModel('universalRouter')
    const mixed = [
      { protocol: 'v3', initializedTicksCrossed: 1 },
      { protocol: 'v4', initializedTicksCrossed: 2 },
    ] as const
    const search = ur.route(mixed) + ur.transaction({}, 'exactIn')
    // The ticks as gas.ts charges them, the rest the very figure the swap screen's fee starts from.
    expect(search).toBe(estimateUniversalRouterGas([mixed], searchCommands({}, 'exactIn')))
    expect(search).toBe(
      G.transaction +
        G.v3Segment +
        V3_TICK_CROSSED_GAS +
        G.v4Segment +
        2n * V4_TICK_CROSSED_GAS +
        G.sweep,
    )
  })

  it("keeps SwapRouter02's model (gas.ts) by default", () => {
    const sr = routerGasModel()
    expect(sr.route([v3]) + sr.transaction({ out: true }, 'exactIn')).toBe(
      estimateTradeGas([[v3]], { out: true }),
    )
  })
})

describe('toRouterGas from a UR estimate', () => {
  const hops = [{ protocol: 'v3', initializedTicksCrossed: 3 }, { protocol: 'v4' }] as const
  const ur = routerGasModel('universalRouter')
  const quoted = ur.route(hops) + ur.transaction({ in: true }, 'exactIn')
  const sentAs = (commands: UniversalRouterCommands | undefined) =>
    toRouterGas({
      estimate: quoted,
      router: 'universalRouter',
      routes: [hops],
      charged: { in: true },
      tradeType: 'exactIn',
      commands,
    })

  it('keeps its ticks and charges the call the app sends (a permit here)', () => {
    expect(sentAs({ ...searchCommands({ in: true }, 'exactIn'), permit: true })).toBe(
      quoted + G.permit,
    )
  })

  it("gives SwapRouter02's figure when sent through it", () => {
    expect(sentAs(undefined)).toBe(estimateTradeGas([hops], { in: true }))
  })
})
