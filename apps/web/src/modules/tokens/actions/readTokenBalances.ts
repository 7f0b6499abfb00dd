// spec 01 §7.6 "Blockchain reads through a multicall: balanceOf": the balances of a chunk of
// tokens in one eth_call (Multicall3 aggregate3), a failed read standing alone.
import { type Address, type Client, erc20Abi } from 'viem'

/**
 * balanceOf calls per eth_call: 500 × ~10,000 gas stays far below the nodes' eth_call gas caps
 * (tens of millions), and a 10,000-token list takes 20 calls, sent in one JSON-RPC batch.
 */
export const BALANCE_CHUNK_SIZE = 500

/** balanceOf(address) calldata: selector and one word. viem's multicall batches by bytes. */
const BALANCE_OF_CALLDATA_BYTES = 4 + 32

export interface ReadTokenBalancesParameters {
  client: Client
  account: Address
  /** One chunk of tokens (BALANCE_CHUNK_SIZE at most; utils/balances.ts). */
  tokens: readonly { address: string }[]
}

/** Balances in the tokens' order; null where the read failed (no token there, or it reverted). */
export type ReadTokenBalancesReturnType = (bigint | null)[]

export async function readTokenBalances({
  client,
  account,
  tokens,
}: ReadTokenBalancesParameters): Promise<ReadTokenBalancesReturnType> {
  // viem's read path loads with the first read, not with the page (issue 11 bundle budget).
  const { multicall } = await import('../../../chain/readActions')
  const results = await multicall(client, {
    allowFailure: true,
    // BALANCE_CHUNK_SIZE calls per aggregate3: viem's default splits every 1,024 bytes (about 28
    // balanceOf, some 360 eth_calls for 10,000 tokens). The same size for every chunk: on a
    // client that batches multicalls (wagmi's), concurrent chunks share one batcher, which then
    // splits them at this size again instead of merging them into one unbounded call.
    batchSize: BALANCE_CHUNK_SIZE * BALANCE_OF_CALLDATA_BYTES,
    contracts: tokens.map((t) => ({
      address: t.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf' as const,
      args: [account] as const,
    })),
  })
  return results.map((r) => (r.status === 'success' ? r.result : null))
}
