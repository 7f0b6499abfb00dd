import { useShallow } from 'zustand/react/shallow'
import { useTransactionsStore } from '../state/store'
import { isPending } from '../utils/status'

/** Ids of the chains that have at least one pending transaction. */
export function usePendingChainIds(): number[] {
  return useTransactionsStore(
    useShallow((s) =>
      Object.entries(s.transactions)
        .filter(([, byHash]) => Object.values(byHash).some(isPending))
        .map(([id]) => Number(id)),
    ),
  )
}
