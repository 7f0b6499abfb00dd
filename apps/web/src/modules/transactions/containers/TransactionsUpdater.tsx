import { useLingui } from '@lingui/react'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import type { Client, Hash } from 'viem'
import { useBlockNumber } from '../../../chain/blockNumber'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClient } from '../../../chain/clients'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useAddPopup } from '../../application'
import type { CheckOutcome } from '../actions/checkTransaction'
import { useSummaryContext } from '../hooks/useSummaryContext'
import { useAnnouncementStore } from '../state/announcement'
import { persistTransactions } from '../state/persist'
import { useTransactionsStore } from '../state/store'
import type { TransactionDetails } from '../types'
import { outcomeAnnouncement, outcomePopup, type PopupText } from '../utils/outcomeText'
import { transactionPopupLifetimeMs } from '../utils/popupLifetime'
import { holdingsMovedBy, refreshHoldings } from '../utils/receiptRefresh'
import { blockPollingMs, shouldCheck } from '../utils/shouldCheck'
import { isPending } from '../utils/status'
import { usePendingChainIds } from './usePendingChainIds'

type Checker = typeof import('../actions/checker')

/** Mounted once in the shell: persists the transactions and tracks every chain's pending ones. */
export function TransactionsUpdater() {
  useEffect(() => persistTransactions(), [])
  const { chains } = useRuntimeConfig()
  const chainIds = usePendingChainIds()
  return chainIds.map((id) => {
    const chain = chains.get(id)
    return chain ? <ChainTransactionsUpdater key={id} chain={chain} /> : null
  })
}

function ChainTransactionsUpdater({ chain }: { chain: ChainInfo }) {
  const chainId = chain.id
  const client = useChainClient(chainId)
  const addPopup = useAddPopup()
  const queryClient = useQueryClient()
  const { _ } = useLingui()
  // A new pending transaction is checked at once, not on the next block.
  const pendingKey = useTransactionsStore((s) =>
    Object.values(s.transactions[chainId] ?? {})
      .filter(isPending)
      .map((tx) => tx.hash)
      .join(),
  )
  // The pending ones' tokens are read while they wait, so their toasts rarely wait for it.
  const pendingInfos = useMemo(
    () =>
      pendingKey
        ? Object.values(useTransactionsStore.getState().transactions[chainId] ?? {})
            .filter(isPending)
            .map((tx) => tx.info)
        : [],
    [pendingKey, chainId],
  )
  const summaryContext = useSummaryContext(chain, pendingInfos)
  // Read when a check ends: the toast is worded in the language active then.
  const words = useRef({ ...summaryContext, translate: _ })
  words.current = { ...summaryContext, translate: _ }
  // Re-evaluated on each render (every new block re-renders): a transaction ages out of it.
  const pollingInterval = blockPollingMs(
    client.pollingInterval,
    Object.values(useTransactionsStore.getState().transactions[chainId] ?? {}).filter(isPending),
    Date.now(),
  )
  const blockNumber = useBlockNumber(chainId, { pollingInterval })
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
    const record = async (tx: TransactionDetails, outcome: CheckOutcome, checker: Checker) => {
      // issue 34 #2: the toast names its tokens by symbol with their decimals, never base units.
      if (outcome.kind !== 'pending') await words.current.resolve(tx.info)
      // Cancelled: nothing to record or show.
      if (signal.aborted) return
      const { context, translate } = words.current
      const text: PopupText = {
        // The summary renderer comes with the checker (loaded on demand).
        summary: (t) => translate(checker.transactionSummary(t.info, context)),
        translate,
      }
      recordOutcome({ chain, block, tx, outcome, addPopup, queryClient, text })
    }
    const release = (tx: TransactionDetails) => inFlight.delete(tx.hash)
    void checkDue({ client, chain, due, signal, record, release })
  }, [blockNumber, pendingKey, chainId, chain, client, addPopup, queryClient])

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
  record: (tx: TransactionDetails, outcome: CheckOutcome, checker: Checker) => Promise<void>
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
  chain,
  block,
  tx,
  outcome,
  addPopup,
  queryClient,
  text,
}: {
  chain: ChainInfo
  block: number
  tx: TransactionDetails
  outcome: CheckOutcome
  addPopup: ReturnType<typeof useAddPopup>
  queryClient: QueryClient
  text: PopupText
}): void {
  const chainId = chain.id
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
  // The balances and allowances it moved, now rather than at the next poll (issue 12 #4); a
  // replacement moved at least the fee, and the user's speed-up moved the same tokens.
  void refreshHoldings(queryClient, holdingsMovedBy(tx, chain.wrappedNative?.address))
  const popup = outcomePopup(tx, outcome, text)
  addPopup({
    key: tx.hash,
    content: { kind: 'transaction', chainId, ...popup },
    removeAfterMs: transactionPopupLifetimeMs(chain.networkType),
  })
  useAnnouncementStore.getState().announce(outcomeAnnouncement(popup, outcome, text.translate))
}
