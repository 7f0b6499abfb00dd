import { useMemo } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import type { SwapCurrency } from '../../quote'
import { isNative, useTokenBalances } from '../../tokens'
import { useNativeBalance } from '../../wallet'

/** Balances of the two sides for `account` (undefined while unknown or disconnected). */
export function useSwapBalances(
  chain: ChainInfo,
  account: Address | undefined,
  input: SwapCurrency | undefined,
  output: SwapCurrency | undefined,
): { input: bigint | undefined; output: bigint | undefined } {
  const native = useNativeBalance(account, chain)
  const tokens = useMemo(
    () => [input, output].filter((c): c is SwapCurrency => c !== undefined && !isNative(c)),
    [input, output],
  )
  const balances = useTokenBalances(account, chain.id, tokens, chain.pollingIntervalMs)
  const of = (c: SwapCurrency | undefined) =>
    c === undefined || account === undefined
      ? undefined
      : isNative(c)
        ? native
        : balances.get(c.address.toLowerCase())
  return { input: of(input), output: of(output) }
}
