// The hook's wiring (spec 01 §4 Trade state, §7.1, §9 Timing) with the network faked: the
// routing service is a stubbed fetch, the block number a variable.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RuntimeConfig } from '../../../chain/runtimeConfig'
import { RuntimeConfigContext } from '../../../chain/runtimeConfigContext'
import { CHAIN, serviceBody, USDC_CURRENCY, WETH_CURRENCY } from '../testing/fixtures'
import { type UseBestTradeParameters, useBestTrade } from './useBestTrade'

const chainState = vi.hoisted(() => ({ block: 379n }))
vi.mock('../../../chain/blockNumber', () => ({ useBlockNumber: () => chainState.block }))
// The read door (chain/clients.ts): one stable getter, as the real one is.
vi.mock('../../../chain/clients', () => {
  const getClient = () => ({ uid: 'test' })
  return { useChainClients: () => getClient }
})
vi.mock('../../user', () => ({ useClientSideRouter: () => false }))
// The engine fallback (a Web Worker) does not exist in jsdom: it finds nothing.
vi.mock('../actions/browserRouter', () => ({ browserRouter: () => undefined }))

/** A service answer for `amount` in: one v3 hop, 3000 USDC per WETH. */
function answerFor(amount: bigint, block = 379n): unknown {
  const body = serviceBody()
  const quote = (amount * 3000n) / 10n ** 12n
  const hop = (body.route as Record<string, unknown>[][])[0]?.[0] ?? {}
  return {
    ...body,
    blockNumber: String(block),
    quote: String(quote),
    route: [[{ ...hop, amountIn: String(amount), amountOut: String(quote) }]],
  }
}

let fetchMock: ReturnType<typeof vi.fn>
let answer: (url: URL) => { status: number; body: unknown }

// The quote actions load with the first quote (issue 29): loaded here once, so that no test's
// timing includes that import (on a loaded CI machine it outlasted waitFor's second).
beforeAll(async () => {
  await import('../actions/getBestTrade')
})

function Wrapper({ children }: { children: ReactNode }) {
  // One client per mounted hook: a rerender must not start a fresh cache (and fetch again).
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            queryKeyHashFn: (k) =>
              JSON.stringify(k, (_, v) => (typeof v === 'bigint' ? String(v) : v)),
          },
        },
      }),
  )
  const config = { quoteUrl: 'http://quote.test' } as RuntimeConfig
  return (
    <QueryClientProvider client={client}>
      <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>
    </QueryClientProvider>
  )
}

const params = (amount: bigint | undefined): UseBestTradeParameters => ({
  chain: CHAIN,
  tradeType: 'exactIn',
  amount,
  inputCurrency: WETH_CURRENCY,
  outputCurrency: USDC_CURRENCY,
})

beforeEach(() => {
  chainState.block = 379n
  answer = (url) => ({ status: 200, body: answerFor(BigInt(url.searchParams.get('amount') ?? 0)) })
  fetchMock = vi.fn(async (input: string | URL | Request) => {
    const { status, body } = answer(new URL(String(input)))
    return new Response(JSON.stringify(body), { status })
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useBestTrade', () => {
  it('is INVALID without a currency, and asks nothing', () => {
    const { result } = renderHook(
      () => useBestTrade({ ...params(10n ** 18n), outputCurrency: undefined }),
      {
        wrapper: Wrapper,
      },
    )
    expect(result.current).toEqual({ state: 'INVALID' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('goes LOADING → VALID, then SYNCING on the previous trade while a new amount is debounced', async () => {
    const { result, rerender } = renderHook((p: UseBestTradeParameters) => useBestTrade(p), {
      wrapper: Wrapper,
      initialProps: params(10n ** 18n),
    })
    expect(result.current.state).toBe('LOADING')
    await waitFor(() => expect(result.current.state).toBe('VALID'))
    const first = result.current.trade
    expect(first?.outputAmount).toBe(3_000_000_000n)
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('type=exactIn')

    rerender(params(2n * 10n ** 18n))
    expect(result.current).toEqual({ state: 'SYNCING', trade: first })
    await waitFor(() => expect(result.current.state).toBe('VALID'))
    expect(result.current.trade?.outputAmount).toBe(6_000_000_000n)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('debounces typing: only the settled amount is quoted', async () => {
    const { result, rerender } = renderHook((p: UseBestTradeParameters) => useBestTrade(p), {
      wrapper: Wrapper,
      initialProps: params(10n ** 18n),
    })
    await waitFor(() => expect(result.current.state).toBe('VALID'))
    for (const digits of [2n, 23n, 234n]) rerender(params(digits * 10n ** 16n))
    await waitFor(() => expect(result.current.state).toBe('VALID'))
    expect(result.current.trade?.inputAmount).toBe(234n * 10n ** 16n)
    expect(
      fetchMock.mock.calls.map((c) => new URL(String(c[0])).searchParams.get('amount')),
    ).toEqual(['1000000000000000000', '2340000000000000000'])
  })

  it('is NO_ROUTE_FOUND when the service finds nothing and the engine neither', async () => {
    answer = () => ({ status: 404, body: { errorCode: 'NO_ROUTE', detail: 'none' } })
    const { result } = renderHook(() => useBestTrade(params(10n ** 18n)), { wrapper: Wrapper })
    await waitFor(() => expect(result.current.state).toBe('NO_ROUTE_FOUND'))
  })

  it('ignores a quote more than 10 blocks old and asks again', async () => {
    const { result, rerender } = renderHook((p: UseBestTradeParameters) => useBestTrade(p), {
      wrapper: Wrapper,
      initialProps: params(10n ** 18n),
    })
    await waitFor(() => expect(result.current.state).toBe('VALID'))
    answer = (url) => ({
      status: 200,
      body: answerFor(BigInt(url.searchParams.get('amount') ?? 0), 400n),
    })
    act(() => {
      chainState.block = 400n
    })
    rerender(params(10n ** 18n))
    // Stale (21 blocks): not shown while the next quote is fetched, then the fresh one.
    expect(result.current.state).toBe('LOADING')
    await waitFor(() => expect(result.current.trade?.blockNumber).toBe(400n))
    expect(result.current.state).toBe('VALID')
  })

  it('asks once, not in a loop, when the service keeps answering an old block', async () => {
    const { result, rerender } = renderHook((p: UseBestTradeParameters) => useBestTrade(p), {
      wrapper: Wrapper,
      initialProps: params(10n ** 18n),
    })
    await waitFor(() => expect(result.current.state).toBe('VALID'))
    act(() => {
      chainState.block = 400n
    })
    rerender(params(10n ** 18n))
    await waitFor(() => expect(result.current.state).toBe('NO_ROUTE_FOUND'))
    await new Promise((r) => setTimeout(r, 100))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('keeps the same request when the parent rebuilds equal currency objects', async () => {
    const { result, rerender } = renderHook((p: UseBestTradeParameters) => useBestTrade(p), {
      wrapper: Wrapper,
      initialProps: params(10n ** 18n),
    })
    await waitFor(() => expect(result.current.state).toBe('VALID'))
    rerender({ ...params(10n ** 18n), inputCurrency: { ...WETH_CURRENCY } })
    expect(result.current.state).toBe('VALID')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
