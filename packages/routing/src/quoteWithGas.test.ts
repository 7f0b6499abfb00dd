import { describe, expect, it } from 'vitest'
import { findBestTrade } from './findBestTrade.ts'
import type { PoolSnapshot } from './graph/types.ts'
import {
  createTokenPriceCache,
  gasCostInToken,
  PRICE_REFERENCE_WEI,
  tokenPerWei,
} from './pricing.ts'
import { quoteWithGas } from './quoteWithGas.ts'
import { seededPairs, TOKEN_A, TOKEN_B, TOKEN_C } from './testing/fakeReader.ts'

// A is the wrapped native token, C the USD token; A/B at 1:3, B/C at 1:1.
const snapshot: PoolSnapshot = { chainId: 31337, blockNumber: 100n, pools: seededPairs() }
const gas = { gasPriceWei: 10n ** 12n, wrappedNative: TOKEN_A, usdToken: TOKEN_C }
const request = {
  snapshot,
  tokenIn: TOKEN_B,
  tokenOut: TOKEN_C,
  tradeType: 'exactIn' as const,
  amount: 10n ** 20n,
}

describe('tokenPerWei', () => {
  it('prices a token off the snapshot with a 0.1 wrapped-native exact-input quote', () => {
    const price = tokenPerWei(snapshot, TOKEN_A, TOKEN_C)
    expect(price?.denominator).toBe(PRICE_REFERENCE_WEI)
    expect(price?.numerator).toBe(
      findBestTrade({ ...request, tokenIn: TOKEN_A, amount: PRICE_REFERENCE_WEI, maxHops: 2 })
        .amountOut,
    )
    expect(tokenPerWei(snapshot, TOKEN_A, TOKEN_A.toUpperCase().replace('0X', '0x'))).toEqual({
      numerator: 1n,
      denominator: 1n,
    })
    expect(tokenPerWei(snapshot, TOKEN_A, `0x${'d'.repeat(40)}`)).toBeUndefined()
  })
})

describe('quoteWithGas', () => {
  it('weighs gas priced in the quote token and prices it in USD, off the same snapshot', () => {
    const { trade, prices, gasCostUsd } = quoteWithGas({ ...request, gas })
    const usdPerWei = tokenPerWei(snapshot, TOKEN_A, TOKEN_C)
    if (usdPerWei === undefined) throw new Error('no price')
    expect(trade).toEqual(
      findBestTrade({
        ...request,
        gas: { gasPriceWei: gas.gasPriceWei, quoteTokenPerWei: usdPerWei },
      }),
    )
    expect(prices).toEqual({ [TOKEN_C]: usdPerWei })
    expect(gasCostUsd).toBe(gasCostInToken(trade.gasEstimate, gas.gasPriceWei, usdPerWei))
    expect(gasCostUsd).toBeGreaterThan(0n)
  })

  it('uses the prices already known for the snapshot instead of searching again', () => {
    // A made-up free price proves it was not searched: gas then costs nothing.
    const free = { numerator: 0n, denominator: 1n }
    const { trade, prices, gasCostUsd } = quoteWithGas({
      ...request,
      gas,
      knownPrices: { [TOKEN_C]: free },
    })
    expect(trade.quoteGasAdjusted).toBe(trade.quote)
    expect(gasCostUsd).toBe(0n)
    expect(prices).toEqual({ [TOKEN_C]: free })
  })

  it('remembers a token no route prices, and quotes without gas pricing when asked to', () => {
    const lone = `0x${'d'.repeat(40)}`
    const { prices } = quoteWithGas({ ...request, gas: { ...gas, usdToken: lone } })
    expect(prices[lone]).toBeNull()
    const unpriced = quoteWithGas(request)
    expect(unpriced.trade).toEqual(findBestTrade(request))
    expect(unpriced).toMatchObject({ prices: {}, gasCostUsd: undefined })
  })
})

describe('createTokenPriceCache', () => {
  it('keeps prices per snapshot: a later block (another snapshot) starts empty', () => {
    const cache = createTokenPriceCache()
    const { prices } = quoteWithGas({ ...request, gas })
    cache.set(snapshot, prices)
    expect(cache.get(snapshot)).toBe(prices)
    expect(cache.get({ ...snapshot, blockNumber: 101n })).toBeUndefined()
  })
})
