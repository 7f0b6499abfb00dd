import { useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { Button, Modal } from '../../../ui'
import { useDelegatee } from '../hooks/useDelegatee'
import { GOVERNANCE_STRINGS as S } from '../strings'

export interface DelegateModalProps {
  chain: ChainInfo
  isOpen: boolean
  onDismiss: () => void
  onDelegate: (delegatee: Address) => void
}

/** spec 01 §2 'delegate' modal: votes to an address or an ENS name. */
export function DelegateModal({ chain, isOpen, onDismiss, onDelegate }: DelegateModalProps) {
  const { _ } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={_(S.delegateTitle)}>
      <DelegateForm chain={chain} onDelegate={onDelegate} />
    </Modal>
  )
}

function DelegateForm({ chain, onDelegate }: Pick<DelegateModalProps, 'chain' | 'onDelegate'>) {
  const { _ } = useLingui()
  const [typed, setTyped] = useState('')
  const lookup = useDelegatee(chain, typed)
  const inputId = useId()
  const hintId = useId()
  return (
    <form
      className="gov-modal"
      data-testid="delegate-modal"
      onSubmit={(e) => {
        e.preventDefault()
        if (lookup.status === 'valid') onDelegate(lookup.address)
      }}
    >
      <p className="gov-modal__text">{_(S.delegateText)}</p>
      <label className="gov-modal__label" htmlFor={inputId}>
        {_(S.delegatee)}
      </label>
      <input
        id={inputId}
        className="gov-modal__input"
        data-testid="delegatee-input"
        autoComplete="off"
        spellCheck={false}
        placeholder="0x… / name.eth"
        aria-invalid={lookup.status === 'invalid' || undefined}
        aria-describedby={hintId}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <p id={hintId} className="gov-modal__hint" aria-live="polite" data-testid="delegatee-hint">
        {lookup.status === 'invalid' && _(S.delegateeInvalid)}
        {lookup.status === 'loading' && _(S.resolving)}
        {lookup.status === 'valid' &&
          lookup.name &&
          _({ ...S.resolvesTo, values: { address: lookup.address } })}
      </p>
      <Button
        type="submit"
        block
        size="large"
        disabled={lookup.status !== 'valid'}
        testId="delegate-submit"
      >
        {_(S.delegateVotes)}
      </Button>
    </form>
  )
}
