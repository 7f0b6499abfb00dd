// Both ends of the routing worker over the minimal structural types of a Worker and a worker
// scope (no DOM lib, no Node built-ins): `installRoutingWorker` inside the worker,
// `createRoutingClient` in the page.
import type { BestTrade, FindBestTradeParams } from '../findBestTrade.ts'
import type { QuoteWithGasParams, QuoteWithGasResult } from '../quoteWithGas.ts'
import {
  handleRoutingRequest,
  type RoutingRequest,
  type RoutingResponse,
  toRoutingError,
} from './protocol.ts'

interface MessageEventLike {
  data: unknown
}

/** What a DedicatedWorkerGlobalScope (or a MessagePort) offers that the worker needs. */
export interface WorkerScopeLike {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
}

/** What a Worker offers the page. */
export interface WorkerLike {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
  /** A Worker reports an uncaught error in its script (a MessagePort never does). */
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
  terminate?(): void
}

export function installRoutingWorker(scope: WorkerScopeLike): void {
  scope.addEventListener('message', (event) => {
    const response = handleRoutingRequest(event.data)
    if (response) scope.postMessage(response)
  })
}

export interface RoutingClient {
  /** Same contract as findBestTrade, computed off the main thread; rejects with its errors. */
  findBestTrade(params: FindBestTradeParams): Promise<BestTrade>
  /** Same contract as quoteWithGas: one round trip for gas prices and the trade. */
  quoteWithGas(params: QuoteWithGasParams): Promise<QuoteWithGasResult>
  /** Rejects every pending request and stops listening (terminates the worker if it can). */
  close(): void
}

type Answer = Extract<RoutingResponse, { ok: true }>

export function createRoutingClient(worker: WorkerLike): RoutingClient {
  let nextId = 1
  const pending = new Map<
    number,
    { resolve: (answer: Answer) => void; reject: (error: Error) => void }
  >()
  const onMessage = (event: MessageEventLike): void => {
    const response = event.data as RoutingResponse
    const entry = pending.get(response.id)
    if (!entry) return
    pending.delete(response.id)
    if (response.ok) entry.resolve(response)
    else entry.reject(toRoutingError(response.error))
  }
  const rejectAll = (error: Error): void => {
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
  }
  worker.addEventListener('message', onMessage)
  // A worker whose script failed answers nothing: its pending requests must not hang forever.
  worker.addEventListener('error', (event) => {
    rejectAll(new Error(`routing worker failed: ${event.message ?? 'unknown error'}`))
  })
  const ask = (request: RoutingRequest): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
      pending.set(request.id, { resolve, reject })
      try {
        worker.postMessage(request)
      } catch (e) {
        // Not cloneable, or the worker is gone: this request fails, the others are unaffected.
        pending.delete(request.id)
        reject(e instanceof Error ? e : new Error(String(e)))
      }
    })
  const unexpected = (): never => {
    throw new Error('routing worker answered another request type')
  }
  return {
    async findBestTrade(params) {
      const answer = await ask({ id: nextId++, type: 'findBestTrade', params })
      return 'trade' in answer ? answer.trade : unexpected()
    },
    async quoteWithGas(params) {
      const answer = await ask({ id: nextId++, type: 'quoteWithGas', params })
      return 'quote' in answer ? answer.quote : unexpected()
    },
    close() {
      worker.removeEventListener('message', onMessage)
      rejectAll(new Error('routing worker closed'))
      worker.terminate?.()
    },
  }
}
