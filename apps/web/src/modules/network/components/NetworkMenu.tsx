import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Fragment, type KeyboardEvent, type RefObject, useEffect, useRef } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useMenuPlacement } from '../../../ui'
import { NETWORK_STRINGS } from '../strings'
import type { NetworkNote, NetworkNoteResult } from '../utils/networkAvailability'
import { ChainLogo } from './ChainLogo'

export interface NetworkMenuProps {
  id: string
  chains: readonly ChainInfo[]
  active: ChainInfo
  /** Why a network cannot work in this run (issue 12 #11); disabled ones cannot be picked. */
  notes?: ReadonlyMap<number, NetworkNoteResult>
  /** The selector's root (a press outside it closes the menu) and its button (placement). */
  container: RefObject<HTMLDivElement | null>
  anchor: RefObject<HTMLButtonElement | null>
  onClose: () => void
  onSelect: (chainId: number) => void
}

const NOTE_TEXT: Record<NetworkNote, MessageDescriptor> = {
  localWalletOnly: NETWORK_STRINGS.noteLocalWalletOnly,
  noRpc: NETWORK_STRINGS.noteNoRpc,
  publicOnReplica: NETWORK_STRINGS.notePublicOnReplica,
}

/**
 * The network selector's open menu (spec 01 §2): the selectable chains, kept inside the viewport
 * (issue 12 #1), with arrow keys, Home/End, Escape and a press outside to close.
 */
export function NetworkMenu({
  id: menuId,
  chains,
  active,
  notes,
  container: rootRef,
  anchor: buttonRef,
  onClose,
  onSelect,
}: NetworkMenuProps) {
  const { _ } = useLingui()
  const menuRef = useRef<HTMLDivElement>(null)
  useMenuPlacement(true, { container: rootRef, anchor: buttonRef, menu: menuRef })
  const { sharedNotes, firstWithNote } = groupNotes(chains, notes)

  useEffect(() => {
    const items = menuItems(menuRef.current)
    ;(items.find((i) => i.getAttribute('aria-current') === 'true') ?? items[0])?.focus()
    const onPointerDown = (e: PointerEvent) => {
      if (e.target instanceof Node && !rootRef.current?.contains(e.target)) onClose()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [onClose, rootRef])

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current)
    const index = items.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => items[(to + items.length) % items.length]?.focus()
    if (e.key === 'ArrowDown') move(index + 1)
    else if (e.key === 'ArrowUp') move(index - 1)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(items.length - 1)
    else if (e.key === 'Escape' || e.key === 'Tab') {
      onClose()
      if (e.key === 'Escape') buttonRef.current?.focus()
    } else return
    e.preventDefault()
    e.stopPropagation()
  }

  return (
    <div
      ref={menuRef}
      id={menuId}
      role="menu"
      aria-label={_(NETWORK_STRINGS.menuLabel)}
      className="network-selector__menu"
      onKeyDown={onMenuKeyDown}
      tabIndex={-1}
    >
      <div className="network-selector__heading" aria-hidden="true">
        {_(NETWORK_STRINGS.menuLabel)}
      </div>
      {chains.map((chain) => {
        const note = notes?.get(chain.id)
        const tagId = `${menuId}-tag-${chain.id}`
        // A note several rows share shows once, above the first of them (one reading
        // instead of four copies); each row still has it as its description.
        const shared = note && sharedNotes.has(note.note)
        const noteId = shared ? `${menuId}-note-${note.note}` : `${menuId}-note-${chain.id}`
        const firstOfShared = shared && firstWithNote.get(note.note) === chain.id
        const describedBy = [chain.isLocal && tagId, note && noteId].filter(Boolean).join(' ')
        // The tag and the note sit beside the item, not in it: its name stays the chain's
        // own (specs pick networks by it) and still holds all of its visible text (WCAG
        // 2.5.3); they reach screen readers as its description. The item's ::before covers
        // the whole row, so a tap anywhere on it picks the network.
        return (
          <Fragment key={chain.id}>
            {firstOfShared && (
              <div role="none" className="network-selector__group-note">
                <span id={noteId} data-note={note.note}>
                  {_(NOTE_TEXT[note.note])}
                </span>
              </div>
            )}
            <div
              role="none"
              className="network-selector__row"
              data-disabled={note?.disabled || undefined}
            >
              <button
                type="button"
                role="menuitem"
                aria-current={chain.id === active.id || undefined}
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
              {note && !shared && (
                <span id={noteId} className="network-selector__note" data-note={note.note}>
                  {_({ ...NOTE_TEXT[note.note], values: { chainId: chain.id } })}
                </span>
              )}
            </div>
          </Fragment>
        )
      })}
    </div>
  )
}

/** The notes on two rows or more, and the first row of each note. */
function groupNotes(
  chains: readonly ChainInfo[],
  notes: ReadonlyMap<number, NetworkNoteResult> | undefined,
): { sharedNotes: Set<NetworkNote>; firstWithNote: Map<NetworkNote, number> } {
  const count = new Map<NetworkNote, number>()
  const firstWithNote = new Map<NetworkNote, number>()
  for (const chain of chains) {
    const note = notes?.get(chain.id)?.note
    if (!note) continue
    count.set(note, (count.get(note) ?? 0) + 1)
    if (!firstWithNote.has(note)) firstWithNote.set(note, chain.id)
  }
  const sharedNotes = new Set([...count].filter(([, n]) => n > 1).map(([note]) => note))
  return { sharedNotes, firstWithNote }
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : []
}
