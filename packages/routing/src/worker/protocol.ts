// The routing Web Worker's message protocol (issue 4: the engine in the browser, for the
// client-side router setting). One request per message, answered by one response with the same
// id. Everything crosses postMessage by structured clone: bigints, nested arrays and plain
// objects survive it, class instances do not, so errors travel as { name, message } and are
// rebuilt on the caller's side.
import {
  InsufficientLiquidityError,
  InvalidInputError,
  MathRevertError,
  NoRouteError,
  RoutingError,
  type TickEdge,
  TicksNeededError,
} from '../errors.ts'
import { FeeOnTransferExactOutputError } from '../fees/transferFee.ts'
import { type BestTrade, type FindBestTradeParams, findBestTrade } from '../findBestTrade.ts'
import { type QuoteWithGasParams, type QuoteWithGasResult, quoteWithGas } from '../quoteWithGas.ts'

/** The snapshot travels with every request: the worker keeps no state between requests. */
export type RoutingRequest =
  | { id: number; type: 'findBestTrade'; params: FindBestTradeParams }
  /** Gas prices and the trade in one round trip (the page caches the prices per snapshot). */
  | { id: number; type: 'quoteWithGas'; params: QuoteWithGasParams }

export interface RoutingErrorData {
  name: string
  message: string
  /** TicksNeededError's pool sides, so the page can read further and ask again. */
  edges?: readonly TickEdge[]
}

export type RoutingResponse =
  | { id: number; ok: true; trade: BestTrade }
  | { id: number; ok: true; quote: QuoteWithGasResult }
  | { id: number; ok: false; error: RoutingErrorData }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** The worker's whole job, as a pure function (unit-testable without a worker). */
export function handleRoutingRequest(message: unknown): RoutingResponse | undefined {
  if (!isRecord(message) || typeof message.id !== 'number') return undefined
  const { id } = message
  const { type, params } = message
  if ((type !== 'findBestTrade' && type !== 'quoteWithGas') || !isRecord(params)) {
    return { id, ok: false, error: { name: 'InvalidInputError', message: 'unknown request' } }
  }
  try {
    // Shape is the caller's contract (createRoutingClient builds it); the engine validates
    // amounts, tokens and hops itself.
    if (type === 'quoteWithGas')
      return { id, ok: true, quote: quoteWithGas(params as unknown as QuoteWithGasParams) }
    const trade = findBestTrade(params as unknown as FindBestTradeParams)
    return { id, ok: true, trade }
  } catch (e) {
    const error: RoutingErrorData =
      e instanceof TicksNeededError
        ? { name: e.name, message: e.message, edges: e.edges }
        : e instanceof Error
          ? { name: e.name, message: e.message }
          : { name: 'Error', message: String(e) }
    return { id, ok: false, error }
  }
}

const ERRORS: Readonly<Record<string, new (message: string) => RoutingError>> = {
  RoutingError,
  InsufficientLiquidityError,
  InvalidInputError,
  NoRouteError,
  FeeOnTransferExactOutputError,
}

/** The engine's error class back from its cloned { name, message }. */
export function toRoutingError(data: RoutingErrorData): Error {
  if (data.name === 'MathRevertError') return new MathRevertError(data.message)
  if (data.name === 'TicksNeededError') return new TicksNeededError(data.edges ?? [])
  const Ctor = ERRORS[data.name]
  if (Ctor) return new Ctor(data.message)
  const error = new Error(data.message)
  error.name = data.name
  return error
}
