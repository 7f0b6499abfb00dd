// The service's transport to one chain (issue 17): a list of RPC URLs behind viem's `fallback`,
// each request bounded by a timeout, retried with exponential backoff. Two timeouts: a cold
// read's eth_call (one Multicall3 batch of thousands of bitmap words) can take seconds on a busy
// node, while the head, gas price, block hash and log reads are small and come first in every
// quote, so a short timeout on those finds a hung node fast. A node that hangs or
// fails is skipped for a while (a circuit breaker), so one bad node first in the list costs one
// timeout, not one per request; past each cool-down a light request probes it in the
// background, and it is used again once a probe answers. The last URL is never skipped: with
// every node failing, requests still try it.
import { fallback, http, type Transport } from 'viem'

export interface RpcOptions {
  /** Per JSON-RPC request but eth_call, per node: a hung node is given up after this (2,000 ms). */
  timeoutMs?: number
  /** Per eth_call, per node (default 20,000 ms; viem's own default was 10,000 for every call). */
  callTimeoutMs?: number
  /** Retries of a failed request over the whole list (default 2). */
  retryCount?: number
  /** Backoff: the first retry waits this, each next one twice as long (default 100 ms). */
  retryDelayMs?: number
  /** First cool-down of a failed node; doubled per failure in a row, up to 30 s (default 1 s). */
  coolDownMs?: number
  now?: () => number
}

export const DEFAULT_RPC_TIMEOUT_MS = 2_000
export const DEFAULT_CALL_TIMEOUT_MS = 20_000
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

/**
 * One node: `calls` serves eth_call, `light` the rest. With a cool-down (every node but the
 * last), a breaker skips the node after a node fault.
 */
function node(
  light: Transport,
  calls: Transport,
  coolDown: { ms: number; now: () => number } | undefined,
): Transport {
  let failures = 0
  let closedUntil = 0
  let probing = false
  /** Requests waiting on this node: given up at once when the node fails another request. */
  const inFlight = new Set<(e: Error) => void>()
  return (params) => {
    const lightNode = light(params)
    const callNode = calls(params)
    const pick = (method: string) => (method === 'eth_call' ? callNode : lightNode)
    if (coolDown === undefined)
      return { ...lightNode, request: (args, options) => pick(args.method).request(args, options) }
    const { ms: coolDownMs, now } = coolDown
    return {
      ...lightNode,
      async request(args, options) {
        const inner = pick(args.method)
        if (failures > 0) {
          // Past the cool-down a light request (eth_blockNumber, short timeout) probes the node
          // in the background; real requests skip it until a probe answers, so none of them
          // waits on a node that may still hang (an eth_call's timeout is long).
          if (now() >= closedUntil && !probing) {
            probing = true
            lightNode
              .request({ method: 'eth_blockNumber' })
              .then(
                () => {
                  failures = 0
                },
                () => {
                  failures++
                  closedUntil = now() + Math.min(MAX_COOL_DOWN_MS, coolDownMs * 2 ** (failures - 1))
                },
              )
              .finally(() => {
                probing = false
              })
          }
          throw new NodeCoolingDownError('node cooling down after a failure')
        }
        let abandon: (e: Error) => void = () => {}
        const abandoned = new Promise<never>((_, reject) => {
          abandon = reject
        })
        inFlight.add(abandon)
        const request = inner.request(args, options)
        request.catch(() => undefined) // may settle after it was abandoned
        try {
          const result = await Promise.race([request, abandoned])
          failures = 0
          return result
        } catch (e) {
          if (isNodeFault(e)) {
            failures++
            closedUntil = now() + Math.min(MAX_COOL_DOWN_MS, coolDownMs * 2 ** (failures - 1))
            // A hung node: the eth_calls sent before its first timeout (20 s) fail over now.
            inFlight.delete(abandon)
            for (const other of inFlight)
              other(new NodeCoolingDownError('node failed another request meanwhile'))
            inFlight.clear()
          }
          throw e
        } finally {
          inFlight.delete(abandon)
        }
      },
    } as ReturnType<Transport>
  }
}

/** viem transport over `urls`, in order of preference. */
export function createRpcTransport(urls: readonly string[], options: RpcOptions = {}): Transport {
  if (urls.length === 0) throw new Error('createRpcTransport: no RPC URL')
  const timeout = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS
  const callTimeout = options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS
  const coolDown = { ms: options.coolDownMs ?? 1_000, now: options.now ?? Date.now }
  const nodes = urls.map((url, i) =>
    node(
      http(url, { timeout, retryCount: 0 }),
      http(url, { timeout: callTimeout, retryCount: 0 }),
      i < urls.length - 1 ? coolDown : undefined,
    ),
  )
  return fallback(nodes, {
    retryCount: options.retryCount ?? 2,
    retryDelay: options.retryDelayMs ?? 100,
  })
}
