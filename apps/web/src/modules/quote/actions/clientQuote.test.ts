// The in-browser router's quote on a fake pool state and the real engine (called directly, as
// the routing worker would): one engine call per quote, and gas prices kept per block.
import {
  type PoolState,
  type QuoteWithGasParams,
  quoteWithGas,
  type V2Pair,
} from '@tidepool/routing'
import { describe, expect, it } from 'vitest'
import { REQUEST, USDC, WETH } from '../testing/fixtures'
import { type ClientRouter, getClientQuote } from './clientQuote'

/** WETH/USDC at 3000 in one v2 pair. */
function stateAt(blockNumber: bigint): PoolState {
  const pair: V2Pair = {
    protocol: 'v2',
    address: '0x00000000000000000000000000000000000000a9',
    token0: USDC.toLowerCase() as `0x${string}`,
    token1: WETH.toLowerCase() as `0x${string}`,
    reserve0: 3_000_000n * 10n ** 6n,
    reserve1: 1000n * 10n ** 18n,
  }
  return {
    head: { number: blockNumber, hash: `0x${blockNumber.toString(16).padStart(64, '0')}` },
    gasPriceWei: 2_000_000_000n,
    snapshot: { chainId: 31337, blockNumber, pools: [pair] },
  }
}

function fakeRouter(): ClientRouter & { state: PoolState; asked: QuoteWithGasParams[] } {
  const router = {
    state: stateAt(100n),
    asked: [] as QuoteWithGasParams[],
    bases: [],
    poolState: {
      forgetHead: () => undefined,
      // Pools read in full here: no search ever asks for more ticks.
      extend: async (state: PoolState) => state,
      snapshot: async () => router.state,
      pairs: async () => router.state.snapshot,
    },
    quoteWithGas: async (params: QuoteWithGasParams) => {
      router.asked.push(params)
      return quoteWithGas(params)
    },
  }
  return router
}

describe('getClientQuote', () => {
  it('asks the engine once per quote, with gas priced in the same call', async () => {
    const router = fakeRouter()
    const trade = await getClientQuote(router, REQUEST)
    expect(router.asked).toHaveLength(1)
    expect(router.asked[0]?.gas).toEqual({
      gasPriceWei: 2_000_000_000n,
      wrappedNative: WETH,
      usdToken: USDC,
    })
    expect(trade?.source).toBe('client')
    expect(trade?.gasUseEstimateUSD).toMatch(/^0\.[0-9]+$/)
  })

  it('passes the prices found at a block to the next quote at that block, not the next block', async () => {
    const router = fakeRouter()
    const first = await getClientQuote(router, REQUEST)
    const second = await getClientQuote(router, { ...REQUEST, amount: 2n * 10n ** 18n })
    expect(router.asked[0]?.knownPrices).toBeUndefined()
    expect(router.asked[1]?.knownPrices).toEqual({
      [USDC.toLowerCase()]: expect.objectContaining({ denominator: 10n ** 17n }),
    })
    expect(second?.gasUseEstimateUSD).toBe(first?.gasUseEstimateUSD)
    router.state = stateAt(101n)
    await getClientQuote(router, REQUEST)
    expect(router.asked[2]?.knownPrices).toBeUndefined()
  })

  it('skips gas pricing for price quotes', async () => {
    const router = fakeRouter()
    const trade = await getClientQuote(router, REQUEST, { priceGas: false })
    expect(router.asked[0]?.gas).toBeUndefined()
    expect(trade?.gasUseEstimateUSD).toBeNull()
  })

  it('keeps the prices a quote found when a price quote (no gas) at the same block ends later', async () => {
    const router = fakeRouter()
    // Started together, so the price quote was sent no prices and answers none.
    await Promise.all([
      getClientQuote(router, REQUEST),
      getClientQuote(router, REQUEST, { priceGas: false }),
    ])
    await getClientQuote(router, REQUEST)
    expect(router.asked[2]?.knownPrices).toEqual({
      [USDC.toLowerCase()]: expect.objectContaining({ denominator: 10n ** 17n }),
    })
  })
})
