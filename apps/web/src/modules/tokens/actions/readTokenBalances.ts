// spec 01 §7.6 "Blockchain reads through a multicall: balanceOf": the balances of a chunk of
// tokens in one eth_call (Multicall3 aggregate3), a failed read standing alone.
import type { Address, Client } from 'viem'
import { erc20Abi } from '../../../chain/abis/erc20'
import { multicallReads } from '../../../chain/multicall'

/**
 * balanceOf calls per eth_call: 500 × ~10,000 gas stays far below the nodes' eth_call gas caps
 * (tens of millions), and a 10,000-token list takes 20 calls, sent in one JSON-RPC batch.
 */
export const BALANCE_CHUNK_SIZE = 500

export interface ReadTokenBalancesParameters {
  client: Client
  account: Address
  /** One chunk of tokens (BALANCE_CHUNK_SIZE at most; utils/balances.ts). */
  tokens: readonly { address: string }[]
}

/** Balances in the tokens' order; null where the read failed (no token there, or it reverted). */
export type ReadTokenBalancesReturnType = (bigint | null)[]

/** The balanceOf calls of one chunk, for multicallReads / multicallQueryOptions. */
export const balanceOfCalls = (account: Address, tokens: readonly { address: string }[]) =>
  tokens.map((t) => ({
    address: t.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf' as const,
    args: [account] as const,
  }))

/** The balances of multicallReads' results; null for a failed read. */
export const balancesOf = (
  results: readonly ({ status: 'success'; result: bigint } | { status: 'failure' })[],
): ReadTokenBalancesReturnType => results.map((r) => (r.status === 'success' ? r.result : null))

export async function readTokenBalances({
  client,
  account,
  tokens,
}: ReadTokenBalancesParameters): Promise<ReadTokenBalancesReturnType> {
  // One aggregate3 per chunk (utils/balances.ts already split the list at this size).
  const results = await multicallReads(client, {
    chunkSize: BALANCE_CHUNK_SIZE,
    calls: balanceOfCalls(account, tokens),
  })
  return balancesOf(results)
}
