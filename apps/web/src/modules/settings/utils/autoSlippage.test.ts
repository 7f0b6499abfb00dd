import { describe, expect, it } from 'vitest'
import { computeAutoSlippageBps } from './autoSlippage'

const L1 = { networkType: 'L1' as const }
const L2 = { networkType: 'L2' as const }

describe('computeAutoSlippageBps (spec 01 §9)', () => {
  it('is the gas cost as a fraction of the output value, in basis points', () => {
    expect(computeAutoSlippageBps({ chain: L1, gasUseEstimateUSD: 12.3, outputUSD: 1000 })).toBe(
      123,
    )
    expect(computeAutoSlippageBps({ chain: L1, gasUseEstimateUSD: 10, outputUSD: 100 })).toBe(1000)
  })

  it('rounds a fractional basis point up', () => {
    expect(computeAutoSlippageBps({ chain: L1, gasUseEstimateUSD: 10, outputUSD: 1500 })).toBe(67)
  })

  it('never goes below 0.5 % nor above 25 %', () => {
    expect(computeAutoSlippageBps({ chain: L1, gasUseEstimateUSD: 1, outputUSD: 1_000_000 })).toBe(
      50,
    )
    expect(computeAutoSlippageBps({ chain: L1, gasUseEstimateUSD: 0, outputUSD: 10 })).toBe(50)
    expect(computeAutoSlippageBps({ chain: L1, gasUseEstimateUSD: 30, outputUSD: 10 })).toBe(2500)
  })

  it('falls back to 0.5 % when the gas cost or the output value is unavailable', () => {
    const cases = [
      { gasUseEstimateUSD: null, outputUSD: 100 },
      { gasUseEstimateUSD: 5, outputUSD: null },
      { gasUseEstimateUSD: undefined, outputUSD: undefined },
      { gasUseEstimateUSD: 5, outputUSD: 0 },
      { gasUseEstimateUSD: Number.NaN, outputUSD: 100 },
      { gasUseEstimateUSD: -1, outputUSD: 100 },
    ]
    for (const c of cases) expect(computeAutoSlippageBps({ chain: L1, ...c })).toBe(50)
    expect(computeAutoSlippageBps({ chain: undefined, gasUseEstimateUSD: 5, outputUSD: 100 })).toBe(
      500,
    )
  })

  it('is 0.1 % on layer-2 chains, where gas is minor, whatever the amounts', () => {
    expect(computeAutoSlippageBps({ chain: L2, gasUseEstimateUSD: 30, outputUSD: 10 })).toBe(10)
    expect(computeAutoSlippageBps({ chain: L2, gasUseEstimateUSD: null, outputUSD: null })).toBe(10)
  })
})
