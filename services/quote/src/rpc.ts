// The service's transport to one chain (issue 17): a list of RPC URLs behind viem's `fallback`,
// each request bounded by a timeout, retried with exponential backoff. A node that hangs or
// fails is skipped for a while (a circuit breaker), so one bad node first in the list costs one
// timeout per cool-down instead of one per request; while it cools down one request at a time
// probes it. The last URL is never skipped: with every node failing, requests still try it.
import { fallback, http, type Transport } from 'viem'

export interface RpcOptions {
  /** Per JSON-RPC request, per node: a hung node is given up after this (default 2,000 ms). */
  timeoutMs?: number
  /** Retries of a failed request over the whole list (default 2). */
  retryCount?: number
  /** Backoff: the first retry waits this, each next one twice as long (default 100 ms). */
  retryDelayMs?: number
  /** First cool-down of a failed node; doubled per failure in a row, up to 30 s (default 1 s). */
  coolDownMs?: number
  now?: () => number
}

export const DEFAULT_RPC_TIMEOUT_MS = 2_000
const MAX_COOL_DOWN_MS = 30_000

/** A node the breaker skips: fallback moves on to the next URL at once. */
export class NodeCoolingDownError extends Error {
  override name = 'NodeCoolingDownError'
}

/**
 * Failures that say the node is unwell (timeouts, refused connections, HTTP 5xx/429), not the
 * request: a revert or a missing block would be answered the same by every node.
 */
function isNodeFault(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; depth++) {
    const { name } = e
    if (name === 'TimeoutError' || name === 'HttpRequestError') return true
    if (name === 'LimitExceededRpcError' || name === 'MethodNotSupportedRpcError') return true
    const status = (e as { status?: unknown }).status
    if (typeof status === 'number' && (status >= 500 || status === 429)) return true
    e = e.cause
  }
  return false
}

/** Wraps one node's transport in a breaker that skips it after a node fault. */
function breaker(transport: Transport, coolDownMs: number, now: () => number): Transport {
  let failures = 0
  let closedUntil = 0
  let probing = false
  return (params) => {
    const inner = transport(params)
    return {
      ...inner,
      async request(args, options) {
        const cooling = now() < closedUntil
        if (cooling || probing) throw new NodeCoolingDownError('node cooling down after a failure')
        // After a failure the first request past the cool-down is the only one let through.
        const probe = failures > 0
        if (probe) probing = true
        try {
          const result = await inner.request(args, options)
          failures = 0
          return result
        } catch (e) {
          if (isNodeFault(e)) {
            failures++
            closedUntil = now() + Math.min(MAX_COOL_DOWN_MS, coolDownMs * 2 ** (failures - 1))
          } else if (probe) failures = 0
          throw e
        } finally {
          if (probe) probing = false
        }
      },
    } as ReturnType<Transport>
  }
}

/** viem transport over `urls`, in order of preference. */
export function createRpcTransport(urls: readonly string[], options: RpcOptions = {}): Transport {
  if (urls.length === 0) throw new Error('createRpcTransport: no RPC URL')
  const timeout = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS
  const coolDownMs = options.coolDownMs ?? 1_000
  const now = options.now ?? Date.now
  const nodes = urls.map((url, i) => {
    const node = http(url, { timeout, retryCount: 0 })
    return i < urls.length - 1 ? breaker(node, coolDownMs, now) : node
  })
  return fallback(nodes, {
    retryCount: options.retryCount ?? 2,
    retryDelay: options.retryDelayMs ?? 100,
  })
}
