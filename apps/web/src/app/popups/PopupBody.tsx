import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { PopupContent } from '../../modules/application'
import {
  AlertTriangleIcon,
  CheckCircleIcon,
  ExternalLink,
  ExternalLinkIcon,
  InfoIcon,
} from '../../ui'

// The texts only this part shows.
const TEXT = {
  // Popups (spec 01 §8)
  // The spec's text names 'the Uniswap Interface' (the reference product); ours is Tidepool, and
  // the protocol keeps its name (issue 12 #9).
  failedSwitchNetwork: msg({
    message:
      'Failed to switch networks from Tidepool. In order to use Uniswap on {chain}, you must change the network in your wallet.',
  }),
  viewOnExplorer: msg`View on Explorer`,
}

/** What a toast says, per content kind (spec 01 §2 Popups, §8). Links are resolved by the caller. */
export function PopupBody({
  content,
  chainLabel,
  explorerHref,
}: {
  content: PopupContent
  /** Label of the chain the content refers to, when known. */
  chainLabel: string | undefined
  /** Explorer page of a transaction popup, when the chain is known. */
  explorerHref: string | undefined
}) {
  const { _ } = useLingui()
  switch (content.kind) {
    case 'transaction':
      return (
        <div className="popup__body">
          <span className={content.success ? 'popup__icon--ok' : 'popup__icon--error'}>
            {content.success ? <CheckCircleIcon size={24} /> : <AlertTriangleIcon size={24} />}
          </span>
          {/* On phones one line: the summary cut to fit, the link as an icon (Popups.css). */}
          <div className="popup__main">
            <p className="popup__title" title={content.summary}>
              {content.summary}
            </p>
            {explorerHref && (
              <ExternalLink href={explorerHref} className="popup__link">
                <span className="popup__link-text">{_(TEXT.viewOnExplorer)}</span>
                <ExternalLinkIcon size={16} className="popup__link-icon" />
              </ExternalLink>
            )}
          </div>
        </div>
      )
    case 'failedSwitchNetwork':
      return (
        <div className="popup__body">
          <span className="popup__icon--error">
            <AlertTriangleIcon size={24} />
          </span>
          <p className="popup__text">
            {_({
              ...TEXT.failedSwitchNetwork,
              values: { chain: chainLabel ?? String(content.failedSwitchNetwork) },
            })}
          </p>
        </div>
      )
    case 'message':
      return (
        <div className="popup__body">
          <span className={content.tone === 'error' ? 'popup__icon--error' : 'popup__icon--info'}>
            {content.tone === 'error' ? <AlertTriangleIcon size={24} /> : <InfoIcon size={24} />}
          </span>
          <div>
            <p className="popup__title">{content.title}</p>
            {content.body && <p className="popup__text">{content.body}</p>}
          </div>
        </div>
      )
  }
}

/** A non-transaction popup's text, for the live region (transactions announce themselves). */
export function popupAnnouncement(
  content: PopupContent,
  _: ReturnType<typeof useLingui>['_'],
  chainLabel: string | undefined,
): string | null {
  switch (content.kind) {
    case 'transaction':
      return null
    case 'failedSwitchNetwork':
      return _({
        ...TEXT.failedSwitchNetwork,
        values: { chain: chainLabel ?? String(content.failedSwitchNetwork) },
      })
    case 'message':
      return content.body ? `${content.title}. ${content.body}` : content.title
  }
}
