import { describe, expect, it } from 'vitest'
import { REQUEST, serviceBody, USDC_CURRENCY, WETH_CURRENCY } from '../testing/fixtures'
import type { SwapTrade } from '../types'
import { parseQuoteResponse } from './parseQuoteResponse'
import { deriveTradeState, type TradeStateInput } from './tradeState'

const trade = parseQuoteResponse(serviceBody(), REQUEST) as SwapTrade
const base: TradeStateInput = {
  inputCurrency: WETH_CURRENCY,
  outputCurrency: USDC_CURRENCY,
  tradeType: 'exactIn',
  amount: 10n ** 18n,
  trade: undefined,
  debouncing: false,
  fetching: false,
}

describe('deriveTradeState (spec 01 §4 Trade state)', () => {
  it('is INVALID without an input or an output currency, whatever else is known', () => {
    expect(deriveTradeState({ ...base, inputCurrency: undefined, trade })).toEqual({
      state: 'INVALID',
    })
    expect(deriveTradeState({ ...base, outputCurrency: undefined, fetching: true })).toEqual({
      state: 'INVALID',
    })
  })

  it('is INVALID without a positive amount (nothing to quote)', () => {
    expect(deriveTradeState({ ...base, amount: undefined }).state).toBe('INVALID')
    expect(deriveTradeState({ ...base, amount: 0n }).state).toBe('INVALID')
  })

  it('is LOADING while the debounce is pending or the first quote is fetched', () => {
    expect(deriveTradeState({ ...base, debouncing: true })).toEqual({ state: 'LOADING' })
    expect(deriveTradeState({ ...base, fetching: true })).toEqual({ state: 'LOADING' })
    // A settled "no route" for the previous inputs is not shown while the next one loads.
    expect(deriveTradeState({ ...base, trade: null, fetching: true }).state).toBe('LOADING')
  })

  it('is VALID when the trade answers the typed inputs, also during a background poll', () => {
    expect(deriveTradeState({ ...base, trade })).toEqual({ state: 'VALID', trade })
    expect(deriveTradeState({ ...base, trade, fetching: false }).state).toBe('VALID')
  })

  it('is SYNCING with the previous trade as placeholder when the typed amount moved on', () => {
    const typing = { ...base, trade, amount: 2n * 10n ** 18n, debouncing: true }
    expect(deriveTradeState(typing)).toEqual({ state: 'SYNCING', trade })
    expect(deriveTradeState({ ...typing, debouncing: false, fetching: true })).toEqual({
      state: 'SYNCING',
      trade,
    })
    // Another trade type or other currencies do not match either.
    expect(deriveTradeState({ ...base, trade, tradeType: 'exactOut' }).state).toBe('SYNCING')
    expect(
      deriveTradeState({ ...base, trade, outputCurrency: { ...USDC_CURRENCY, address: '0x01' } })
        .state,
    ).toBe('SYNCING')
  })

  it('is NO_ROUTE_FOUND once the current inputs settled without a (fresh) quote', () => {
    expect(deriveTradeState({ ...base, trade: null })).toEqual({ state: 'NO_ROUTE_FOUND' })
    // A stale quote is passed as undefined: with nothing in flight, there is no quote.
    expect(deriveTradeState({ ...base, trade: undefined })).toEqual({ state: 'NO_ROUTE_FOUND' })
  })
})
