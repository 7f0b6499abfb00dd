import { type UseQueryResult, useQueries } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import type { Address } from 'viem'
import { useChainClients } from '../../../chain/clients'
import { multicallQueryOptions, TOKEN_BALANCES_READ } from '../../../chain/queries'
import {
  BALANCE_CHUNK_SIZE,
  balanceOfCalls,
  balancesOf,
  type ReadTokenBalancesReturnType,
} from '../actions/readTokenBalances'
import type { TokenInfo } from '../types'
import { type BalanceChunk, balanceChunks, mergeBalances } from '../utils/balances'

type ChunkData = ReadTokenBalancesReturnType | undefined

const NO_BALANCES: ReadonlyMap<string, bigint> = new Map()
const dataOf = (results: UseQueryResult<ReadTokenBalancesReturnType>[]): ChunkData[] =>
  results.map((r) => r.data)

/**
 * ERC-20 balances of `account` for every token in `tokens` on `chainId`, by lower-case address:
 * one multicall query per chunk of tokens (utils/balances.ts). Empty while disconnected.
 */
export function useTokenBalances(
  account: Address | undefined,
  chainId: number,
  tokens: readonly TokenInfo[],
  refetchInterval?: number,
): ReadonlyMap<string, bigint> {
  const getClient = useChainClients()
  const chunks = balanceChunks(tokens)
  const queries = useMemo(
    () =>
      account === undefined
        ? []
        : chunks.map((chunk) => ({
            ...multicallQueryOptions({
              getClient,
              chainId,
              read: TOKEN_BALANCES_READ,
              // The chunk's digest, not its 500 addresses (utils/balances.ts).
              key: [account, chunk.key],
              chunkSize: BALANCE_CHUNK_SIZE,
              calls: balanceOfCalls(account, chunk.tokens),
              select: balancesOf,
            }),
            refetchInterval,
          })),
    [chunks, account, chainId, getClient, refetchInterval],
  )
  const data = useQueries({ queries, combine: dataOf })
  const balances = useMergedBalances(chunks, data)
  return account === undefined ? NO_BALANCES : balances
}

/**
 * The chunks' balances merged, as the same map while no chunk's data changed: a refetch that
 * finds the same balances (structural sharing keeps their arrays) re-sorts nothing downstream.
 */
function useMergedBalances(
  chunks: readonly BalanceChunk<TokenInfo>[],
  data: readonly ChunkData[],
): ReadonlyMap<string, bigint> {
  const last = useRef<{
    chunks: readonly BalanceChunk<TokenInfo>[]
    data: readonly ChunkData[]
    map: ReadonlyMap<string, bigint>
  }>(null)
  const prev = last.current
  if (
    prev &&
    prev.chunks === chunks &&
    prev.data.length === data.length &&
    prev.data.every((d, i) => d === data[i])
  )
    return prev.map
  const map = data.every((d) => d === undefined) ? NO_BALANCES : mergeBalances(chunks, data)
  last.current = { chunks, data, map }
  return map
}
