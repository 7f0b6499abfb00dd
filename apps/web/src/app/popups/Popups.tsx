import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { explorerLink } from '../../chain/chains'
import { useRuntimeConfig } from '../../chain/runtimeConfigContext'
import {
  type Popup,
  type PopupContent,
  useActivePopups,
  useApplicationStore,
  usePopupLifetime,
  useRemovePopup,
} from '../../modules/application'
import { TransactionAnnouncer } from '../../modules/transactions'
import { PopupBody, popupAnnouncement } from './PopupBody'
import { PopupCard } from './PopupCard'

// The texts only this part shows.
const TEXT = {
  notifications: msg`Notifications`,
}

import './Popups.css'

/**
 * The toast area: bottom-right on desktop (spec 01 §2 says top-right: see Popups.css), a compact
 * strip under the header on phones (spec 01 §2; issue 12 #6: a toast must not cover the form). Screen readers hear results from two polite
 * live regions (a transaction's from its module, the others' here) rather than the toasts
 * themselves, which would read their buttons and links too.
 */
export function Popups() {
  const popups = useActivePopups()
  const { _ } = useLingui()
  return (
    <>
      <section className="popups" aria-label={_(TEXT.notifications)}>
        {[...popups].reverse().map((popup) => (
          <PopupItem key={popup.key} popup={popup} />
        ))}
      </section>
      <TransactionAnnouncer />
      <PopupAnnouncer />
    </>
  )
}

/**
 * Says the last popup added when it is not a transaction's (a failed network switch, a message).
 * The last added, while it shows (removing only hides, application store): one that expires
 * empties the region rather than bring an older one's words back.
 */
function PopupAnnouncer() {
  const { _ } = useLingui()
  const { chains } = useRuntimeConfig()
  const newest = useApplicationStore((s) => s.popupList.at(-1))
  const text = newest?.show
    ? popupAnnouncement(newest.content, _, chains.get(chainIdOf(newest.content))?.label)
    : null
  return (
    <div role="status" aria-live="polite" className="visually-hidden">
      {text && <p key={newest?.key}>{text}</p>}
    </div>
  )
}

function chainIdOf(content: PopupContent): number | undefined {
  if (content.kind === 'transaction') return content.chainId
  if (content.kind === 'failedSwitchNetwork') return content.failedSwitchNetwork
  return undefined
}

function PopupItem({ popup }: { popup: Popup }) {
  usePopupLifetime(popup)
  const remove = useRemovePopup()
  const { chains } = useRuntimeConfig()
  const { content } = popup
  const chain = chains.get(chainIdOf(content))
  const explorerHref =
    content.kind === 'transaction' && chain
      ? explorerLink(chain, content.hash, 'transaction')
      : undefined
  return (
    <PopupCard
      removeAfterMs={popup.removeAfterMs}
      onClose={() => remove(popup.key)}
      testId={`popup-${content.kind}`}
    >
      <PopupBody content={content} chainLabel={chain?.label} explorerHref={explorerHref} />
    </PopupCard>
  )
}
