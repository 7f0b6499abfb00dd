// A minimal JSON-RPC client over fetch. Deployment sends hundreds of transactions: going
// straight to eth_sendTransaction on the node's unlocked accounts (with an explicit gas limit,
// so the node skips estimation) is several times faster than a full viem wallet client.

export class RpcError extends Error {
  override name = 'RpcError'
  readonly code: number | undefined
  readonly data: unknown
  constructor(message: string, code?: number, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

interface RpcResponse {
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

let nextId = 1

/** Calls `method` on the node at `url`; throws RpcError with the node's message on failure. */
export async function rpc<T = unknown>(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  if (!res.ok) throw new RpcError(`${method}: HTTP ${res.status} from ${url}`)
  const body = (await res.json()) as RpcResponse
  if (body.error)
    throw new RpcError(`${method}: ${body.error.message}`, body.error.code, body.error.data)
  return body.result as T
}

export const toQuantity = (n: bigint | number): `0x${string}` => `0x${n.toString(16)}`
