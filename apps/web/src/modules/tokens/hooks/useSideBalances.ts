// The account's balances of a form's two sides (the swap form, the v3 and v2 add screens).
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import { multicallQueryOptions, TOKEN_BALANCES_READ } from '../../../chain/queries'
import { useNativeBalance } from '../../wallet'
import { BALANCE_CHUNK_SIZE, balanceOfCalls, balancesOf } from '../actions/readTokenBalances'
import { type Currency, isNative } from '../currency'
import { balanceChunks } from '../utils/balances'

/** The account's balances of A and B (undefined while unknown or without an account). */
export function useSideBalances(
  chain: ChainInfo,
  account: Address | undefined,
  a: Currency | undefined,
  b: Currency | undefined,
): { a: bigint | undefined; b: bigint | undefined } {
  const native = useNativeBalance(account, chain)
  const tokens = useMemo(
    () => [a, b].filter((c): c is Currency => c !== undefined && !isNative(c)),
    [a, b],
  )
  // Two tokens at most: one chunk, keyed as useTokenBalances keys it, so the picker and the form
  // share the read and a balance refresh reaches both.
  const chunk = balanceChunks(tokens)[0]
  const getClient = useChainClients()
  const { data } = useQuery({
    ...multicallQueryOptions({
      getClient,
      chainId: chain.id,
      read: TOKEN_BALANCES_READ,
      key: [account, chunk?.key],
      chunkSize: BALANCE_CHUNK_SIZE,
      calls:
        account === undefined || chunk === undefined ? [] : balanceOfCalls(account, chunk.tokens),
      select: balancesOf,
    }),
    enabled: account !== undefined && chunk !== undefined,
    refetchInterval: chain.pollingIntervalMs,
  })
  const of = (c: Currency | undefined) => {
    if (c === undefined || account === undefined) return undefined
    if (isNative(c)) return native
    const i = tokens.indexOf(c)
    return (i >= 0 ? data?.[i] : undefined) ?? undefined
  }
  return { a: of(a), b: of(b) }
}
