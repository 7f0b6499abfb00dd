import { useLingui } from '@lingui/react'
import { useEffect, useId, useState } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { Modal } from '../../../ui'
import { useCloseModals, useModalOpen } from '../../application'
import { ClaimPanel } from '../components/ClaimPanel'
import { useAirdropClaim } from '../hooks/useAirdropClaim'
import { useClaimAddress } from '../hooks/useClaimAddress'
import { useClaimPanelProps } from '../hooks/useClaimPanelProps'
import { useClaimTransaction } from '../hooks/useClaimTransaction'
import { AIRDROP_STRINGS as S } from '../strings'

/**
 * The address-claim modal (spec 01 §2 /claim, §4 "Claim by address"): any address or ENS name;
 * Claim is enabled only for one with an available claim, else 'Address has no available claim'.
 * The UNI goes to the claimed-for address, whoever sends.
 */
export function AddressClaimModal({
  chain,
  account,
}: {
  chain: ChainInfo
  account: Address | undefined
}) {
  const { _ } = useLingui()
  const isOpen = useModalOpen('addressClaim')
  const close = useCloseModals()
  const [typed, setTyped] = useState('')
  const target = useClaimAddress(chain, typed)
  const availability = useAirdropClaim(chain, target.state, target.address)
  const tx = useClaimTransaction(chain, account)
  const { phase } = tx.state
  const { reset } = tx
  // Closed after a claim went through: the next opening starts with an empty field.
  useEffect(() => {
    if (!isOpen && phase === 'claimed') {
      reset()
      setTyped('')
    }
  }, [isOpen, phase, reset])
  const panel = useClaimPanelProps({
    chain,
    availability,
    tx,
    account,
    address: target.address ?? typed.trim(),
    onClose: close,
  })
  const inputId = useId()
  const invalid = availability.kind === 'invalidAddress'
  return (
    <Modal isOpen={isOpen} onDismiss={close} title={_(S.addressClaimTitle)}>
      <ClaimPanel {...panel}>
        <p className="claim-panel__intro">{_(S.addressClaimIntro)}</p>
        <div className={`claim-address${invalid ? ' claim-address--invalid' : ''}`}>
          <label htmlFor={inputId} className="claim-panel__label">
            {_(S.recipientLabel)}
          </label>
          <input
            id={inputId}
            className="claim-address__input"
            data-testid="claim-address-input"
            type="text"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={_(S.recipientPlaceholder)}
            value={typed}
            aria-invalid={invalid || undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
          {target.name && target.address && (
            <p className="claim-address__resolved" data-testid="claim-address-resolved">
              {_({ ...S.resolvesTo, values: { address: target.address } })}
            </p>
          )}
        </div>
      </ClaimPanel>
    </Modal>
  )
}
