// After a collect or removal of this position is mined, its reads refresh at once (the issue 13
// plan: invalidate precisely, as transactions/utils/receiptRefresh.ts does for balances), not at
// the next poll: the figures, the badge and the picture follow the chain.
import { useQueryClient } from '@tanstack/react-query'
import type { Hash } from 'viem'
import { useOnTransactionSettled } from '../../../transactions'
import { readsPosition } from './positionQueries'

export function useRefreshPositionOnSettle(
  chainId: number,
  tokenId: bigint,
  hash: Hash | undefined,
): void {
  const queryClient = useQueryClient()
  useOnTransactionSettled(hash, () => {
    void queryClient.invalidateQueries({
      predicate: (q) => readsPosition(q.queryKey, chainId, tokenId),
    })
  })
}
