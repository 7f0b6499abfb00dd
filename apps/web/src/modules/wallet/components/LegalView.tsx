import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { LegalLine } from './LegalLine'

// The texts only this part shows.
const TEXT = {
  legalBody: msg`Tidepool reads the blockchain through the nodes it is configured with and, when enabled, asks a routing service for swap quotes. Your wallet address is sent to the networks you use; nothing is sent to a server of our own.`,
}

/** The legal view (spec 01 §2 "Legal notices"; §7.13 services disclosed to users). */
export function LegalView() {
  const { _ } = useLingui()
  return (
    <div className="wallet-modal__content">
      <p className="wallet-modal__text">{_(TEXT.legalBody)}</p>
      <p className="wallet-modal__legal">
        <LegalLine />
      </p>
    </div>
  )
}
