// Thin hooks over the transactions store (DESIGN "Public contract" of modules/transactions).
import { useCallback, useMemo } from 'react'
import type { Address, Hash } from 'viem'
import { useShallow } from 'zustand/react/shallow'
import { useTransactionsStore } from '../state/store'
import type { NewTransaction, TransactionDetails } from '../types'
import { isPendingApproval } from '../utils/pendingApproval'
import { isPending, newestFirst } from '../utils/status'

const NONE: Record<Hash, TransactionDetails> = {}

/** Records a sent transaction; throws on a duplicate or missing hash (spec 01 §8). */
export function useTransactionAdder(): (tx: NewTransaction) => void {
  const add = useTransactionsStore((s) => s.add)
  return useCallback((tx: NewTransaction) => add(tx), [add])
}

/** Every transaction recorded on `chainId`, by hash. */
export function useAllTransactions(chainId: number | undefined): Record<Hash, TransactionDetails> {
  return useTransactionsStore((s) =>
    chainId === undefined ? NONE : (s.transactions[chainId] ?? NONE),
  )
}

export function useTransaction(
  chainId: number | undefined,
  hash: Hash | undefined,
): TransactionDetails | undefined {
  return useTransactionsStore((s) =>
    chainId === undefined || hash === undefined ? undefined : s.transactions[chainId]?.[hash],
  )
}

/** Whether `hash` (on any chain) is still waiting for its receipt. */
export function useIsTransactionPending(hash: Hash | undefined): boolean {
  return useTransactionsStore((s) => {
    if (!hash) return false
    for (const byHash of Object.values(s.transactions)) {
      const tx = byHash[hash]
      if (tx) return isPending(tx)
    }
    return false
  })
}

/** Transactions of `chainId` (only `account`'s when given), newest first. */
export function useRecentTransactions(
  chainId: number | undefined,
  account?: Address,
): TransactionDetails[] {
  const all = useAllTransactions(chainId)
  return useMemo(() => {
    const mine = account?.toLowerCase()
    return newestFirst(
      Object.values(all).filter((tx) => mine === undefined || tx.from.toLowerCase() === mine),
    )
  }, [all, account])
}

/** Hashes of the pending transactions of `chainId` (only `account`'s when given), newest first. */
export function usePendingHashes(chainId: number | undefined, account?: Address): Hash[] {
  const mine = account?.toLowerCase()
  return useTransactionsStore(
    useShallow((s) =>
      chainId === undefined
        ? []
        : newestFirst(Object.values(s.transactions[chainId] ?? NONE))
            .filter((tx) => isPending(tx) && (mine === undefined || tx.from.toLowerCase() === mine))
            .map((tx) => tx.hash),
    ),
  )
}

/** How many transactions of `chainId` (of `account` when given) wait for a receipt. */
export function usePendingCount(chainId: number | undefined, account?: Address): number {
  return usePendingHashes(chainId, account).length
}

/**
 * spec 01 §4 Approvals: an approval of `tokenAddress` to `spender` is pending (no receipt, same
 * spender and token, added less than 24 hours ago).
 */
export function useHasPendingApproval(
  chainId: number | undefined,
  tokenAddress: Address | undefined,
  spender: Address | undefined,
): boolean {
  return useTransactionsStore((s) => {
    if (chainId === undefined || !tokenAddress || !spender) return false
    const now = Date.now()
    return Object.values(s.transactions[chainId] ?? NONE).some((tx) =>
      isPendingApproval(tx, tokenAddress, spender, now),
    )
  })
}
