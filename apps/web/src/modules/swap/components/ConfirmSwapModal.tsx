import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { AlertTriangleIcon, CheckCircleIcon, ExternalLink, Modal, Spinner } from '../../../ui'
import { SWAP_STRINGS as S } from '../strings'

export interface ConfirmSwapModalProps {
  isOpen: boolean
  onDismiss: () => void
  input: { amount: string; symbol: string }
  output: { amount: string; symbol: string }
  /** 'Output is estimated…' / 'Input is estimated…'. */
  estimateNote: MessageDescriptor
  /** Shortened recipient when the swap pays someone else. */
  recipient?: string
  details: ReactNode
  /** spec 01 §4 Swap confirmation step 2: the live trade moved; Confirm waits for Accept. */
  priceUpdated: boolean
  onAccept: () => void
  onConfirm: () => void
  attempting: boolean
  txHash?: string
  explorerHref?: string
  errorMessage?: string
}

/** spec 01 §2 confirm dialog and §4 "Swap confirmation". */
export function ConfirmSwapModal(p: ConfirmSwapModalProps) {
  const { _ } = useLingui()
  const title = p.txHash ? _(S.submitted) : p.errorMessage ? _(S.error) : _(S.confirmSwap)
  return (
    <Modal isOpen={p.isOpen} onDismiss={p.onDismiss} title={title}>
      <div className="swap-confirm" data-testid="swap-confirm">
        {p.errorMessage ? (
          <ErrorView message={p.errorMessage} onDismiss={p.onDismiss} />
        ) : p.txHash ? (
          <SubmittedView explorerHref={p.explorerHref} onDismiss={p.onDismiss} />
        ) : p.attempting ? (
          <PendingView input={p.input} output={p.output} />
        ) : (
          <ReviewView {...p} />
        )}
      </div>
    </Modal>
  )
}

function ReviewView(p: ConfirmSwapModalProps) {
  const { _ } = useLingui()
  return (
    <>
      <div className="swap-confirm__amounts">
        <p data-testid="swap-confirm-input">
          <strong>{p.input.amount}</strong> {p.input.symbol}
        </p>
        <p aria-hidden="true">↓</p>
        <p data-testid="swap-confirm-output">
          <strong>{p.output.amount}</strong> {p.output.symbol}
        </p>
      </div>
      {p.priceUpdated && (
        <div className="swap-confirm__updated" role="alert">
          <span>
            <AlertTriangleIcon size={16} /> {_(S.priceUpdated)}
          </span>
          <button
            type="button"
            className="swap-button swap-button--primary swap-button--small"
            data-testid="swap-accept-button"
            onClick={p.onAccept}
          >
            {_(S.accept)}
          </button>
        </div>
      )}
      {p.details}
      <p className="swap-confirm__note">{_(p.estimateNote)}</p>
      {p.recipient && (
        <p className="swap-confirm__note">
          {_({ ...S.outputTo, values: { recipient: p.recipient } })}
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

function PendingView({ input, output }: Pick<ConfirmSwapModalProps, 'input' | 'output'>) {
  const { _ } = useLingui()
  return (
    <div className="swap-confirm__status">
      <Spinner label={_(S.waitingForConfirmation)} size={48} />
      <p className="swap-confirm__headline">{_(S.waitingForConfirmation)}</p>
      <p>
        {_({
          ...S.swapping,
          values: {
            input: input.amount,
            inputSymbol: input.symbol,
            output: output.amount,
            outputSymbol: output.symbol,
          },
        })}
      </p>
      <p className="swap-confirm__note">{_(S.confirmInWallet)}</p>
    </div>
  )
}

function SubmittedView({
  explorerHref,
  onDismiss,
}: {
  explorerHref?: string
  onDismiss: () => void
}) {
  const { _ } = useLingui()
  return (
    <div className="swap-confirm__status">
      <span className="swap-confirm__ok">
        <CheckCircleIcon size={48} />
      </span>
      <p className="swap-confirm__headline">{_(S.submitted)}</p>
      {explorerHref && <ExternalLink href={explorerHref}>{_(S.viewOnExplorer)}</ExternalLink>}
      <button type="button" className="swap-button swap-button--primary" onClick={onDismiss}>
        {_(S.close)}
      </button>
    </div>
  )
}

function ErrorView({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { _ } = useLingui()
  return (
    <div className="swap-confirm__status">
      <span className="swap-confirm__error">
        <AlertTriangleIcon size={48} />
      </span>
      <p className="swap-confirm__message" data-testid="swap-error-message">
        {message}
      </p>
      <button type="button" className="swap-button swap-button--primary" onClick={onDismiss}>
        {_(S.dismiss)}
      </button>
    </div>
  )
}
