// A small JSON-RPC proxy that misbehaves on request (issue 17): put first in a chain's URL list,
// it shows the quote service failing over to the next URL. Used by the unit tests (in front of a
// fake node), the devnet integration test and the fault bench (in front of the devnet's node).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type FaultMode =
  /** Forwards every request unchanged. */
  | 'pass'
  /** Accepts the request and never answers (a hung node). */
  | 'hang'
  /** Answers HTTP 503 with a JSON-RPC error (an overloaded node, a load balancer without one). */
  | '5xx'
  /** Forwards everything except eth_getLogs, which it refuses (a node that limits it). */
  | 'refuse-getLogs'

export interface FaultProxy {
  url: string
  mode: FaultMode
  /** Requests received, per JSON-RPC method. */
  counts: Map<string, number>
  close(): Promise<void>
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function rpcError(res: ServerResponse, status: number, id: unknown, code: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, error: { code, message } }))
}

export async function startFaultProxy(
  target: string,
  mode: FaultMode = 'pass',
): Promise<FaultProxy> {
  const sockets = new Set<Socket>()
  const counts = new Map<string, number>()
  const proxy: FaultProxy = { url: '', mode, counts, close: async () => {} }
  const server = createServer(async (req, res) => {
    const text = await body(req)
    let parsed: { id?: unknown; method?: unknown } = {}
    try {
      parsed = JSON.parse(text)
    } catch {
      // forwarded as is
    }
    const method = typeof parsed.method === 'string' ? parsed.method : '?'
    counts.set(method, (counts.get(method) ?? 0) + 1)
    if (proxy.mode === 'hang') return // the socket stays open until the client gives up
    if (proxy.mode === '5xx') return rpcError(res, 503, parsed.id, -32603, 'service unavailable')
    if (proxy.mode === 'refuse-getLogs' && method === 'eth_getLogs')
      return rpcError(res, 200, parsed.id, -32005, 'eth_getLogs is limited on this node')
    try {
      const upstream = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      })
      res.writeHead(upstream.status, { 'content-type': 'application/json' })
      res.end(await upstream.text())
    } catch (e) {
      rpcError(res, 502, parsed.id, -32603, `upstream: ${String(e)}`)
    }
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy.close = () =>
    new Promise((resolve) => {
      for (const s of sockets) s.destroy()
      server.close(() => resolve())
    })
  return proxy
}
