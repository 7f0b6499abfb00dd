import { describe, expect, it } from 'vitest'
import type { ChainInfo } from '../../../chain/chains'
import { CHAIN } from '../testing/fixtures'
import { usdPriceOfStablecoin, usdReferenceAmount, usdValueOf } from './usd'

describe('fiat values through the stablecoin (spec 01 §9 Routing)', () => {
  it('quotes 100 USDC on the devnet, 100,000 on an L1 and 10,000 on a rollup', () => {
    expect(usdReferenceAmount(CHAIN)).toBe(100_000_000n)
    expect(usdReferenceAmount({ ...CHAIN, isLocal: false } as ChainInfo)).toBe(100_000n * 10n ** 6n)
    expect(usdReferenceAmount({ ...CHAIN, isLocal: false, networkType: 'L2' } as ChainInfo)).toBe(
      10_000n * 10n ** 6n,
    )
    expect(usdReferenceAmount({ ...CHAIN, stablecoin: undefined })).toBeUndefined()
  })

  it('multiplies on integers: 0.05 WETH at 100 USDC per 0.0333… WETH', () => {
    // 100 USDC cost 1/30 WETH: 3000 $/WETH.
    const price = { currencyRaw: 10n ** 18n / 30n, usdRaw: 100_000_000n, usdDecimals: 6 }
    expect(usdValueOf(5n * 10n ** 16n, price)).toBeCloseTo(150, 4)
    expect(usdValueOf(0n, price)).toBe(0)
    // 8-decimals token at 60,000 $: 1 satoshi is 0.0006 $.
    const wbtc = { currencyRaw: 166_667n, usdRaw: 100_000_000n, usdDecimals: 6 }
    expect(usdValueOf(10n ** 8n, wbtc)).toBeCloseTo(59_999.88, 2)
  })

  it('values the stablecoin 1:1', () => {
    expect(usdValueOf(1_234_567n, usdPriceOfStablecoin(6))).toBe(1.234567)
  })

  it('is 0, not a division by zero, for a degenerate price', () => {
    expect(usdValueOf(1n, { currencyRaw: 0n, usdRaw: 1n, usdDecimals: 6 })).toBe(0)
  })
})
