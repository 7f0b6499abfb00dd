// Whether the chosen v4 pool exists, and its price (issue 32 "Pool choice"): StateView's
// getSlot0(poolId) through the read door (chain/reads). An uninitialised pool answers a zero
// price: there is no pool yet, and the add creates it.

import { stateViewAbi } from '../../../../chain/abis/v4'
import type { ChainInfo } from '../../../../chain/chains'
import { useReadContract } from '../../../../chain/reads'
import { type V4PoolKey, v4PoolId } from '../../../liquidity'
import type { V4Slot0 } from '../utils/deriveV4Add'

export interface UseV4Slot0ReturnType {
  slot0: V4Slot0
  /** The pool's LP fee now (a dynamic-fee pool's is the hook's choice). */
  lpFee: number | undefined
  refetch: () => void
}

export function useV4Slot0(chain: ChainInfo, key: V4PoolKey | undefined): UseV4Slot0ReturnType {
  const { data, refetch } = useReadContract({
    chainId: chain.id,
    address: key ? chain.contracts?.v4?.stateView : undefined,
    abi: stateViewAbi,
    functionName: 'getSlot0',
    args: key ? [v4PoolId(key)] : undefined,
    query: { refetchInterval: chain.pollingIntervalMs },
  })
  if (!key || data === undefined) return { slot0: undefined, lpFee: undefined, refetch }
  const [sqrtPriceX96, tick, , lpFee] = data
  return {
    slot0: sqrtPriceX96 === 0n ? null : { sqrtPriceX96, tick },
    lpFee: sqrtPriceX96 === 0n ? undefined : lpFee,
    refetch: () => void refetch(),
  }
}
