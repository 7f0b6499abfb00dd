import { PERSIST_DEBOUNCE_MS, persistDebounced } from '../../../lib/persist'
import { browserStorage } from '../../../lib/storage'
import { parseStoredTransactions, serializeTransactions, TRANSACTIONS_STORAGE_KEY } from './storage'
import { useTransactionsStore } from './store'

/**
 * Saves the transactions after each change, debounced 1000 ms (spec 01 §9 Timing); a pending
 * save is flushed when the page is hidden or closed, so a transaction sent just before a reload
 * is still tracked after it. Another tab's transactions are merged in, per chain and hash, and
 * never dropped (lib/persist.ts; issue 11 §3). Returns a stop function.
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
    adopt: (raw) => useTransactionsStore.setState({ transactions: parseStoredTransactions(raw) }),
    storage,
    delayMs,
  })
}
