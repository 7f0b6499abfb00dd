import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react'
import { ExternalLink } from '../../../ui'
import { PROTOCOL_DISCLAIMER_URL, TERMS_OF_SERVICE_URL } from '../utils/legalLinks'

// The texts only this part shows.
const TEXT = {
  /** <0> and <1> are links (components/LegalLine.tsx): keep them around the same words. */
  legalLine: msg`By connecting a wallet, you agree to Tidepool's <0>Terms of Service</0> and acknowledge that you have read and understand the <1>Uniswap Protocol Disclaimer</1>.`,
}

/** "By connecting a wallet, you agree to…" with the terms and the disclaimer as real links. */
export function LegalLine() {
  const { id, message } = TEXT.legalLine
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
