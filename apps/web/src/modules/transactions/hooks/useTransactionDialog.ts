// The dialog around one write of a form (spec 02 §4 Add flow: confirm in the wallet, then
// submitted with the explorer link, or the error; a refusal in the wallet closes it silently,
// spec 02 §8). Every liquidity, mining, airdrop and governance write drives its dialog (or its
// inline status) with it: `run` takes the send, `dialogState` maps the phase to the dialog's
// state with the flow's pending text.
import { createElement, useCallback, useState } from 'react'
import type { Hash } from 'viem'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import type { TransactionDialogState, TransactionTracker } from '../../../ui'
import { SimulationPreview } from '../containers/SimulationPreview'
import { TransactionRejectedError } from '../errors'
import { type SimulationEntry, simulationSeq, useSimulationAfter } from '../state/simulations'
import type { TransactionDetails } from '../types'
import { transactionStatus } from '../utils/status'
import { useTransaction } from './transactions'

export type TransactionDialogPhase =
  | { status: 'closed' }
  | {
      status: 'confirm'
      /** Issue 35: the simulations sequence when the dialog opened (state/simulations). */
      since?: number
      /** The write's simulated outcome, once simulated (before the wallet is asked). */
      simulation?: SimulationEntry
    }
  | {
      status: 'submitted'
      hash: Hash
      explorerUrl: string
      /** Issue 33: on a rollup, the receipt's outcome once it is in (spec 02 §4 tracker). */
      tracker?: TransactionTracker
    }
  | { status: 'error'; message: string }

export interface RunOptions {
  /**
   * The error dialog's message for a failed send; null closes the dialog instead (the flow goes
   * back a step: spec 02 §4 "cancelling or an error returns to input"); undefined (and no
   * `failure`) shows the error's own message. The failure is logged either way (spec 02 §8).
   */
  failure?: (error: unknown) => string | null | undefined
}

export function useTransactionDialog(chain: ChainInfo) {
  const [phase, setDialog] = useState<TransactionDialogPhase>({ status: 'closed' })
  // Issue 35: while the wallet is asked, the dialog shows the simulation the send made.
  const simulation = useSimulationAfter(phase.status === 'confirm' ? phase.since : undefined)
  const tracker = useTransactionTracker(
    chain,
    phase.status === 'submitted' ? phase.hash : undefined,
  )
  const dialog: TransactionDialogPhase =
    phase.status === 'confirm' && simulation
      ? { ...phase, simulation }
      : phase.status === 'submitted' && tracker
        ? { ...phase, tracker }
        : phase
  // Kept after the dialog closes: a flow refreshes its reads when that transaction settles.
  const [hash, setHash] = useState<Hash>()
  /** Opens the dialog, awaits `send` (null: refused in the wallet) and shows its outcome. */
  const run = useCallback(
    async <T extends { hash: Hash }>(
      what: string,
      send: () => Promise<T | null>,
      options?: RunOptions,
    ) => {
      setDialog({ status: 'confirm', since: simulationSeq() })
      try {
        const sent = await send()
        if (!sent) {
          setDialog({ status: 'closed' })
          return null
        }
        setHash(sent.hash)
        setDialog({
          status: 'submitted',
          hash: sent.hash,
          explorerUrl: explorerLink(chain, sent.hash, 'transaction'),
        })
        return sent
      } catch (error) {
        // A refusal thrown rather than resolved null is as silent (spec 02 §8).
        if (error instanceof TransactionRejectedError) {
          setDialog({ status: 'closed' })
          return null
        }
        console.error(what, error)
        const shown = options?.failure?.(error)
        if (shown === null) {
          setDialog({ status: 'closed' })
          return null
        }
        const message = shown ?? (error instanceof Error ? error.message : String(error))
        setDialog({ status: 'error', message })
        return null
      }
    },
    [chain],
  )
  /** The error dialog without a send: a guard stopped the flow (spec 02 §8). */
  const fail = useCallback((message: string) => setDialog({ status: 'error', message }), [])
  const close = useCallback(() => setDialog({ status: 'closed' }), [])
  /** Issue 35: the simulated outcome while the wallet is asked, for flows that show it inline. */
  const preview = dialog.status === 'confirm' ? dialogPreview(dialog) : undefined
  return { dialog, hash, run, fail, close, preview }
}

function dialogPreview(dialog: Extract<TransactionDialogPhase, { status: 'confirm' }>) {
  return dialog.simulation
    ? createElement(SimulationPreview, {
        chainId: dialog.simulation.chainId,
        simulation: dialog.simulation.simulation,
      })
    : undefined
}

/** A reviewed send's step: spec 02 §4 "Remove v2/v3: dialog open, attempting, submitted". */
export type ReviewedPhase = 'closed' | 'review' | 'attempting' | 'submitted' | 'error'

/**
 * The same with the form's review dialog before the send (spec 02 §2, §4: remove v2 and v3, collect
 * fees): `review` opens it; while the transaction dialog is up it hides, and a refusal (or a
 * failure the flow closes on) finds it again; `dismiss` closes both. `keepSubmitted`: dismiss
 * leaves a submitted phase in place (hidden with the review) for the flow's 'Collected' button.
 */
export function useReviewedTransaction(chain: ChainInfo, options?: { keepSubmitted?: boolean }) {
  const tx = useTransactionDialog(chain)
  const [reviewing, setReviewing] = useState(false)
  const { dialog, close } = tx
  const keep = options?.keepSubmitted === true && dialog.status === 'submitted'
  const review = useCallback(() => {
    close()
    setReviewing(true)
  }, [close])
  const dismiss = useCallback(() => {
    setReviewing(false)
    if (!keep) close()
  }, [keep, close])
  const phase: ReviewedPhase =
    dialog.status === 'confirm'
      ? 'attempting'
      : dialog.status !== 'closed'
        ? dialog.status
        : reviewing
          ? 'review'
          : 'closed'
  return { ...tx, phase, reviewing, review, dismiss }
}

/**
 * spec 02 §4's extended tracker on rollups (issue 33): a submitted transaction's receipt outcome,
 * for the dialog's Success (with the completion time) or Error; undefined while pending and on
 * chains without the tracker (Layer 1).
 */
export function useTransactionTracker(
  chain: ChainInfo,
  hash: Hash | undefined,
): TransactionTracker | undefined {
  const tracked = useTransaction(chain.id, chain.networkType === 'L2' ? hash : undefined)
  return tracked && trackerOf(tracked)
}

/** The receipt's outcome, with the seconds from sending to the receipt (none while pending). */
export function trackerOf(tx: TransactionDetails): TransactionTracker | undefined {
  const status = transactionStatus(tx)
  if (status === 'failed') return { status: 'failed' }
  if (status !== 'success') return undefined
  const ms = (tx.confirmedTime ?? tx.addedTime) - tx.addedTime
  return { status: 'success', seconds: Math.max(0, Math.round(ms / 1000)) }
}

/** The TransactionDialog state of an open phase; `pendingText` says what is being done. */
export function dialogState(
  dialog: Exclude<TransactionDialogPhase, { status: 'closed' }>,
  pendingText: string | undefined,
): TransactionDialogState {
  switch (dialog.status) {
    case 'submitted':
      return {
        status: 'submitted',
        explorerUrl: dialog.explorerUrl,
        ...(dialog.tracker && { tracker: dialog.tracker }),
      }
    case 'error':
      return { status: 'error', message: dialog.message }
    case 'confirm': {
      const preview = dialogPreview(dialog)
      return {
        status: 'confirm',
        ...(pendingText === undefined ? {} : { pendingText }),
        ...(preview ? { preview } : {}),
      }
    }
  }
}
