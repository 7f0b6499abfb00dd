import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { KeyboardEvent } from 'react'
import type { WalletOption } from '../utils/walletOptions'
import { LegalLine } from './LegalLine'
import { WalletIcon } from './WalletIcon'

// The texts only this part shows.
const TEXT = {
  legalLink: msg`How this app uses APIs`,
  localWalletHint: msg`Signs with the local replica's funded test account`,
  walletOptionsLabel: msg`Wallets`,
}

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
      <ul
        className="wallet-options"
        aria-label={_(TEXT.walletOptionsLabel)}
        onKeyDown={moveThroughList}
      >
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
                  <span className="wallet-option__hint">{_(TEXT.localWalletHint)}</span>
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
        <LegalLine />{' '}
        <button type="button" className="wallet-modal__link" onClick={onShowLegal}>
          {_(TEXT.legalLink)}
        </button>
      </p>
    </div>
  )
}

/**
 * Up/Down (wrapping), Home and End move focus through the wallet buttons (issue 12 #3); Tab still
 * leaves the list as usual.
 */
function moveThroughList(e: KeyboardEvent<HTMLUListElement>): void {
  const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('.wallet-option'))
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
  const last = buttons.length - 1
  let to: number
  if (e.key === 'ArrowDown') to = index < 0 || index === last ? 0 : index + 1
  else if (e.key === 'ArrowUp') to = index <= 0 ? last : index - 1
  else if (e.key === 'Home') to = 0
  else if (e.key === 'End') to = last
  else return
  e.preventDefault()
  buttons[to]?.focus()
}
