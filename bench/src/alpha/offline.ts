// Issue 17: the AlphaRouter bench must not fetch anything from the internet while it runs (no
// subgraph, no token-list URL, no gas station). Every outgoing request of this process — node's
// http/https (ethers v5, axios) and fetch (viem) — is checked here: a host that is not loopback
// is refused and counted, so a provider that slipped through fails loudly instead of timing.
import http from 'node:http'
import https from 'node:https'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

export interface OfflineGuard {
  /** Hosts a request was refused for, in order. */
  readonly refused: readonly string[]
}

function hostOf(arg: unknown): string | undefined {
  if (typeof arg === 'string') return new URL(arg).hostname
  if (arg instanceof URL) return arg.hostname
  if (arg && typeof arg === 'object') {
    const o = arg as { hostname?: string | null; host?: string | null }
    return (o.hostname ?? o.host ?? 'localhost').replace(/:\d+$/, '')
  }
  return undefined
}

/** Refuses every request of this process that does not go to a loopback host. */
export function guardOffline(): OfflineGuard {
  const refused: string[] = []
  const check = (host: string | undefined): void => {
    if (host === undefined || LOOPBACK.has(host)) return
    refused.push(host)
    throw new Error(`offline bench: refused a request to ${host}`)
  }
  for (const mod of [http, https]) {
    const request = mod.request
    const get = mod.get
    // biome-ignore lint/suspicious/noExplicitAny: node's overloads (url | options, options?, cb?)
    ;(mod as any).request = (...args: any[]) => {
      check(hostOf(args[0]))
      return (request as (...a: unknown[]) => http.ClientRequest)(...args)
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above
    ;(mod as any).get = (...args: any[]) => {
      check(hostOf(args[0]))
      return (get as (...a: unknown[]) => http.ClientRequest)(...args)
    }
  }
  const fetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input
    check(hostOf(url))
    return fetch(input, init)
  }
  return { refused }
}
