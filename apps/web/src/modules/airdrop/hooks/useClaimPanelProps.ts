// Wires a claim's availability and its transaction flow into ClaimPanel's props: the amount at
// 4 significant digits (spec 01 §9 "4 for claims"), the messages, and Claim enabled only for an
// available, verified claim and a connected account (spec 01 §4).
import { useLingui } from '@lingui/react'
import type { Address } from 'viem'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { uniProtocolOf } from '../../../chain/uniProtocol'
import { shortenAddress, useFormatAmount } from '../../../lib/format'
import type { ClaimPanelProps } from '../components/ClaimPanel'
import { AIRDROP_STRINGS as S } from '../strings'
import { availabilityMessage } from '../utils/availabilityMessage'
import type { ClaimAvailability } from '../utils/claimAvailability'
import { BAD_PROOF, type ClaimTransaction } from './useClaimTransaction'

/** spec 01 §9: claim amounts show 4 significant digits. */
const CLAIM_SIGNIFICANT_DIGITS = 4

export function useClaimPanelProps(p: {
  chain: ChainInfo
  availability: ClaimAvailability
  tx: ClaimTransaction
  account: Address | undefined
  /** The address claimed for, as typed or resolved (for the lookup texts). */
  address: string | undefined
  onClose: () => void
}): Omit<ClaimPanelProps, 'children'> {
  const { _ } = useLingui()
  const format = useFormatAmount()
  const { availability, tx, chain } = p
  const claim =
    availability.kind === 'available' ||
    availability.kind === 'claimed' ||
    availability.kind === 'badProof'
      ? availability.claim
      : undefined
  const decimals = uniProtocolOf(chain)?.uni.decimals ?? 18
  const amountText = claim && format.tokenAmount(claim.amount, decimals, CLAIM_SIGNIFICANT_DIGITS)
  const hash =
    tx.state.phase === 'claiming' || tx.state.phase === 'claimed' ? tx.state.hash : undefined
  const m = availabilityMessage(availability)
  const message = !p.account
    ? { text: _(S.connectWallet), tone: 'info' as const }
    : m && { text: _(m.text), ...(m.detail ? { detail: _(m.detail) } : {}), tone: m.tone }
  const error =
    tx.state.phase === 'idle' && tx.state.error !== undefined
      ? tx.state.error === BAD_PROOF
        ? _(S.badProof)
        : tx.state.error === ''
          ? _(S.claimReverted)
          : _({ ...S.claimFailed, values: { reason: tx.state.error } })
      : undefined
  return {
    flow: tx.state,
    preview: tx.preview,
    amountText,
    flags: claim?.flags,
    recipientText: claim ? shortenAddress(claim.account) : undefined,
    explorerUrl: hash ? explorerLink(chain, hash, 'transaction') : undefined,
    message,
    error,
    canClaim: p.account !== undefined && availability.kind === 'available',
    onClaim: () => {
      if (availability.kind === 'available') void tx.claim(availability.claim)
    },
    onClose: p.onClose,
  }
}
