import { useLingui } from '@lingui/react'
import { useCloseModals, useModalOpen } from '../../modules/application'
import { Modal, PlaceholderCard } from '../../ui'
import { APP_STRINGS } from '../strings'

/**
 * spec 01 §2: /claim opens the address-claim modal over /swap. The airdrop claim is a later
 * issue; until it lands the modal names what it will hold, never an empty dialog.
 */
export function AddressClaimModal() {
  const isOpen = useModalOpen('addressClaim')
  const close = useCloseModals()
  const { _ } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={close} title={_(APP_STRINGS.addressClaimTitle)}>
      <PlaceholderCard
        title={_(APP_STRINGS.addressClaimTitle)}
        note={_(APP_STRINGS.screenPending)}
      />
    </Modal>
  )
}
