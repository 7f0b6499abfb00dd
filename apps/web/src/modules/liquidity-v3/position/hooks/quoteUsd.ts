import { useMemo } from 'react'
import { useUSDValue } from '../../../quote'
import type { PositionView } from './usePosition'

/** One side's dollar value (modules/quote useUSDValue, priced as the ERC-20 it is in the pool). */
export function useQuoteUsd(
  view: PositionView,
  side: 0 | 1,
  raw: bigint | undefined,
): number | null {
  const token = side === 0 ? view.token0 : view.token1
  const currency = useMemo(
    () => ({
      chainId: view.chain.id,
      address: token.address,
      decimals: token.decimals,
      symbol: token.symbol,
      name: token.symbol,
    }),
    [view.chain.id, token],
  )
  return useUSDValue(view.chain, currency, raw)
}
