import { useLingui } from '@lingui/react'
import { Spinner } from '../../../ui'
import { TRANSACTION_MESSAGES } from '../../transactions'
import { WALLET_STRINGS } from '../strings'
import './wallet.css'

export type WalletButtonViewProps = { onClick: () => void } & (
  | { state: 'disconnected' }
  /** Autoconnect is asking the wallet used last (state/restoring.ts): neither answer yet. */
  | { state: 'restoring' }
  | { state: 'wrongNetwork' }
  | {
      state: 'connected'
      shortAddress: string
      balance: string | undefined
      /** Transactions waiting for a receipt: shown as '{n} Pending' instead of the address. */
      pendingCount?: number
    }
)

/** The header's wallet button (spec 01 §2 Shell). */
export function WalletButtonView(props: WalletButtonViewProps) {
  const { onClick } = props
  const { _ } = useLingui()
  if (props.state === 'disconnected')
    return (
      <button
        type="button"
        className="wallet-button wallet-button--connect"
        data-testid="wallet-button"
        data-focus-return="wallet-button"
        onClick={onClick}
      >
        {_(WALLET_STRINGS.connectWallet)}
      </button>
    )
  // About the connect button's size, with a spinner instead of a text that may be wrong.
  if (props.state === 'restoring')
    return (
      <button
        type="button"
        className="wallet-button wallet-button--restoring"
        data-testid="wallet-button"
        data-focus-return="wallet-button"
        aria-busy="true"
        onClick={onClick}
      >
        <Spinner label={_(WALLET_STRINGS.restoring)} size={16} />
      </button>
    )
  if (props.state === 'wrongNetwork')
    return (
      <button
        type="button"
        className="wallet-button wallet-button--error"
        data-testid="wallet-button"
        data-focus-return="wallet-button"
        onClick={onClick}
      >
        <AlertIcon />
        {_(WALLET_STRINGS.wrongNetwork)}
      </button>
    )
  return (
    <button
      type="button"
      className="wallet-button"
      data-testid="wallet-button"
      data-focus-return="wallet-button"
      onClick={onClick}
    >
      {props.balance !== undefined && (
        <span className="wallet-button__balance" data-testid="wallet-balance">
          {props.balance}
        </span>
      )}
      {props.pendingCount ? (
        // The address chip's look, with the reference interface's '{n} Pending' and a spinner.
        <span className="wallet-button__address" style={{ gap: 6 }}>
          <span data-testid="wallet-pending">
            {_({ ...TRANSACTION_MESSAGES.pendingCount, values: { count: props.pendingCount } })}
          </span>
          <Spinner label={_(TRANSACTION_MESSAGES.pending)} size={14} />
        </span>
      ) : (
        <span className="wallet-button__address" data-testid="wallet-address">
          {props.shortAddress}
        </span>
      )}
    </button>
  )
}

function AlertIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01" />
    </svg>
  )
}
