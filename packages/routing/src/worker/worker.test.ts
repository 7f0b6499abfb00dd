import { MessageChannel } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { InvalidInputError, NoRouteError, TicksNeededError } from '../errors.ts'
import { findBestTrade } from '../findBestTrade.ts'
import type { PoolSnapshot } from '../graph/types.ts'
import { quoteWithGas } from '../quoteWithGas.ts'
import { randomGraph, tokenAddress } from '../testing/graphs.ts'
import { createRng } from '../testing/prng.ts'
import {
  createRoutingClient,
  installRoutingWorker,
  type WorkerLike,
  type WorkerScopeLike,
} from './client.ts'
import { handleRoutingRequest, toRoutingError } from './protocol.ts'

const snapshot: PoolSnapshot = {
  chainId: 1,
  blockNumber: 123n,
  pools: randomGraph(createRng(11), { tokens: 8, pools: 30, v2Share: 0.3 }),
}
const params = {
  snapshot,
  tokenIn: tokenAddress(0),
  tokenOut: tokenAddress(3),
  tradeType: 'exactIn' as const,
  amount: 5n * 10n ** 18n,
}

describe('handleRoutingRequest', () => {
  it('sends the pool sides a search needs read further, and the page gets them back', () => {
    // Every v3 pool read as if only the words next to its price were known.
    const partial: PoolSnapshot = {
      ...snapshot,
      pools: snapshot.pools.map((p) =>
        p.protocol === 'v3'
          ? {
              ...p,
              ticks: p.ticks.filter((t) => Math.abs(t.index - p.tick) < 256 * p.tickSpacing),
              tickRange: {
                lower: p.tick - 256 * p.tickSpacing,
                upper: p.tick + 256 * p.tickSpacing,
              },
            }
          : p,
      ),
    }
    const response = handleRoutingRequest({
      id: 3,
      type: 'findBestTrade',
      params: { ...params, snapshot: partial, amount: 10n ** 26n },
    })
    if (response?.ok !== false) throw new Error('expected an error response')
    expect(response.error.name).toBe('TicksNeededError')
    expect(response.error.edges?.length).toBeGreaterThan(0)
    const error = toRoutingError(response.error)
    expect(error).toBeInstanceOf(TicksNeededError)
    expect((error as TicksNeededError).edges).toEqual(response.error.edges)
  })

  it('answers with the same trade as findBestTrade, under the request id', () => {
    const response = handleRoutingRequest({ id: 7, type: 'findBestTrade', params })
    expect(response).toEqual({ id: 7, ok: true, trade: findBestTrade(params) })
  })

  it('answers a quote with gas prices in one response', () => {
    const gas = { gasPriceWei: 10n ** 9n, wrappedNative: tokenAddress(0) }
    const response = handleRoutingRequest({
      id: 8,
      type: 'quoteWithGas',
      params: { ...params, gas },
    })
    expect(response).toEqual({ id: 8, ok: true, quote: quoteWithGas({ ...params, gas }) })
  })

  it('turns engine errors into { name, message }', () => {
    expect(
      handleRoutingRequest({ id: 1, type: 'findBestTrade', params: { ...params, amount: 0n } }),
    ).toEqual({
      id: 1,
      ok: false,
      error: { name: 'InvalidInputError', message: 'amount must be a positive integer' },
    })
    expect(handleRoutingRequest({ id: 2, type: 'nope', params })).toMatchObject({ ok: false })
    expect(handleRoutingRequest('noise')).toBeUndefined()
  })
})

describe('createRoutingClient over a real MessageChannel (structured clone)', () => {
  const channel = new MessageChannel()
  it('round-trips bigints and routes, and rebuilds error classes', async () => {
    installRoutingWorker(channel.port2 as unknown as WorkerScopeLike)
    channel.port2.start()
    const client = createRoutingClient(channel.port1 as unknown as WorkerLike)
    channel.port1.start()
    try {
      const [a, b] = await Promise.all([
        client.findBestTrade(params),
        client.findBestTrade({ ...params, tradeType: 'exactOut', amount: 10n ** 17n }),
      ])
      expect(a).toEqual(findBestTrade(params))
      const gas = { gasPriceWei: 10n ** 9n, wrappedNative: tokenAddress(1) }
      expect(await client.quoteWithGas({ ...params, gas })).toEqual(
        quoteWithGas({ ...params, gas }),
      )
      expect(b.tradeType).toBe('exactOut')
      expect(b.amountOut).toBe(10n ** 17n)
      await expect(client.findBestTrade({ ...params, amount: -1n })).rejects.toBeInstanceOf(
        InvalidInputError,
      )
      await expect(
        client.findBestTrade({ ...params, tokenOut: tokenAddress(99) }),
      ).rejects.toBeInstanceOf(NoRouteError)
    } finally {
      client.close()
      channel.port1.close()
      channel.port2.close()
    }
  })
})

describe('createRoutingClient when the worker fails', () => {
  /** A worker that never answers, with its listeners exposed. */
  function silentWorker(postMessage: (message: unknown) => void = () => undefined) {
    const listeners = new Map<string, (event: { message?: string }) => void>()
    const worker = {
      postMessage,
      addEventListener: (type: string, listener: (event: { message?: string }) => void) => {
        listeners.set(type, listener)
      },
      removeEventListener: () => undefined,
    }
    return { worker: worker as unknown as WorkerLike, listeners }
  }

  it("rejects the pending requests when the worker's script fails", async () => {
    const { worker, listeners } = silentWorker()
    const client = createRoutingClient(worker)
    const asked = client.findBestTrade(params)
    listeners.get('error')?.({ message: 'SyntaxError' })
    await expect(asked).rejects.toThrow('routing worker failed: SyntaxError')
  })

  it('rejects a request that cannot be posted, and only that one', async () => {
    const { worker } = silentWorker(() => {
      throw new Error('could not be cloned')
    })
    await expect(createRoutingClient(worker).findBestTrade(params)).rejects.toThrow(
      'could not be cloned',
    )
  })
})
