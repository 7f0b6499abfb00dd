// Test helpers for the devnet's nodes: raw JSON-RPC plus snapshot/revert that checks the result.
import { rpc as call } from '../rpc.ts'

export { L1_BLOCK_MS } from '../clock.ts'
export { RpcError } from '../rpc.ts'

export function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  return call<T>(url, method, params)
}

/** Takes an evm_snapshot; the id is single-use (a revert consumes it). */
export function snapshot(url: string): Promise<string> {
  return call<string>(url, 'evm_snapshot')
}

/**
 * Reverts to a snapshot. Throws unless the node answers true: a revert to an unknown or used id
 * returns false, and assuming success is how state leaks from one test into the next.
 */
export async function revert(url: string, id: string): Promise<void> {
  const ok = await call<boolean>(url, 'evm_revert', [id])
  if (ok !== true)
    throw new Error(`evm_revert(${id}) on ${url} returned ${String(ok)}: state was not restored`)
}
