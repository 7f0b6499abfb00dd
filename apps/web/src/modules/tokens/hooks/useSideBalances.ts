// The account's balances of a form's two sides (the v3 and v2 add screens; moved here from
// liquidity-v3 for the v2 screens).
import { useMemo } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useNativeBalance } from '../../wallet'
import { type Currency, isNative } from '../currency'
import { useTokenBalances } from './useTokenBalances'

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
  const balances = useTokenBalances(account, chain.id, tokens, chain.pollingIntervalMs)
  const of = (c: Currency | undefined) =>
    c === undefined || account === undefined
      ? undefined
      : isNative(c)
        ? native
        : balances.get(c.address.toLowerCase())
  return { a: of(a), b: of(b) }
}
