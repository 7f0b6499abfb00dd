// After a collect or removal of this position is mined, its reads refresh at once (the issue 13
// plan: invalidate precisely, as transactions/utils/receiptRefresh.ts does for balances), not at
// the next poll: the figures, the badge and the picture follow the chain.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { Hash } from 'viem'
import { useIsTransactionPending } from '../../../transactions'
import { readsPosition } from './positionQueries'

export function useRefreshPositionOnSettle(
  chainId: number,
  tokenId: bigint,
  hash: Hash | undefined,
): void {
  const queryClient = useQueryClient()
  const pending = useIsTransactionPending(hash)
  const wasPending = useRef(false)
  useEffect(() => {
    if (pending) {
      wasPending.current = true
      return
    }
    if (!wasPending.current) return
    wasPending.current = false
    void queryClient.invalidateQueries({
      predicate: (q) => readsPosition(q.queryKey, chainId, tokenId),
    })
  }, [pending, queryClient, chainId, tokenId])
}
