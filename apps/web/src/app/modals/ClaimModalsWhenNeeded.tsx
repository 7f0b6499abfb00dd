import { type ReactNode, Suspense, useState } from 'react'
import { useConnectionStore } from '../../chain/connection'
import { useApplicationStore } from '../../modules/application'

const CLAIM_MODALS = new Set(['claimPopup', 'selfClaim', 'addressClaim'])

/**
 * Mounts the airdrop's parts (its modals and the header's Claim UNI button, spec 01 §2) once they
 * can show something: a wallet is connected (the button and popup are for its account), or a
 * claim modal is opened (/claim checks any address). Until then a visit loads none of their code
 * nor reads a claim (Lighthouse on /swap, bench/README.md). Once mounted they stay, so an open
 * flow never loses its state. Their own Suspense boundary: mounting them must not hide the
 * parts they are mounted beside (the wallet modal, open at the moment a wallet connects).
 */
export function ClaimModalsWhenNeeded({ children }: { children: ReactNode }) {
  const connected = useConnectionStore((s) => s.status === 'connected')
  const claimOpen = useApplicationStore((s) => CLAIM_MODALS.has(s.openModal ?? ''))
  const [needed, setNeeded] = useState(false)
  if (!needed && (connected || claimOpen)) setNeeded(true)
  return needed || connected || claimOpen ? <Suspense fallback={null}>{children}</Suspense> : null
}
