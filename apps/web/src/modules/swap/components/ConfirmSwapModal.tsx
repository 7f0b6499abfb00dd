import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { useFormatAmount } from '../../../lib/format'
import {
  type AddTokenOffer,
  AlertTriangleIcon,
  Modal,
  RoundedAmount,
  TransactionDialogContent,
  type TransactionDialogState,
  type TransactionTracker,
} from '../../../ui'
import { SWAP_STRINGS as S } from '../strings'

// The texts only this part shows.
const TEXT = {
  priceUpdated: msg`Price Updated`,
  accept: msg`Accept`,
  outputTo: msg({ message: 'Output will be sent to {recipient}' }),
  waitingForConfirmation: msg`Waiting For Confirmation`,
  swapping: msg({ message: 'Swapping {input} {inputSymbol} for {output} {outputSymbol}' }),
  submitted: msg`Transaction Submitted`,
  success: msg`Success`,
  error: msg`Error`,
  fiatShortfall: msg({
    message:
      'This quote is {percent} worse than the dollar prices of the two tokens imply. The pool’s price may be far from the market’s.',
  }),
}

export interface ReviewAmount {
  amount: string
  symbol: string
  raw?: bigint
  decimals?: number
}

export interface ConfirmSwapModalProps {
  isOpen: boolean
  onDismiss: () => void
  /** `raw` and `decimals`: the amount is exact on hover or focus (RoundedAmount, issue 34 #3). */
  input: ReviewAmount
  output: ReviewAmount
  /** 'Output is estimated…' / 'Input is estimated…'. */
  estimateNote: MessageDescriptor
  /** Shortened recipient when the swap pays someone else. */
  recipient?: string
  /** Issue 35: the recipient is a contract (a token, a pool…): said before Confirm. */
  recipientWarning?: string | undefined
  /** Issue 35: the share of the input's dollar value the quote loses, when above 5 %. */
  fiatShortfall?: number | undefined
  details: ReactNode
  /** spec 01 §4 Swap confirmation step 2: the live trade moved; Confirm waits for Accept. */
  priceUpdated: boolean
  onAccept: () => void
  onConfirm: () => void
  attempting: boolean
  txHash?: string
  explorerHref?: string
  errorMessage?: string
  /** Once submitted: add the output token to the wallet (spec 02 §4 Transaction dialog). */
  addToken?: AddTokenOffer | undefined
  /** Issue 33: on a rollup, the receipt's outcome (spec 02 §4's extended tracker). */
  tracker?: TransactionTracker | undefined
  /** Issue 35: the swap's simulated outcome, shown while the wallet is asked. */
  simulation?: ReactNode
}

/**
 * spec 01 §2 confirm dialog and §4 "Swap confirmation": the review, then the design system's
 * transaction states (waiting for the wallet, submitted, error) under one heading each.
 */
export function ConfirmSwapModal(p: ConfirmSwapModalProps) {
  const { _ } = useLingui()
  const state = transactionState(p, _)
  const title = _(
    state === undefined
      ? S.confirmSwap
      : state.status === 'submitted'
        ? state.tracker
          ? state.tracker.status === 'success'
            ? TEXT.success
            : TEXT.error
          : TEXT.submitted
        : state.status === 'error'
          ? TEXT.error
          : TEXT.waitingForConfirmation,
  )
  return (
    <Modal isOpen={p.isOpen} onDismiss={p.onDismiss} title={title}>
      <div className="swap-confirm" data-testid="swap-confirm">
        {state ? (
          <TransactionDialogContent state={state} onDismiss={p.onDismiss} />
        ) : (
          <ReviewView {...p} />
        )}
      </div>
    </Modal>
  )
}

/** Past the review: what the transaction dialog shows, or undefined while reviewing. */
function transactionState(
  p: ConfirmSwapModalProps,
  _: (d: MessageDescriptor) => string,
): TransactionDialogState | undefined {
  if (p.errorMessage) return { status: 'error', message: p.errorMessage }
  if (p.txHash)
    return {
      status: 'submitted',
      explorerUrl: p.explorerHref,
      ...(p.addToken ? { addToken: p.addToken } : {}),
      ...(p.tracker ? { tracker: p.tracker } : {}),
    }
  if (!p.attempting) return undefined
  const values = {
    input: p.input.amount,
    inputSymbol: p.input.symbol,
    output: p.output.amount,
    outputSymbol: p.output.symbol,
  }
  return {
    status: 'confirm',
    pendingText: _({ ...TEXT.swapping, values }),
    ...(p.simulation ? { preview: p.simulation } : {}),
  }
}

function ReviewFigure({ amount, raw, decimals, testId }: ReviewAmount & { testId: string }) {
  return (
    <strong>
      {raw !== undefined && decimals !== undefined ? (
        <RoundedAmount raw={raw} decimals={decimals} testId={testId} />
      ) : (
        amount
      )}
    </strong>
  )
}

function ReviewView(p: ConfirmSwapModalProps) {
  const { _ } = useLingui()
  const format = useFormatAmount()
  return (
    <>
      <div className="swap-confirm__amounts">
        <p data-testid="swap-confirm-input">
          <ReviewFigure {...p.input} testId="swap-confirm-input-amount" /> {p.input.symbol}
        </p>
        <p aria-hidden="true">↓</p>
        <p data-testid="swap-confirm-output">
          <ReviewFigure {...p.output} testId="swap-confirm-output-amount" /> {p.output.symbol}
        </p>
      </div>
      {p.priceUpdated && (
        <div className="swap-confirm__updated" role="alert">
          <span>
            <AlertTriangleIcon size={16} /> {_(TEXT.priceUpdated)}
          </span>
          <button
            type="button"
            className="swap-button swap-button--primary swap-button--small"
            data-testid="swap-accept-button"
            onClick={p.onAccept}
          >
            {_(TEXT.accept)}
          </button>
        </div>
      )}
      {p.details}
      <p className="swap-confirm__note">{_(p.estimateNote)}</p>
      {p.recipient && (
        <p className="swap-confirm__note">
          {_({ ...TEXT.outputTo, values: { recipient: p.recipient } })}
        </p>
      )}
      {p.fiatShortfall !== undefined && (
        <p className="swap-confirm__warning" role="alert" data-testid="swap-fiat-warning">
          <AlertTriangleIcon size={16} />{' '}
          {_({ ...TEXT.fiatShortfall, values: { percent: format.percent(p.fiatShortfall, 1) } })}
        </p>
      )}
      {p.recipientWarning && (
        <p className="swap-confirm__warning" role="alert" data-testid="swap-recipient-warning">
          <AlertTriangleIcon size={16} /> {p.recipientWarning}
        </p>
      )}
      <button
        type="button"
        className="swap-button swap-button--primary"
        data-testid="swap-confirm-button"
        disabled={p.priceUpdated}
        onClick={p.onConfirm}
      >
        {_(S.confirmSwap)}
      </button>
    </>
  )
}
