import { useLingui } from '@lingui/react'
import { Spinner } from '../../../ui'
import { WALLET_STRINGS } from '../strings'
import { WalletIcon } from './WalletIcon'

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
              {_(
                retryFailed
                  ? WALLET_STRINGS.errorConnectingRefresh
                  : WALLET_STRINGS.errorConnecting,
              )}
            </span>
            <button type="button" className="wallet-pending__retry" onClick={onRetry}>
              {_(WALLET_STRINGS.tryAgain)}
            </button>
          </>
        ) : (
          <>
            <Spinner label={_(WALLET_STRINGS.initializing)} size={20} />
            <span className="wallet-pending__message" aria-hidden="true">
              {_(WALLET_STRINGS.initializing)}
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
