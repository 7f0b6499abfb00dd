import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { AlertTriangleIcon, Spinner } from '../../../ui'
import { WALLET_STRINGS } from '../strings'
import './wallet.css'

export type WalletButtonViewProps = {
  onClick: () => void
  /** About to be pressed (pointer over, focus, press): the container starts loading the wallet. */
  onIntent?: () => void
} & (
  | { state: 'disconnected' }
  /** Autoconnect is asking the wallet used last (state/restoring.ts): neither answer yet. */
  | { state: 'restoring' }
  | { state: 'wrongNetwork' }
  | {
      state: 'connected'
      shortAddress: string
      /** The account's avatar and ENS name (./AccountIdentity, lazy); else the address alone. */
      identity?: ReactNode
      balance: string | undefined
      /** Transactions waiting for a receipt: shown as '{n} Pending' instead of the address. */
      pendingCount?: number
    }
)

/** The header's wallet button (spec 01 §2 Shell): one button, its look and content by state. */
export function WalletButtonView(props: WalletButtonViewProps) {
  const { _ } = useLingui()
  const variant = {
    disconnected: ' wallet-button--connect',
    // About the connect button's size, with a spinner instead of a text that may be wrong.
    restoring: ' wallet-button--restoring',
    wrongNetwork: ' wallet-button--error',
    connected: '',
  }[props.state]
  return (
    <button
      type="button"
      className={`wallet-button${variant}`}
      data-testid="wallet-button"
      data-focus-return="wallet-button"
      aria-busy={props.state === 'restoring' || undefined}
      onClick={props.onClick}
      onPointerEnter={props.onIntent}
      onPointerDown={props.onIntent}
      onFocus={props.onIntent}
    >
      {props.state === 'disconnected' && _(WALLET_STRINGS.connectWallet)}
      {props.state === 'restoring' && <Spinner label={_(WALLET_STRINGS.restoring)} size={16} />}
      {props.state === 'wrongNetwork' && (
        <>
          <AlertTriangleIcon size={16} />
          {_(WALLET_STRINGS.wrongNetwork)}
        </>
      )}
      {props.state === 'connected' && <ConnectedContent {...props} />}
    </button>
  )
}

function ConnectedContent(p: Extract<WalletButtonViewProps, { state: 'connected' }>) {
  const { _ } = useLingui()
  return (
    <>
      {p.balance !== undefined && (
        <span className="wallet-button__balance" data-testid="wallet-balance">
          {p.balance}
        </span>
      )}
      {p.pendingCount ? (
        // The address chip's look, with the reference interface's '{n} Pending' and a spinner.
        <span className="wallet-button__address wallet-button__address--pending">
          <span data-testid="wallet-pending">
            {_({ ...WALLET_STRINGS.pendingCount, values: { count: p.pendingCount } })}
          </span>
          <Spinner label={_(WALLET_STRINGS.pending)} size={14} />
        </span>
      ) : (
        <span className="wallet-button__address" data-testid="wallet-address">
          {p.identity ?? p.shortAddress}
        </span>
      )}
    </>
  )
}
