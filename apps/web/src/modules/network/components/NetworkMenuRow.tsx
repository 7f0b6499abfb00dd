import { useLingui } from '@lingui/react'
import type { ChainInfo } from '../../../chain/chains'
import { NETWORK_STRINGS } from '../strings'
import type { NetworkNoteResult } from '../utils/networkAvailability'
import { ChainLogo } from './ChainLogo'
import { NOTE_TEXT } from './noteText'

export interface NetworkMenuRowProps {
  menuId: string
  chain: ChainInfo
  current: boolean
  note: NetworkNoteResult | undefined
  /** The note is shown once above its rows; this row only points at it. */
  noteShared: boolean
  onSelect: (chainId: number) => void
}

/** One network of the menu: its item, its "Local" tag and why it cannot work here. */
export function NetworkMenuRow({
  menuId,
  chain,
  current,
  note,
  noteShared,
  onSelect,
}: NetworkMenuRowProps) {
  const { _ } = useLingui()
  const tagId = `${menuId}-tag-${chain.id}`
  const noteId = noteShared && note ? `${menuId}-note-${note.note}` : `${menuId}-note-${chain.id}`
  const describedBy = [chain.isLocal && tagId, note && noteId].filter(Boolean).join(' ')
  // The tag and the note sit beside the item, not in it: its name stays the chain's own (specs
  // pick networks by it) and still holds all of its visible text (WCAG 2.5.3); they reach screen
  // readers as its description. The item's ::before covers the whole row, so a tap anywhere on
  // it picks the network.
  return (
    <div role="none" className="network-selector__row" data-disabled={note?.disabled || undefined}>
      <button
        type="button"
        role="menuitem"
        aria-current={current || undefined}
        aria-disabled={note?.disabled || undefined}
        aria-describedby={describedBy || undefined}
        className="network-selector__item"
        data-chain-id={chain.id}
        tabIndex={-1}
        onClick={() => {
          if (!note?.disabled) onSelect(chain.id)
        }}
      >
        <ChainLogo chain={chain} />
        {/* Chain names are proper names, not text to translate. */}
        <span translate="no">{chain.label}</span>
      </button>
      {chain.isLocal && (
        <span id={tagId} className="network-selector__tag">
          {_(NETWORK_STRINGS.local)}
        </span>
      )}
      {note && !noteShared && (
        <span id={noteId} className="network-selector__note" data-note={note.note}>
          {_({ ...NOTE_TEXT[note.note], values: { chainId: chain.id } })}
        </span>
      )}
    </div>
  )
}
