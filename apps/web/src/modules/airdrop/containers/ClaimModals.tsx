import { useLingui } from '@lingui/react'
import { Modal } from '../../../ui'
import { useApplicationStore, useCloseModals } from '../../application'
import { useActiveChain } from '../../network'
import { useWallet } from '../../wallet'
import { AIRDROP_CHAIN_STRINGS, AIRDROP_STRINGS as S } from '../strings'
import { AddressClaimModal } from './AddressClaimModal'
import { ClaimPopup } from './ClaimPopup'
import { SelfClaimModal } from './SelfClaimModal'
import '../claim.css'
import { uniProtocolOf } from '../../../chain/uniProtocol'

/**
 * The claim popup and the two claim modals (spec 01 §2, §4), mounted once by the shell after the
 * first paint. The claim exists only where the chain has an airdrop (mainnet; the devnet L1 stands
 * for it): elsewhere a claim modal opened by /claim says so.
 */
export function ClaimModals() {
  const chain = useActiveChain()
  const wallet = useWallet()
  const account =
    wallet.status === 'connected' && wallet.chain?.id === chain.id ? wallet.address : undefined
  if (!uniProtocolOf(chain)?.airdrop) return <NoAirdropModal />
  // Keyed by chain: a flow never carries over to another network.
  return (
    <>
      <ClaimPopup key={`popup-${chain.id}`} chain={chain} account={account} />
      <SelfClaimModal key={`self-${chain.id}`} chain={chain} account={account} />
      <AddressClaimModal key={`address-${chain.id}`} chain={chain} account={account} />
    </>
  )
}

function NoAirdropModal() {
  const { _ } = useLingui()
  const open = useApplicationStore((s) => s.openModal)
  const close = useCloseModals()
  const kind =
    open === 'addressClaim' || open === 'selfClaim' || open === 'claimPopup' ? open : null
  return (
    <Modal
      isOpen={kind !== null}
      onDismiss={close}
      title={_(kind === 'addressClaim' ? S.addressClaimTitle : S.selfClaimTitle)}
    >
      <p className="claim-panel__note" data-testid="claim-mainnet-only">
        {_(AIRDROP_CHAIN_STRINGS.mainnetOnly)}
      </p>
    </Modal>
  )
}
