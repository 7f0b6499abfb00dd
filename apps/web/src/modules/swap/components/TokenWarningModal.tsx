import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { ExternalLink, Modal } from '../../../ui'
import { SWAP_STRINGS as S } from '../strings'

// The texts only this part shows.
const TEXT = {
  // Token warning (§2: tokens not in the user's lists)
  tokenWarningTitle: msg`Token imported via URL`,
  tokenWarning: msg({
    message:
      "This token doesn't appear on the active token list(s). Make sure this is the token that you want to trade.",
  }),
  importTokens: msg`Import`,
}

export interface TokenWarningModalProps {
  tokens: { symbol: string; name: string; address: string; explorerHref: string }[]
  onImport: () => void
  onCancel: () => void
  /** Issue 35: under the cards, what a test buy and sale of each token found. */
  notice?: (token: { address: string; symbol: string }) => ReactNode
}

/** spec 01 §2 Swap screen: "A warning dialog appears for tokens not in the user's lists." */
export function TokenWarningModal({ tokens, onImport, onCancel, notice }: TokenWarningModalProps) {
  const { _ } = useLingui()
  return (
    <Modal isOpen={tokens.length > 0} onDismiss={onCancel} title={_(TEXT.tokenWarningTitle)}>
      <div className="swap-token-warning" data-testid="swap-token-warning">
        <p>{_(TEXT.tokenWarning)}</p>
        {tokens.map((t) => (
          <div key={t.address} className="swap-token-warning__card">
            <strong>{t.symbol}</strong> <span>{t.name}</span>
            <ExternalLink href={t.explorerHref}>{t.address}</ExternalLink>
          </div>
        ))}
        {notice && tokens.map((t) => <div key={`safety:${t.address}`}>{notice(t)}</div>)}
        <button type="button" className="swap-button swap-button--primary" onClick={onImport}>
          {_(TEXT.importTokens)}
        </button>
        <button type="button" className="swap-link-button" onClick={onCancel}>
          {_(S.cancel)}
        </button>
      </div>
    </Modal>
  )
}
