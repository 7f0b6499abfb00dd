import { useLingui } from '@lingui/react'
import { WALLET_STRINGS } from '../strings'
import { LegalLine } from './LegalLine'

/** The legal view (spec 01 §2 "Legal notices"; §7.13 services disclosed to users). */
export function LegalView() {
  const { _ } = useLingui()
  return (
    <div className="wallet-modal__content">
      <p className="wallet-modal__text">{_(WALLET_STRINGS.legalBody)}</p>
      <p className="wallet-modal__legal">
        <LegalLine />
      </p>
    </div>
  )
}
