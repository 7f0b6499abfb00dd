import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { ExternalLink, ExternalLinkIcon, Modal } from '../../../ui'

// The texts only this part shows.
const TEXT = {
  unsupportedAssetsTitle: msg`Unsupported Assets`,
  unsupportedAssetsText: msg`Some tokens cannot be traded in this interface: they may not work with the exchange's smart contracts (expiring, synthetic or rebasing tokens, for example), or trading them may not be allowed. While one of them is selected, swapping is disabled; choose another token to continue.`,
  unsupportedAssetsList: msg`Unsupported tokens in this pair`,
}

export interface UnsupportedAssetsModalProps {
  tokens: readonly { symbol: string; name: string; address: string; explorerHref: string }[]
  onDismiss: () => void
}

/**
 * spec 01 §2 "Unsupported-assets modal" (opened from the swap screen's 'Read more about
 * unsupported assets'): why the swap is disabled, and the pair's tokens on the unsupported list
 * with their addresses on the chain's explorer.
 */
export function UnsupportedAssetsModal({ tokens, onDismiss }: UnsupportedAssetsModalProps) {
  const { _ } = useLingui()
  return (
    <Modal isOpen onDismiss={onDismiss} title={_(TEXT.unsupportedAssetsTitle)}>
      <div className="swap-unsupported" data-testid="swap-unsupported-modal">
        <p className="swap-unsupported__text">{_(TEXT.unsupportedAssetsText)}</p>
        <ul className="swap-unsupported__list" aria-label={_(TEXT.unsupportedAssetsList)}>
          {tokens.map((t) => (
            <li key={t.address} className="swap-token-warning__card">
              <span>
                <strong>{t.symbol}</strong> <span>{t.name}</span>
              </span>
              <ExternalLink href={t.explorerHref} className="swap-unsupported__address">
                {t.address}
                <ExternalLinkIcon size={14} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  )
}
