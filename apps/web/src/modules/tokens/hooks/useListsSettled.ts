import { useListsStore } from '../state/listsStore'
import { listsSettled } from '../utils/listsSettled'

/** Whether the active lists have loaded or failed (utils/listsSettled). */
export function useListsSettled(): boolean {
  return useListsStore(listsSettled)
}
