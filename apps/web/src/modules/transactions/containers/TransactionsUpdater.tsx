// Keeps pending transactions moving (spec 01 §4 "Transactions"): on each new block of a chain
// with pending transactions, the due ones (shouldCheck) are checked; a receipt finalizes the
// record and shows a toast, a used nonce marks it replaced, otherwise the check is recorded.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useContext, useEffect, useRef } from 'react'
import type { Client, Hash } from 'viem'
import { useBlockNumber, useConfig, WagmiContext } from 'wagmi'
import type { ChainInfo } from '../../../chain/chains'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useAddPopup } from '../../application'
import type { CheckOutcome } from '../actions/checkTransaction'
import { useSummaryContext } from '../hooks/useSummaryContext'
import { persistTransactions } from '../state/persist'
import { useTransactionsStore } from '../state/store'
import { TRANSACTION_MESSAGES } from '../strings'
import type { TransactionDetails } from '../types'
import { shouldCheck } from '../utils/shouldCheck'
import { isPending } from '../utils/status'
import { usePendingChainIds } from './usePendingChainIds'

type Checker = typeof import('../actions/checker')

/** Mounted once in the shell: persists the transactions and tracks every chain's pending ones. */
export function TransactionsUpdater() {
  useEffect(() => persistTransactions(), [])
  const wagmi = useContext(WagmiContext)
  const { chains } = useRuntimeConfig()
  const chainIds = usePendingChainIds()
  if (!wagmi) return null
  const configured = new Set(wagmi.chains.map((c) => c.id))
  return chainIds.map((id) => {
    const chain = chains.get(id)
    return chain && configured.has(id) ? <ChainTransactionsUpdater key={id} chain={chain} /> : null
  })
}

/** Texts in the active language: the record's summary, and the translator for the toast's. */
export interface PopupText {
  summary: (tx: TransactionDetails) => string
  translate: (message: MessageDescriptor) => string
}

/** The toast text and tone of a check's outcome (the summary rendered now, from the info). */
export function outcomePopup(
  tx: TransactionDetails,
  outcome: Exclude<CheckOutcome, { kind: 'pending' }>,
  text: PopupText,
): { hash: Hash; success: boolean; summary: string } {
  const summary = text.summary(tx)
  if (outcome.kind === 'replaced')
    return {
      // The replacement is what the user's funds did: link it when it was found.
      hash: outcome.by ?? tx.hash,
      success: false,
      summary: text.translate({ ...TRANSACTION_MESSAGES.replacedToast, values: { summary } }),
    }
  const success = outcome.receipt.status !== 0
  return {
    hash: tx.hash,
    success,
    summary:
      !success && outcome.failureReason
        ? text.translate({
            ...TRANSACTION_MESSAGES.failedWithReason,
            values: { summary, reason: outcome.failureReason },
          })
        : summary,
  }
}

