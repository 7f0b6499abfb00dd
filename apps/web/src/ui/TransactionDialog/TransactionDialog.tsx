import { useLingui } from '@lingui/react'
import { type ReactNode, useState } from 'react'
import { Button } from '../Button'
import { ExternalLink } from '../ExternalLink'
import { ArrowDownIcon, CheckIcon, ExternalLinkIcon, WarningIcon } from '../icons/more'
import { Modal } from '../Modal'
import { TRANSACTION_DIALOG_STRINGS as STRINGS } from './strings'
import './TransactionDialog.css'

/**
 * What the wallet did with an add-token request (wallet_watchAsset, spec 01 §7 item 8): added;
 * declined by the user (code 4001 or a false answer: nothing happened, nothing was lost); or
 * failed (the wallet could not do it).
 */
export type AddTokenOutcome = 'added' | 'declined' | 'failed'

/** The submitted view's offer to add the token the transaction delivers to the wallet. */
export interface AddTokenOffer {
  symbol: string
  onAdd: () => Promise<AddTokenOutcome>
}

/**
 * spec 02 §4's extended tracker, on rollups (issue 33): once submitted, the dialog follows the
 * receipt to Success, with the completion time in seconds, or to Error.
 */
export type TransactionTracker = { status: 'success'; seconds: number } | { status: 'failed' }

/** spec 02 §4 "Transaction dialog": waiting for the wallet, submitted, or failed. */
export type TransactionDialogState =
  | {
      status: 'confirm'
      /** What is being done ('Removing 1 DAI and 0.5 ETH'); spec 02 §2 pending texts. */
      pendingText?: string
      /** What the transaction will do (issue 35: its simulated outcome), under the note. */
      preview?: ReactNode
    }
  | {
      status: 'submitted'
      /** The transaction on the chain's block explorer. */
      explorerUrl?: string
      /** Offer to add a token (the swap's output, the v2 pool's LP token) to the wallet. */
      addToken?: AddTokenOffer
      /** The receipt's outcome, where the chain has the extended tracker. */
      tracker?: TransactionTracker
    }
  | { status: 'error'; message: string }

export interface TransactionDialogProps {
  isOpen: boolean
  /** Close (and Dismiss after an error). */
  onDismiss: () => void
  state: TransactionDialogState
}

/**
 * The dialog every write flow shows after its confirm step (issue 11 §2; spec 02 §4): 'Waiting
 * For Confirmation' with 'Confirm this transaction in your wallet', then 'Transaction Submitted'
 * with the explorer link and an optional add-token button, or the error with Dismiss.
 */
export function TransactionDialog({ isOpen, onDismiss, state }: TransactionDialogProps) {
  const { _ } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={_(dialogTitle(state))}>
      <TransactionDialogContent state={state} onDismiss={onDismiss} />
    </Modal>
  )
}

const TITLES = {
  confirm: STRINGS.waitingForConfirmation,
  submitted: STRINGS.transactionSubmitted,
  error: STRINGS.error,
} as const

function dialogTitle(state: TransactionDialogState) {
  if (state.status === 'submitted' && state.tracker)
    return state.tracker.status === 'success' ? STRINGS.success : STRINGS.error
  return TITLES[state.status]
}

/** The dialog's body without the modal (the review page shows each state inline). */
export function TransactionDialogContent({
  state,
  onDismiss,
}: {
  state: TransactionDialogState
  onDismiss: () => void
}) {
  const { _, i18n } = useLingui()
  if (state.status === 'confirm')
    return (
      <div className="tx-dialog" data-testid="tx-dialog-confirm" aria-live="polite">
        <span className="tx-dialog__spinner" aria-hidden="true" />
        {state.pendingText && <p className="tx-dialog__headline">{state.pendingText}</p>}
        <p className="tx-dialog__note">{_(STRINGS.confirmInWallet)}</p>
        {state.preview}
      </div>
    )
  if (state.status === 'error')
    return (
      <div className="tx-dialog" data-testid="tx-dialog-error" role="alert">
        <span className="tx-dialog__icon tx-dialog__icon--error">
          <WarningIcon size={40} />
        </span>
        <p className="tx-dialog__message">{state.message}</p>
        <Button block size="large" onClick={onDismiss}>
          {_(STRINGS.dismiss)}
        </Button>
      </div>
    )
  const tracker = state.tracker
  return (
    <div
      className="tx-dialog"
      data-testid="tx-dialog-submitted"
      data-tracker={tracker?.status}
      aria-live="polite"
    >
      {tracker?.status === 'failed' ? (
        <>
          <span className="tx-dialog__icon tx-dialog__icon--error">
            <WarningIcon size={40} />
          </span>
          <p className="tx-dialog__message" role="alert">
            {_(STRINGS.failed)}
          </p>
        </>
      ) : (
        <span className="tx-dialog__icon tx-dialog__icon--ok">
          {tracker ? (
            <CheckIcon size={40} />
          ) : (
            <ArrowDownIcon size={40} className="tx-dialog__sent" />
          )}
        </span>
      )}
      {tracker?.status === 'success' && (
        <p className="tx-dialog__headline" data-testid="tx-dialog-completed">
          {_({ ...STRINGS.completedIn, values: { time: seconds(i18n.locale, tracker.seconds) } })}
        </p>
      )}
      {state.explorerUrl && (
        <ExternalLink
          href={state.explorerUrl}
          className="tx-dialog__link"
          testId="tx-dialog-explorer"
        >
          {_(STRINGS.viewOnExplorer)}
          <ExternalLinkIcon size={16} />
        </ExternalLink>
      )}
      {/* Nothing arrived from a transaction that failed: no token to add. */}
      {state.addToken && tracker?.status !== 'failed' && <AddTokenButton {...state.addToken} />}
      <Button block size="large" onClick={onDismiss}>
        {_(STRINGS.close)}
      </Button>
    </div>
  )
}

/** "3 seconds" in the reader's language (Intl's unit formatting carries the plural rules). */
const seconds = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(
    value,
  )

function AddTokenButton({ symbol, onAdd }: AddTokenOffer) {
  const { _ } = useLingui()
  const [phase, setPhase] = useState<'idle' | 'adding' | AddTokenOutcome>('idle')
  if (phase === 'added')
    return (
      <p className="tx-dialog__added" role="status">
        <CheckIcon size={18} />
        {_({ ...STRINGS.tokenAdded, values: { symbol } })}
      </p>
    )
  // After a refusal or a failure the offer stays up, with what happened under it.
  const outcome =
    phase === 'declined'
      ? STRINGS.tokenNotAdded
      : phase === 'failed'
        ? STRINGS.tokenAddFailed
        : undefined
  return (
    <div className="tx-dialog__add">
      <Button
        variant="secondary"
        loading={phase === 'adding'}
        onClick={() => {
          setPhase('adding')
          onAdd().then(setPhase, () => setPhase('failed'))
        }}
      >
        {_({ ...STRINGS.addTokenToWallet, values: { symbol } })}
      </Button>
      <p
        className={`tx-dialog__add-note${phase === 'failed' ? ' tx-dialog__add-note--error' : ''}`}
        role="status"
      >
        {outcome && _({ ...outcome, values: { symbol } })}
      </p>
    </div>
  )
}
