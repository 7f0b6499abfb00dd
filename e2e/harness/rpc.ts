import { L1_BLOCK_MS, rpc } from '@tidepool/devnet/testing/rpc'

// JSON-RPC helpers for driving the devnet nodes from the tests (mining, interval mining, raw
// replies for the wallet). `rpc`, `snapshot` and `revert`
// come from the devnet's test helpers.
// Deliberately not viem: the tests must see the node's raw answers.

export { L1_BLOCK_MS, rpc } from '@tidepool/devnet/testing/rpc'

export interface RpcErrorBody {
  code: number
  message: string
  data?: unknown
}

let nextId = 1

/** Sends one request and returns the node's body as is: the wallet forwards node errors verbatim. */
export async function rpcRaw(
  url: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<{ result?: unknown; error?: RpcErrorBody }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  if (!res.ok) throw new Error(`${method} → ${url}: HTTP ${res.status} ${res.statusText}`)
  const body = (await res.json()) as { result?: unknown; error?: RpcErrorBody }
  return body
}

export const toHex = (n: number | bigint): `0x${string}` => `0x${n.toString(16)}`

export async function blockNumber(url: string): Promise<number> {
  return Number(await rpc<string>(url, 'eth_blockNumber'))
}

export async function latestBlock(url: string): Promise<{ number: number; timestamp: number }> {
  const b = await rpc<{ number: string; timestamp: string }>(url, 'eth_getBlockByNumber', [
    'latest',
    false,
  ])
  return { number: Number(b.number), timestamp: Number(b.timestamp) }
}

/** Mines `blocks` blocks at once (hardhat_mine: 40k blocks take milliseconds). */
export async function mine(url: string, blocks = 1): Promise<void> {
  await rpc(url, 'hardhat_mine', [toHex(blocks)])
}

/** 0 stops interval mining; automine (one block per transaction) is unaffected. */
export async function setIntervalMining(url: string, ms: number): Promise<void> {
  await rpc(url, 'evm_setIntervalMining', [ms])
}

/** Stops `url`'s chain from mining on its own (no automine, no interval): blocks come by `mine`. */
export async function holdBlocks(url: string): Promise<void> {
  await rpc(url, 'evm_setAutomine', [false])
  await setIntervalMining(url, 0)
}

/** Gives the chain back its usual mining: automine plus one block per `intervalMs`. */
export async function releaseBlocks(url: string, intervalMs = L1_BLOCK_MS): Promise<void> {
  await rpc(url, 'evm_setAutomine', [true])
  await setIntervalMining(url, intervalMs)
}
