import { Trans } from '@lingui/react'
import { ExternalLink } from '../../../ui'
import { WALLET_STRINGS } from '../strings'
import { PROTOCOL_DISCLAIMER_URL, TERMS_OF_SERVICE_URL } from '../utils/legalLinks'

/** "By connecting a wallet, you agree to…" with the terms and the disclaimer as real links. */
export function LegalLine() {
  const { id, message } = WALLET_STRINGS.legalLine
  return (
    <Trans
      id={id}
      message={message}
      components={{
        // Trans puts the translated link text in (<0>…</0>, <1>…</1> of the message).
        0: (
          <ExternalLink href={TERMS_OF_SERVICE_URL} className="wallet-modal__inline-link">
            {null}
          </ExternalLink>
        ),
        1: (
          <ExternalLink href={PROTOCOL_DISCLAIMER_URL} className="wallet-modal__inline-link">
            {null}
          </ExternalLink>
        ),
      }}
    />
  )
}
