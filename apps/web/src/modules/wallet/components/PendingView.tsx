import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Spinner } from '../../../ui'
import { WalletIcon } from './WalletIcon'

// The texts only this part shows.
const TEXT = {
  initializing: msg`Initializing...`,
  errorConnecting: msg`Error connecting`,
  /** spec 01 §8, verbatim: shown once Try Again has failed too. */
  errorConnectingRefresh: msg`Error connecting. Try refreshing the page.`,
  tryAgain: msg`Try Again`,
}

export interface PendingViewProps {
  walletName: string
  walletIcon: string | undefined
  error: boolean
  /**
   * Try Again failed as well: spec 01 §8's 'Error connecting. Try refreshing the page.' (the
   * reference's text for a wallet error a retry does not clear) replaces the short headline.
   */
  retryFailed?: boolean
  onRetry: () => void
}

/** spec 01 §2: 'Initializing...' while the wallet connects; 'Error connecting' + 'Try Again'. */
export function PendingView({
  walletName,
  walletIcon,
  error,
  retryFailed = false,
  onRetry,
}: PendingViewProps) {
  const { _ } = useLingui()
  return (
    <div className="wallet-modal__content">
      <div
        className={`wallet-pending${error ? ' wallet-pending--error' : ''}`}
        role={error ? 'alert' : 'status'}
      >
        {error ? (
          <>
            <span className="wallet-pending__message">
              {_(retryFailed ? TEXT.errorConnectingRefresh : TEXT.errorConnecting)}
            </span>
            <button type="button" className="wallet-pending__retry" onClick={onRetry}>
              {_(TEXT.tryAgain)}
            </button>
          </>
        ) : (
          <>
            <Spinner label={_(TEXT.initializing)} size={20} />
            <span className="wallet-pending__message" aria-hidden="true">
              {_(TEXT.initializing)}
            </span>
          </>
        )}
      </div>
      <div className="wallet-option wallet-option--static">
        <WalletIcon name={walletName} icon={walletIcon} />
        <span className="wallet-option__name">{walletName}</span>
      </div>
    </div>
  )
}
