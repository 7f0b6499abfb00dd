import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type ChangeEvent, useId } from 'react'
import { ExternalLink } from '../../../ui'

// The texts only this part shows.
const TEXT = {
  removeRecipient: msg`- Remove recipient`,
  recipient: msg`Recipient`,
  recipientPlaceholder: msg`Wallet Address or ENS name`,
  viewOnExplorer: msg`(View on Explorer)`,
}

export interface RecipientFieldProps {
  value: string
  onChange: (value: string) => void
  onRemove: () => void
  /** Red when the value is non-empty, not loading and resolves to no address (spec 01 §5). */
  invalid: boolean
  /** Explorer page of the resolved address. */
  explorerHref?: string
  /** The resolved address when the value is a name. */
  resolvedAddress?: string
}

/** spec 01 §2 "Recipient field". */
export function RecipientField(p: RecipientFieldProps) {
  const { _ } = useLingui()
  const id = useId()
  // The container strips whitespace: a typed space changes nothing and must not stay on screen.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => p.onChange(event.currentTarget.value)
  return (
    <div className={`swap-recipient${p.invalid ? ' swap-recipient--invalid' : ''}`}>
      <div className="swap-recipient__top">
        <label htmlFor={id}>{_(TEXT.recipient)}</label>
        {p.explorerHref && (
          <ExternalLink href={p.explorerHref}>{_(TEXT.viewOnExplorer)}</ExternalLink>
        )}
        <button type="button" className="swap-link-button" onClick={p.onRemove}>
          {_(TEXT.removeRecipient)}
        </button>
      </div>
      <input
        id={id}
        data-testid="swap-recipient-input"
        className="swap-recipient__input"
        placeholder={_(TEXT.recipientPlaceholder)}
        autoComplete="off"
        autoCorrect="off"
        spellCheck="false"
        aria-invalid={p.invalid}
        value={p.value}
        onChange={onChange}
      />
      {p.resolvedAddress && <p className="swap-recipient__resolved">{p.resolvedAddress}</p>}
    </div>
  )
}
