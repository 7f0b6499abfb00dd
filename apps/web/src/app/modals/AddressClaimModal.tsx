// spec 01 §2: the claim popup and the self- and address-claim modals (/claim opens the address
// claim over /swap), and the header's Claim UNI button. The airdrop module holds them; this file
// is the shell's lazy entry to them (app/afterPaintParts.ts), so none of their code — nor the
// header button's mount — is in the /swap entry (issue 15 bundle budget): the button is portalled
// into the header's slot.
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { HeaderClaimButton, ClaimModals as Modals } from '../../modules/airdrop'
import { HEADER_CLAIM_SLOT_ID } from '../header/Header'

export function ClaimModals() {
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  useEffect(() => setSlot(document.getElementById(HEADER_CLAIM_SLOT_ID)), [])
  return (
    <>
      <Modals />
      {slot && createPortal(<HeaderClaimButton />, slot)}
    </>
  )
}
