// spec 02 §2 v2 add confirm dialog, §9 (pool share, 6 significant digits); issue 34 #4: every
// figure of the summary in the language's style (the share and slippage read '12.34%' under de-DE).
import { Price } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { amountFormatters } from '../../../../lib/format'
import type { V2AddFlow } from '../hooks/useV2AddFlow'
import { supplySummary } from './supplySummary'
import { DAI, USDC } from './testing'

const flow = {
  currencyA: { symbol: 'DAI', decimals: 18 },
  currencyB: { symbol: 'USDC', decimals: 6 },
  slippageBps: 50,
  derived: {
    noLiquidity: false,
    deposit: { a: 1_234_567_891_234_567_891_234n, b: 1_234_719_111n },
    liquidityMinted: 10n ** 15n,
    poolShare: { numerator: 1n, denominator: 3n },
    // 1 DAI = 1.000123 USDC
    price: new Price(DAI, USDC, (10n ** 24n).toString(), (1_000_123n * 10n ** 6n).toString()),
  },
} as unknown as Pick<V2AddFlow, 'derived' | 'currencyA' | 'currencyB' | 'slippageBps'>

const nbsp = (s: string | undefined) => s?.replace(/\s/g, ' ')

describe('supplySummary', () => {
  it('writes the amounts, prices, share and slippage in en-US', () => {
    const s = supplySummary(flow, amountFormatters('en-US'))
    expect(s).toMatchObject({
      amountAText: '1,234.57',
      amountBText: '1,234.72',
      priceBA: '1.00012',
      priceAB: '0.999877',
      share: '33.33%',
      slippagePercent: '0.50%',
    })
  })

  it("writes every figure in de-DE's style", () => {
    const s = supplySummary(flow, amountFormatters('de-DE'))
    expect(s?.amountAText).toBe('1.234,57')
    expect(s?.priceBA).toBe('1,00012')
    expect(nbsp(s?.share)).toBe('33,33 %')
    expect(nbsp(s?.slippagePercent)).toBe('0,50 %')
  })

  it('is undefined until Supply could go', () => {
    const derived = { ...flow.derived, poolShare: undefined }
    expect(supplySummary({ ...flow, derived }, amountFormatters('en-US'))).toBeUndefined()
  })
})