function ChainTransactionsUpdater({ chain }: { chain: ChainInfo }) {
  const chainId = chain.id
  const config = useConfig()
  const addPopup = useAddPopup()
  const { _ } = useLingui()
  const summaryContext = useSummaryContext(chain)
  // Read when a check ends: the toast is worded in the language active then.
  const words = useRef({ context: summaryContext, translate: _ })
  words.current = { context: summaryContext, translate: _ }
  const { data: blockNumber } = useBlockNumber({ chainId, watch: true })
  // A new pending transaction is checked at once, not on the next block.
  const pendingKey = useTransactionsStore((s) =>
    Object.values(s.transactions[chainId] ?? {})
      .filter(isPending)
      .map((tx) => tx.hash)
      .join(),
  )
  // The checks running under this mount: their hashes are not checked twice at once.
  const context = useRef<{ controller: AbortController; inFlight: Set<Hash> } | null>(null)

  // "A receipt check is … cancelled when its context ends": here, when this chain's updater
  // unmounts (no pending transaction left on it, or the app closes).
  useEffect(() => {
    const controller = new AbortController()
    context.current = { controller, inFlight: new Set() }
    return () => controller.abort()
  }, [])

  useEffect(() => {
    if (blockNumber === undefined || !pendingKey || !context.current) return
    const { controller, inFlight } = context.current
    const signal = controller.signal
    const block = Number(blockNumber)
    const store = useTransactionsStore.getState()
    const now = Date.now()
    const due = Object.values(store.transactions[chainId] ?? {}).filter(
      (tx) => isPending(tx) && !inFlight.has(tx.hash) && shouldCheck(block, tx, now),
    )
    if (due.length === 0) return
    for (const tx of due) inFlight.add(tx.hash)
    const client = config.getClient({ chainId })
    const record = (tx: TransactionDetails, outcome: CheckOutcome, checker: Checker) => {
      // Cancelled: nothing to record or show.
      if (signal.aborted) return
      const { context, translate } = words.current
      const text: PopupText = {
        // The summary renderer comes with the checker (loaded on demand).
        summary: (t) => translate(checker.transactionSummary(t.info, context)),
        translate,
      }
      recordOutcome({ chainId, block, tx, outcome, addPopup, text })
    }
    const release = (tx: TransactionDetails) => inFlight.delete(tx.hash)
    void checkDue({ client, chain, due, signal, record, release })
  }, [blockNumber, pendingKey, chainId, chain, config, addPopup])

  return null
}

/** Checks `due` (one chain, one block) with one nonce read per sender between them. */
async function checkDue({
  client,
  chain,
  due,
  signal,
  record,
  release,
}: {
  client: Client
  chain: ChainInfo
  due: readonly TransactionDetails[]
  signal: AbortSignal
  record: (tx: TransactionDetails, outcome: CheckOutcome, checker: Checker) => void
  /** Called once per transaction when its check ended, however it ended. */
  release: (tx: TransactionDetails) => void
}): Promise<void> {
  // Left unchecked on failure: the next block tries again.
  const failed = (tx: TransactionDetails, error: unknown, checker?: Checker) => {
    if (!(checker && error instanceof checker.CheckCancelledError))
      console.error(`Failed to check transaction ${tx.hash}`, error)
  }
  let checker: Checker
  try {
    checker = await import('../actions/checker')
  } catch (error) {
    for (const tx of due) {
      failed(tx, error)
      release(tx)
    }
    return
  }
  const minedNonce = checker.createMinedNonceReader(client)
  await Promise.all(
    due.map((tx) =>
      checker
        .checkTransaction({
          client,
          tx,
          policy: checker.receiptRetryPolicy(chain.networkType),
          describeSwapError: checker.swapErrorToUserReadableMessage,
          minedNonce,
          signal,
        })
        .then((outcome) => record(tx, outcome, checker))
        .catch((error: unknown) => failed(tx, error, checker))
        .finally(() => release(tx)),
    ),
  )
}

/** Writes a check's outcome to the store, with a toast once the transaction is settled. */
function recordOutcome({
  chainId,
  block,
  tx,
  outcome,
  addPopup,
  text,
}: {
  chainId: number
  block: number
  tx: TransactionDetails
  outcome: CheckOutcome
  addPopup: ReturnType<typeof useAddPopup>
  text: PopupText
}): void {
  const { transactions, checked, finalize, replaced } = useTransactionsStore.getState()
  // Cleared ('Clear all') while it was checked: nothing to record or show.
  if (!transactions[chainId]?.[tx.hash]) return
  if (outcome.kind === 'pending') {
    checked({ chainId, hash: tx.hash, blockNumber: block })
    return
  }
  if (outcome.kind === 'mined')
    finalize({
      chainId,
      hash: tx.hash,
      receipt: outcome.receipt,
      ...(outcome.failureReason === undefined ? {} : { failureReason: outcome.failureReason }),
    })
  else replaced({ chainId, hash: tx.hash, by: outcome.by })
  addPopup({
    key: tx.hash,
    content: { kind: 'transaction', chainId, ...outcomePopup(tx, outcome, text) },
  })
}
