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
      aria-label={_(S.headerClaim)}
      data-testid="claim-header-button"
    >
      {/* Below 400 px the bottom bar has room for the token's symbol only (e2e at 320 px). */}
      <span className="claim-header-button__long">{_(S.headerClaim)}</span>
      <span className="claim-header-button__short">{_(S.headerClaimShort)}</span>
    </button>
  )
}
