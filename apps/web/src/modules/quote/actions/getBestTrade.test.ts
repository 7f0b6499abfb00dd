import type { PoolState } from '@tidepool/routing'
import { describe, expect, it, vi } from 'vitest'
import { ETH_CURRENCY, REQUEST, serviceBody, WETH } from '../testing/fixtures'
import type { SwapTrade } from '../types'
import type { ClientRouter } from './clientQuote'
import { quoteQuery } from './fetchServiceQuote'
import { getBestTrade } from './getBestTrade'

const QUOTE_URL = 'http://quote.test'

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  )
}

/** A client router whose engine finds nothing (NoRoute): enough to see whether it was asked. */
function fakeRouter(): ClientRouter & { asked: number } {
  const router = {
    asked: 0,
    bases: [],
    poolState: {
      forgetHead: () => undefined,
      // Pools read in full here: no search ever asks for more ticks.
      extend: async (state: PoolState) => state,
      snapshot: async () => {
        router.asked++
        return {
          head: { number: 1n, hash: '0x01' as const },
          gasPriceWei: 1n,
          snapshot: { chainId: 31337, blockNumber: 1n, pools: [] },
        }
      },
      pairs: async () => ({ chainId: 31337, blockNumber: 1n, pools: [] }),
    },
    quoteWithGas: async () => {
      const { NoRouteError } = await import('@tidepool/routing')
      throw new NoRouteError('none')
    },
  }
  return router
}

describe('GET /quote (spec 01 §7.1)', () => {
  it('asks for v2,v3 with both tokens, chain ids, the raw amount and the type; ETH as WETH', () => {
    const query = quoteQuery({ ...REQUEST, inputCurrency: ETH_CURRENCY, tradeType: 'exactOut' })
    expect(Object.fromEntries(query ?? [])).toEqual({
      protocols: 'v2,v3',
      tokenInAddress: WETH,
      tokenInChainId: '31337',
      tokenOutAddress: REQUEST.outputCurrency.address,
      tokenOutChainId: '31337',
      amount: '1000000000000000000',
      type: 'exactOut',
    })
  })

  it('asks for v4 too where the chain has the Universal Router (issue 31)', () => {
    const v4 = { ...REQUEST.chain.contracts, v4: {} } as NonNullable<typeof REQUEST.chain.contracts>
    const query = quoteQuery({ ...REQUEST, chain: { ...REQUEST.chain, contracts: v4 } })
    expect(query?.get('protocols')).toBe('v2,v3,v4')
  })
})

describe('getBestTrade', () => {
  it('serves the routing service answer and leaves the engine alone', async () => {
    const fetch = fakeFetch(200, serviceBody())
    const router = fakeRouter()
    const trade = await getBestTrade({
      request: REQUEST,
      quoteUrl: QUOTE_URL,
      clientSide: false,
      clientRouter: () => router,
      fetch,
    })
    expect(trade?.source).toBe('api')
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /^http:\/\/quote\.test\/quote\?protocols=v2%2Cv3&/,
    )
    expect(router.asked).toBe(0)
  })

  it.each([
    ['404 NO_ROUTE', fakeFetch(404, { errorCode: 'NO_ROUTE', detail: 'x' })],
    ['500', fakeFetch(500, { errorCode: 'QUOTE_MISMATCH', detail: 'x' })],
    ['a malformed 200', fakeFetch(200, { route: 'nope' })],
    [
      'a network failure',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    ],
  ])(
    'falls back to the in-browser engine on %s (and resolves null when it finds nothing)',
    async (_, fetch) => {
      const router = fakeRouter()
      const trade: SwapTrade | null = await getBestTrade({
        request: REQUEST,
        quoteUrl: QUOTE_URL,
        clientSide: false,
        clientRouter: () => router,
        fetch,
      })
      expect(trade).toBeNull()
      expect(router.asked).toBe(1)
    },
  )

  it('skips the service when the user turned the Auto Router API off, or there is none', async () => {
    const fetch = fakeFetch(200, serviceBody())
    for (const [clientSide, quoteUrl] of [
      [true, QUOTE_URL],
      [false, null],
    ] as const) {
      const router = fakeRouter()
      await getBestTrade({
        request: REQUEST,
        quoteUrl,
        clientSide,
        clientRouter: () => router,
        fetch,
      })
      expect(router.asked).toBe(1)
    }
    expect(fetch).not.toHaveBeenCalled()
  })

  it('turns an engine-side failure (RPC down) into null, not a throw', async () => {
    const router = fakeRouter()
    router.poolState.snapshot = async () => {
      throw new Error('node down')
    }
    await expect(
      getBestTrade({
        request: REQUEST,
        quoteUrl: null,
        clientSide: true,
        clientRouter: () => router,
      }),
    ).resolves.toBeNull()
  })
})
