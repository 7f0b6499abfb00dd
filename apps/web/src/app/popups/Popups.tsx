import { useLingui } from '@lingui/react'
import { explorerLink } from '../../chain/chains'
import { useRuntimeConfig } from '../../chain/runtimeConfigContext'
import {
  type Popup,
  type PopupContent,
  useActivePopups,
  usePopupLifetime,
  useRemovePopup,
} from '../../modules/application'
import { APP_STRINGS } from '../strings'
import { PopupBody } from './PopupBody'
import { PopupCard } from './PopupCard'
import './Popups.css'

/** The toast area: top-right on desktop, a horizontal strip on small screens (spec 01 §2). */
export function Popups() {
  const popups = useActivePopups()
  const { _ } = useLingui()
  return (
    <section className="popups" aria-label={_(APP_STRINGS.notifications)} aria-live="polite">
      {[...popups].reverse().map((popup) => (
        <PopupItem key={popup.key} popup={popup} />
      ))}
    </section>
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
