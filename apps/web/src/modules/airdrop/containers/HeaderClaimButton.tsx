import { useLingui } from '@lingui/react'
import { useToggleModal } from '../../application'
import { useActiveChain } from '../../network'
import { useWallet } from '../../wallet'
import { useAirdropClaim } from '../hooks/useAirdropClaim'
import { AIRDROP_STRINGS as S } from '../strings'
import '../claim.css'

/**
 * The header's Claim UNI button (spec 01 §2 claim popup; §4 "Available only when the address has
 * a claim entry and it is not yet claimed"): shown while the connected account has an unclaimed,
 * verified entry on a chain with the airdrop; it opens the claim popup.
 */
export function HeaderClaimButton() {
  const { _ } = useLingui()
  const chain = useActiveChain()
  const wallet = useWallet()
  const account =
    wallet.status === 'connected' && wallet.chain?.id === chain.id ? wallet.address : undefined
  const availability = useAirdropClaim(chain, account ? 'valid' : 'none', account)
  const toggle = useToggleModal('claimPopup')
  if (availability.kind !== 'available') return null
  return (
    <button
      type="button"
      className="claim-header-button"
      onClick={toggle}
      data-testid="claim-header-button"
    >
      {_(S.headerClaim)}
    </button>
  )
}
