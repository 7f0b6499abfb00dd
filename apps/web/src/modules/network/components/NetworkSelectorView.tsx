import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Fragment, type KeyboardEvent, useEffect, useId, useRef } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useMenuPlacement } from '../hooks/useMenuPlacement'
import { NETWORK_STRINGS } from '../strings'
import type { NetworkNote, NetworkNoteResult } from '../utils/networkAvailability'
import './NetworkSelector.css'

export interface NetworkSelectorViewProps {
  chains: readonly ChainInfo[]
  active: ChainInfo
  open: boolean
  /** A wallet switch is in flight. */
  switching: boolean
  onToggle: () => void
  onClose: () => void
  onSelect: (chainId: number) => void
  /** Why a network cannot work in this run (issue 12 #11); disabled ones cannot be picked. */
  notes?: ReadonlyMap<number, NetworkNoteResult>
}

const NOTE_TEXT: Record<NetworkNote, MessageDescriptor> = {
  localWalletOnly: NETWORK_STRINGS.noteLocalWalletOnly,
  noRpc: NETWORK_STRINGS.noteNoRpc,
  publicOnReplica: NETWORK_STRINGS.notePublicOnReplica,
}

/** The header's network selector (spec 01 §2): a button and a menu of the selectable chains. */
export function NetworkSelectorView({
  chains,
  active,
  open,
  switching,
  onToggle,
  onClose,
  onSelect,
  notes,
}: NetworkSelectorViewProps) {
  const { _ } = useLingui()
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  useMenuPlacement(open, { container: rootRef, anchor: buttonRef, menu: menuRef })
  const { sharedNotes, firstWithNote } = groupNotes(chains, notes)

  useEffect(() => {
    if (!open) return
    const items = menuItems(menuRef.current)
    ;(items.find((i) => i.getAttribute('aria-current') === 'true') ?? items[0])?.focus()
    const onPointerDown = (e: PointerEvent) => {
      if (e.target instanceof Node && !rootRef.current?.contains(e.target)) onClose()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, onClose])

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
    <div className="network-selector" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="network-selector__button"
        data-testid="network-selector"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={switching || undefined}
        onClick={onToggle}
      >
        <ChainLogo chain={active} />
        <span className="network-selector__label" translate="no">
          {active.label}
        </span>
        <svg
          className="network-selector__chevron"
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open && (
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
      )}
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

function ChainLogo({ chain }: { chain: ChainInfo }) {
  return (
    <img
      className="network-selector__logo"
      src={chain.logoUrl}
      alt=""
      width={20}
      height={20}
      onError={(e) => {
        e.currentTarget.style.visibility = 'hidden'
      }}
    />
  )
}
