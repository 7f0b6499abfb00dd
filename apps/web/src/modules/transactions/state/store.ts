// spec 01 §4 "Transactions": add, clear all, finalize (attach receipt), checked; plus 'replaced'
// (beyond the spec: the nonce was mined under another hash). One store for every chain, keyed by
// chain then hash (spec 01 §3), loaded from storage at start.
import type { Address, Hash } from 'viem'
import { create } from 'zustand'
import { browserStorage, readItem } from '../../../lib/storage'
import { TRANSACTION_STRINGS } from '../strings'
import type {
  NewTransaction,
  TransactionDetails,
  TransactionReceiptSummary,
  TransactionsByChain,
} from '../types'
import { parseStoredTransactions, TRANSACTIONS_STORAGE_KEY } from './storage'

interface TransactionsActions {
  /** Throws 'Attempted to add existing transaction.' / 'No transaction hash found.' (spec §8). */
  add: (tx: NewTransaction, now?: number) => void
  /** Clears `chainId`'s transactions (spec 01 §4); only `account`'s when given (its panel). */
  clearAll: (chainId: number, account?: Address) => void
  finalize: (p: {
    chainId: number
    hash: Hash
    receipt: TransactionReceiptSummary
    failureReason?: string
    now?: number
  }) => void
  checked: (p: { chainId: number; hash: Hash; blockNumber: number }) => void
  replaced: (p: { chainId: number; hash: Hash; by: Hash | null; now?: number }) => void
}

export interface TransactionsState extends TransactionsActions {
  transactions: TransactionsByChain
}

/** Applies `change` to one existing record; unknown records are left alone (cleared meanwhile). */
function update(
  state: TransactionsState,
  chainId: number,
  hash: Hash,
  change: (tx: TransactionDetails) => TransactionDetails,
): Partial<TransactionsState> | TransactionsState {
  const tx = state.transactions[chainId]?.[hash]
  if (!tx) return state
  return {
    transactions: {
      ...state.transactions,
      [chainId]: { ...state.transactions[chainId], [hash]: change(tx) },
    },
  }
}

export const useTransactionsStore = create<TransactionsState>()((set, get) => ({
  transactions: parseStoredTransactions(readItem(browserStorage(), TRANSACTIONS_STORAGE_KEY)),

  add: ({ hash, from, chainId, nonce, info }, now = Date.now()) => {
    if (!hash) throw new Error(TRANSACTION_STRINGS.noHash)
    if (get().transactions[chainId]?.[hash]) throw new Error(TRANSACTION_STRINGS.duplicate)
    const tx: TransactionDetails = { hash, from, chainId, nonce, info, addedTime: now }
    set((s) => ({
      transactions: { ...s.transactions, [chainId]: { ...s.transactions[chainId], [hash]: tx } },
    }))
  },

  clearAll: (chainId, account) =>
    set((s) => {
      const byHash = s.transactions[chainId]
      if (!byHash) return s
      const { [chainId]: _cleared, ...rest } = s.transactions
      if (account === undefined) return { transactions: rest }
      const others = Object.fromEntries(
        Object.entries(byHash).filter(([, tx]) => tx.from.toLowerCase() !== account.toLowerCase()),
      )
      return {
        transactions: Object.keys(others).length > 0 ? { ...rest, [chainId]: others } : rest,
      }
    }),

  finalize: ({ chainId, hash, receipt, failureReason, now = Date.now() }) =>
    set((s) =>
      update(s, chainId, hash, (tx) => ({
        ...tx,
        receipt,
        confirmedTime: now,
        ...(failureReason === undefined ? {} : { failureReason }),
      })),
    ),

  checked: ({ chainId, hash, blockNumber }) =>
    set((s) =>
      update(s, chainId, hash, (tx) =>
        // Never move backwards: a slow check may report after a newer one.
        tx.lastCheckedBlockNumber !== undefined && tx.lastCheckedBlockNumber >= blockNumber
          ? tx
          : { ...tx, lastCheckedBlockNumber: blockNumber },
      ),
    ),

  replaced: ({ chainId, hash, by, now = Date.now() }) =>
    set((s) =>
      update(s, chainId, hash, (tx) =>
        tx.receipt ? tx : { ...tx, replaced: { by, detectedTime: now } },
      ),
    ),
}))
