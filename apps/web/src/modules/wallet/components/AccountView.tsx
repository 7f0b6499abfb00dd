import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { ExternalLink } from '../../../ui'
import { WALLET_STRINGS } from '../strings'
import { AccountAvatar } from './AccountAvatar'

// The texts only this part shows.
const TEXT = {
  wrongNetworkBody: msg`Please connect to a supported network in the dropdown menu or in your wallet.`,
  connectedWith: msg({ message: 'Connected with {name}' }),
  change: msg`Change`,
  disconnect: msg`Disconnect`,
  copyAddress: msg`Copy Address`,
  copied: msg`Copied`,
  viewOnExplorer: msg`View on Explorer`,
  balance: msg`Balance`,
  recentTransactions: msg`Recent Transactions`,
}

export interface AccountViewProps {
  connectorName: string
  address: Address
  shortAddress: string
  /** The forward-verified primary ENS name and its avatar URLs (spec 01 §7 items 6 and 10). */
  ensName: string | undefined
  avatarUrls: readonly string[]
  /** Balance with its symbol, e.g. '10000 ETH'; undefined while loading or off the table. */
  balance: string | undefined
  explorerUrl: string | undefined
  copied: boolean
  /** spec 01 §8: shown instead of the balance when the wallet's chain is not in the table. */
  wrongNetwork: boolean
  onCopy: () => void
  onChange: () => void
  onDisconnect: () => void
  /** The recent-transactions panel (issue 5); a placeholder until then. */
  recentTransactions: ReactNode
}

/** The account view (spec 01 §2 "Wallet modal"). */
export function AccountView(props: AccountViewProps) {
  const { _ } = useLingui()
  return (
    <div className="wallet-modal__content">
      {props.wrongNetwork && (
        <p className="wallet-modal__alert" role="alert">
          {_(TEXT.wrongNetworkBody)}
        </p>
      )}
      <section className="wallet-account" aria-label={_(WALLET_STRINGS.account)}>
        <div className="wallet-account__row">
          <span className="wallet-account__connected-with">
            {_({ ...TEXT.connectedWith, values: { name: props.connectorName } })}
          </span>
          <span className="wallet-account__actions">
            <button type="button" className="wallet-account__small-button" onClick={props.onChange}>
              {_(TEXT.change)}
            </button>
            <button
              type="button"
              className="wallet-account__small-button"
              data-testid="wallet-disconnect"
              onClick={props.onDisconnect}
            >
              {_(TEXT.disconnect)}
            </button>
          </span>
        </div>
        <div className="wallet-account__identity">
          <AccountAvatar address={props.address} urls={props.avatarUrls} size={32} />
          {props.ensName ? (
            <span className="wallet-account__names">
              <span className="wallet-account__ens-name" data-testid="wallet-account-name">
                {props.ensName}
              </span>
              <span className="wallet-account__address" data-testid="wallet-account-address">
                {props.shortAddress}
              </span>
            </span>
          ) : (
            <span className="wallet-account__address" data-testid="wallet-account-address">
              {props.shortAddress}
            </span>
          )}
        </div>
        {props.balance !== undefined && (
          <div className="wallet-account__balance">
            <span className="wallet-account__label">{_(TEXT.balance)}</span>{' '}
            <span data-testid="wallet-account-balance">{props.balance}</span>
          </div>
        )}
        <div className="wallet-account__links">
          <button
            type="button"
            className="wallet-modal__link"
            onClick={props.onCopy}
            aria-live="polite"
          >
            {_(props.copied ? TEXT.copied : TEXT.copyAddress)}
          </button>
          {props.explorerUrl && (
            <ExternalLink href={props.explorerUrl} className="wallet-modal__link">
              {_(TEXT.viewOnExplorer)} ↗
            </ExternalLink>
          )}
        </div>
      </section>
      <section
        className="wallet-transactions"
        aria-label={_(TEXT.recentTransactions)}
        data-testid="wallet-recent-transactions"
      >
        {props.recentTransactions}
      </section>
    </div>
  )
}
