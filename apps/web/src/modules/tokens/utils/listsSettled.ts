import type { StoredLists } from '../state/listsStorage'

/**
 * Whether the active token lists say what they hold: the default lists were merged in
 * (TokenListsSync ran) and every active list has loaded or failed. Until then "not on an active
 * list" means nothing yet — on a first visit every token would look unlisted for a moment.
 */
export function listsSettled(state: StoredLists): boolean {
  if (state.defaultsSeen.length === 0) return false
  return state.activeListUrls.every((url) => {
    const list = state.byUrl[url]
    return list === undefined || list.current !== null || list.error !== null
  })
}
