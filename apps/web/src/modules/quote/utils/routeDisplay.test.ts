import { describe, expect, it } from 'vitest'
import { REQUEST, serviceBody } from '../testing/fixtures'
import type { SwapTrade } from '../types'
import { parseQuoteResponse } from './parseQuoteResponse'
import { routeDisplay } from './routeDisplay'

const trade = parseQuoteResponse(serviceBody(), REQUEST) as SwapTrade

describe('routeDisplay (spec 01 §9 Routing, Display)', () => {
  it('gives each route its protocol, share and hops with fee percents (v2 as 0.3 %)', () => {
    const [a, b] = routeDisplay(trade)
    expect(a).toMatchObject({ protocol: 'V3', percent: '60' })
    expect(a?.path.map((t) => t.symbol)).toEqual(['WETH', 'USDC'])
    expect(a?.hops).toMatchObject([{ protocol: 'V3', fee: 500, feePercent: 0.05 }])
    expect(b).toMatchObject({ protocol: 'MIXED', percent: '40' })
    expect(b?.path.map((t) => t.symbol)).toEqual(['WETH', 'DAI', 'USDC'])
    expect(b?.hops.map((h) => [h.protocol, h.fee, h.feePercent])).toEqual([
      ['V2', 3000, 0.3],
      ['V3', 100, 0.01],
    ])
  })

  it('rounds shares to 2 significant digits', () => {
    const [r0, r1] = trade.routes
    if (!r0 || !r1) throw new Error('fixture')
    const thirds: SwapTrade = {
      ...trade,
      routes: [
        { ...r0, amountIn: 1n },
        { ...r1, amountIn: 2n },
        { ...r1, amountIn: 997n },
      ],
    }
    expect(routeDisplay(thirds).map((r) => r.percent)).toEqual(['0.1', '0.2', '100'])
    const split: SwapTrade = {
      ...trade,
      routes: [
        { ...r0, amountIn: 1n },
        { ...r1, amountIn: 2n },
      ],
    }
    expect(routeDisplay(split).map((r) => r.percent)).toEqual(['33', '67'])
  })
})
