// One write to a v4 position (issue 32: collect, decrease, increase, burn): the v4 write
// (shared/useV4Write) that, when it settles, refreshes the page's read and /pool's list at once.
// The hook lives above the card that sends, with its dialog (V4ActionDialog): a removal that
// empties the position swaps the removal card for the burn card while its dialog is still up.
import { useQueryClient } from '@tanstack/react-query'
import { accountPositionsQueryKey } from '../../../liquidity'
import { useV4Write, type V4Write } from '../../shared/useV4Write'
import type { V4PositionView } from './useV4Position'
import { v4PositionQueryKey } from './v4PositionQuery'

export type V4PositionAction = V4Write

export function useV4PositionAction(view: V4PositionView, what: string): V4PositionAction {
  const { chain, account, position } = view
  const queryClient = useQueryClient()
  return useV4Write({
    chain,
    account,
    what,
    onSettled: () => {
      void queryClient.invalidateQueries({
        queryKey: v4PositionQueryKey(chain.id, position.tokenId),
      })
      if (account)
        void queryClient.invalidateQueries({
          queryKey: accountPositionsQueryKey(chain.id, account),
        })
    },
  })
}
