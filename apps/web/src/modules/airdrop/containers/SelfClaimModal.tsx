import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { Modal } from '../../../ui'
import { useCloseModals, useModalOpen } from '../../application'
import { ClaimPanel } from '../components/ClaimPanel'
import { useAirdropClaim } from '../hooks/useAirdropClaim'
import { useClaimPanelProps } from '../hooks/useClaimPanelProps'
import { useClaimTransaction } from '../hooks/useClaimTransaction'
import { AIRDROP_STRINGS as S } from '../strings'

/** spec 01 §4: after 'Claimed' (with its confetti) the self-claim modal closes itself. */
export const SELF_CLAIM_CLOSE_AFTER_MS = 6000

/**
 * The self-claim modal (spec 01 §2, §4): the connected account's claim. Mounted while the app
 * runs, so a claim sent and then hidden still ends in 'Claimed'.
 */
export function SelfClaimModal({
  chain,
  account,
}: {
  chain: ChainInfo
  account: `0x${string}` | undefined
}) {
  const { _ } = useLingui()
  const isOpen = useModalOpen('selfClaim')
  const close = useCloseModals()
  const availability = useAirdropClaim(chain, account ? 'valid' : 'none', account)
  const tx = useClaimTransaction(chain, account)
  const { phase } = tx.state
  const { reset } = tx
  useEffect(() => {
    if (phase !== 'claimed' || !isOpen) return
    const timer = setTimeout(close, SELF_CLAIM_CLOSE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [phase, isOpen, close])
  // Closed once claimed: the next opening shows the chain's state (nothing left to claim).
  useEffect(() => {
    if (!isOpen && phase === 'claimed') reset()
  }, [isOpen, phase, reset])
  const panel = useClaimPanelProps({
    chain,
    availability,
    tx,
    account,
    address: account,
    onClose: close,
  })
  return (
    <Modal isOpen={isOpen} onDismiss={close} title={_(S.selfClaimTitle)}>
      <ClaimPanel {...panel} />
    </Modal>
  )
}
