import { useMemo } from 'react'
import { type Address, erc20Abi } from 'viem'
import { useReadContracts } from 'wagmi'
import type { TokenInfo } from '../types'

/** Balances are read for at most this many tokens at once (one multicall). */
const MAX_BALANCE_READS = 200

/**
 * ERC-20 balances of `account` for `tokens` on `chainId`, by lower-case address (one multicall
 * of balanceOf). Empty while disconnected.
 */
export function useTokenBalances(
  account: Address | undefined,
  chainId: number,
  tokens: readonly TokenInfo[],
  refetchInterval?: number,
): ReadonlyMap<string, bigint> {
  const targets = useMemo(() => tokens.slice(0, MAX_BALANCE_READS), [tokens])
  // Built once per inputs, and empty while disconnected: the query key of 200 calls is hashed on
  // every render of the caller (the picker re-renders on each keystroke).
  const contracts = useMemo(
    () =>
      account === undefined
        ? []
        : targets.map((t) => ({
            chainId,
            address: t.address as Address,
            abi: erc20Abi,
            functionName: 'balanceOf' as const,
            args: [account] as const,
          })),
    [targets, account, chainId],
  )
  const { data } = useReadContracts({
    allowFailure: true,
    contracts,
    query: { enabled: contracts.length > 0, refetchInterval },
  })
  return useMemo(() => {
    const out = new Map<string, bigint>()
    data?.forEach((r, i) => {
      const t = targets[i]
      if (t && r.status === 'success' && typeof r.result === 'bigint')
        out.set(t.address.toLowerCase(), r.result)
    })
    return out
  }, [data, targets])
}
