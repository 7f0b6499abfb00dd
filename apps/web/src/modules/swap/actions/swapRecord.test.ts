import { describe, expect, it } from 'vitest'
import type { SwapTrade } from '../../quote'
import { swapTransactionInfo } from './swapRecord'

const base = {
  inputCurrency: { chainId: 1, address: 'ETH', symbol: 'ETH', name: 'Ether', decimals: 18 },
  outputCurrency: {
    chainId: 1,
    address: '0x1111111111111111111111111111111111111111',
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
  },
  inputAmount: 10n ** 18n,
  outputAmount: 2_990_123_456n,
  routes: [],
  priceImpactBps: 0,
  gasUseEstimate: 0n,
  gasUseEstimateUSD: null,
  blockNumber: 1n,
  source: 'api',
} satisfies Omit<SwapTrade, 'tradeType'>

describe('swap transaction record (spec 01 §3 swap info)', () => {
  it('exact input keeps the expected output and the minimum', () => {
    expect(swapTransactionInfo({ ...base, tradeType: 'exactIn' }, 50)).toEqual({
      type: 'swap',
      tradeType: 'EXACT_INPUT',
      inputCurrencyId: 'ETH',
      outputCurrencyId: base.outputCurrency.address,
      inputCurrencyAmountRaw: '1000000000000000000',
      outputCurrencyAmountRaw: '2990123456',
      minimumOutputCurrencyAmountRaw: '2975172838',
    })
  })

  it('exact output keeps the expected input and the maximum', () => {
    expect(swapTransactionInfo({ ...base, tradeType: 'exactOut' }, 100)).toMatchObject({
      tradeType: 'EXACT_OUTPUT',
      outputCurrencyAmountRaw: '2990123456',
      expectedInputCurrencyAmountRaw: '1000000000000000000',
      maximumInputCurrencyAmountRaw: '1010000000000000000',
    })
  })

  it('keeps another recipient as the summary names it', () => {
    const trade = { ...base, tradeType: 'exactIn' as const }
    expect(swapTransactionInfo(trade, 50, 'alice.tidepool.eth')).toMatchObject({
      recipient: 'alice.tidepool.eth',
    })
    expect(swapTransactionInfo(trade, 50)).not.toHaveProperty('recipient')
  })
})
