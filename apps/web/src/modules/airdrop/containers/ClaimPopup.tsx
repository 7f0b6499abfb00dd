import { useLingui } from '@lingui/react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { uniProtocolOf } from '../../../chain/uniProtocol'
import { useFormatAmount } from '../../../lib/format'
import { Button, Modal } from '../../../ui'
import { useCloseModals, useModalOpen, useOpenModal } from '../../application'
import { useAirdropClaim } from '../hooks/useAirdropClaim'
import { AIRDROP_STRINGS as S } from '../strings'

/**
 * The claim popup (spec 01 §2 Modals "claim popup"), opened from the header's Claim UNI button
 * while the account has an unclaimed entry: what arrived, then on to the self-claim modal (or
 * the address claim, for another address).
 */
export function ClaimPopup({ chain, account }: { chain: ChainInfo; account: Address | undefined }) {
  const { _ } = useLingui()
  const isOpen = useModalOpen('claimPopup')
  const close = useCloseModals()
  const openSelf = useOpenModal('selfClaim')
  const openAddress = useOpenModal('addressClaim')
  const format = useFormatAmount()
  const availability = useAirdropClaim(chain, account ? 'valid' : 'none', account)
  const claim = availability.kind === 'available' ? availability.claim : undefined
  const decimals = uniProtocolOf(chain)?.uni.decimals ?? 18
  return (
    <Modal isOpen={isOpen} onDismiss={close} title={_(S.popupTitle)}>
      <div className="claim-popup" data-testid="claim-popup">
        <p className="claim-panel__note">{_(S.popupText)}</p>
        {claim && (
          <strong className="claim-panel__amount">
            {_({
              ...S.amountUni,
              values: { amount: format.tokenAmount(claim.amount, decimals, 4) },
            })}
          </strong>
        )}
        <Button block size="large" onClick={openSelf} disabled={!claim} testId="claim-popup-claim">
          {_(S.popupClaim)}
        </Button>
        <Button block variant="text" onClick={openAddress}>
          {_(S.claimForAnother)}
        </Button>
      </div>
    </Modal>
  )
}
