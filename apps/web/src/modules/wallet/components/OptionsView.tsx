import { useLingui } from '@lingui/react'
import { WALLET_STRINGS } from '../strings'
import type { WalletOption } from '../utils/walletOptions'
import { WalletIcon } from './WalletIcon'

export interface OptionsViewProps {
  options: readonly WalletOption[]
  /** The wallet already connected, marked in the list. */
  connectedKey: string | undefined
  /** Called with the chosen option's key. */
  onChoose: (key: string) => void
  onShowLegal: () => void
}

/** The list of wallets (spec 01 §2), with the legal line: connecting implies the terms. */
export function OptionsView({ options, connectedKey, onChoose, onShowLegal }: OptionsViewProps) {
  const { _ } = useLingui()
  return (
    <div className="wallet-modal__content">
      <ul className="wallet-options" aria-label={_(WALLET_STRINGS.walletOptionsLabel)}>
        {options.map((option) => (
          <li key={option.key}>
            <button
              type="button"
              className="wallet-option"
              data-testid={`wallet-option-${option.connector.id}`}
              aria-current={option.key === connectedKey || undefined}
              onClick={() => onChoose(option.key)}
            >
              <WalletIcon name={option.name} icon={option.icon} />
              <span className="wallet-option__text">
                <span className="wallet-option__name">{option.name}</span>
                {option.kind === 'local' && (
                  <span className="wallet-option__hint">{_(WALLET_STRINGS.localWalletHint)}</span>
                )}
              </span>
              {option.key === connectedKey && (
                <span className="wallet-option__dot" aria-hidden="true" />
              )}
            </button>
          </li>
        ))}
      </ul>
      <p className="wallet-modal__legal">
        {_(WALLET_STRINGS.legalLine)}{' '}
        <button type="button" className="wallet-modal__link" onClick={onShowLegal}>
          {_(WALLET_STRINGS.legalLink)}
        </button>
      </p>
    </div>
  )
}
