// The page half of the injected test wallet: an EIP-1193 provider on `window.ethereum`,
// announced through EIP-6963. It keeps no state of its own: every request goes to the Node
// half (an exposed binding), which owns the account, the chain and the authorization, so the
// provider stays consistent across reloads and navigations.
//
// This function is serialized by `page.addInitScript` and runs in the page before the app: it
// must be self-contained (no imports, no closures over module scope).

export interface PageProviderConfig {
  /** Name of the binding exposed with `page.exposeBinding`. */
  binding: string
  /** Name of the DOM event the Node half dispatches to push wallet events into the page. */
  eventChannel: string
  info: { uuid: string; name: string; icon: string; rdns: string }
}

/** What the Node half answers for each request. */
export interface WalletReply {
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
  /** Events to emit to the app after the reply resolves (as a real wallet would). */
  events?: [string, unknown][]
}

export function installPageProvider(cfg: PageProviderConfig): void {
  type Listener = (...args: unknown[]) => void
  type Binding = (payload: string) => Promise<WalletReply>
  const w = window as unknown as Record<string, unknown>
  const send = w[cfg.binding] as Binding | undefined
  if (typeof send !== 'function') return // a frame the binding was not exposed to
  const listeners = new Map<string, Set<Listener>>()

  const emit = (event: string, payload: unknown): void => {
    for (const fn of [...(listeners.get(event) ?? [])]) {
      try {
        fn(payload)
      } catch (e) {
        console.error(e)
      }
    }
  }
  const emitLater = (events: [string, unknown][] | undefined): void => {
    if (!events) return
    // A real wallet's events arrive on their own message, after the request resolved.
    setTimeout(() => {
      for (const [event, payload] of events) emit(event, payload)
    }, 0)
  }

  class ProviderRpcError extends Error {
    code: number
    data: unknown
    constructor(e: { code: number; message: string; data?: unknown }) {
      super(e.message)
      this.name = 'ProviderRpcError'
      this.code = e.code
      this.data = e.data
    }
  }

  const on = (event: string, fn: Listener) => {
    let set = listeners.get(event)
    if (!set) {
      set = new Set()
      listeners.set(event, set)
    }
    set.add(fn)
    return provider
  }
  const removeListener = (event: string, fn: Listener) => {
    listeners.get(event)?.delete(fn)
    return provider
  }

  const provider = {
    isMetaMask: false,
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      if (!args || typeof args.method !== 'string') {
        throw new ProviderRpcError({ code: -32600, message: 'Invalid request' })
      }
      const reply = await send(JSON.stringify({ method: args.method, params: args.params ?? [] }))
      emitLater(reply.events)
      if (reply.error) throw new ProviderRpcError(reply.error)
      return reply.result
    },
    on,
    addListener: on,
    once(event: string, fn: Listener) {
      const once: Listener = (...a) => {
        removeListener(event, once)
        fn(...a)
      }
      return on(event, once)
    },
    removeListener,
    off: removeListener,
    removeAllListeners(event?: string) {
      if (event) listeners.delete(event)
      else listeners.clear()
      return provider
    },
  }

  window.addEventListener(cfg.eventChannel, (e) => {
    const detail = (e as CustomEvent<{ event: string; payload: unknown }>).detail
    emit(detail.event, detail.payload)
  })

  if (w.ethereum === undefined) w.ethereum = provider
  const detail = Object.freeze({ info: Object.freeze({ ...cfg.info }), provider })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()

  // EIP-1193 `connect`: the provider can serve requests for this chain.
  provider.request({ method: 'eth_chainId' }).then(
    (chainId) => emit('connect', { chainId }),
    () => undefined,
  )
}
