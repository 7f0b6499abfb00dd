import { PERSIST_DEBOUNCE_MS, persistDebounced } from '../../../lib/persist'
import { browserStorage } from '../../../lib/storage'
import { serializeTransactions, TRANSACTIONS_STORAGE_KEY } from './storage'
import { useTransactionsStore } from './store'

/**
 * Saves the transactions after each change, debounced 1000 ms (spec 01 §9 Timing); a pending
 * save is flushed when the page is hidden or closed, so a transaction sent just before a reload
 * is still tracked after it. Returns a stop function.
 */
export function persistTransactions({
  storage = browserStorage(),
  delayMs = PERSIST_DEBOUNCE_MS,
}: {
  storage?: Storage | null
  delayMs?: number
} = {}): () => void {
  return persistDebounced({
    store: useTransactionsStore,
    key: TRANSACTIONS_STORAGE_KEY,
    serialize: (state) => serializeTransactions(state.transactions),
    storage,
    delayMs,
  })
}
