import { useLingui } from '@lingui/react'
import {
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useMenuPlacement } from '../../../ui'
import { NETWORK_STRINGS } from '../strings'
import type { NetworkNote, NetworkNoteResult } from '../utils/networkAvailability'
import { groupNetworks, type NetworkGroupKind } from '../utils/networkGroups'
import { NetworkMenuRow } from './NetworkMenuRow'
import { NOTE_TEXT } from './noteText'

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

const GROUP_HEADING = {
  main: NETWORK_STRINGS.groupMain,
  test: NETWORK_STRINGS.groupTest,
} as const

/**
 * The network selector's open menu (spec 01 §2): a search box over the selectable chains in
 * sections (local, networks, testnets; issue 33), kept inside the viewport (issue 12 #1). Keys:
 * arrows, Home/End, typing filters (from any row), Enter in the box picks the first match,
 * Escape and a press outside close.
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
  const searchRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const [query, setQuery] = useState('')
  useMenuPlacement(true, { container: rootRef, anchor: buttonRef, menu: menuRef })
  const groups = useMemo(() => groupNetworks(chains, query), [chains, query])
  const shown = useMemo(() => groups.flatMap((g) => g.chains), [groups])
  const { sharedNotes, firstWithNote } = groupNotes(shown, notes)

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
    const inSearch = e.target === searchRef.current
    const index = items.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => items[(to + items.length) % items.length]?.focus()
    if (e.key === 'Escape' || e.key === 'Tab') {
      onClose()
      if (e.key === 'Escape') buttonRef.current?.focus()
    } else if (inSearch) {
      if (e.key === 'ArrowDown') move(0)
      else if (e.key === 'Enter') {
        const first = shown.find((c) => !notes?.get(c.id)?.disabled)
        if (first) onSelect(first.id)
      } else return
    } else if (e.key === 'ArrowDown') move(index + 1)
    else if (e.key === 'ArrowUp') index <= 0 ? searchRef.current?.focus() : move(index - 1)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(items.length - 1)
    else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && e.key !== ' ') {
      // Type to filter from any row: the key goes to the search box.
      setQuery((q) => q + e.key)
      searchRef.current?.focus()
    } else return
    e.preventDefault()
    e.stopPropagation()
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys of the menu and its search box
    <div ref={menuRef} id={menuId} className="network-selector__menu" onKeyDown={onMenuKeyDown}>
      <div className="network-selector__heading" aria-hidden="true">
        {_(NETWORK_STRINGS.menuLabel)}
      </div>
      <input
        ref={searchRef}
        type="search"
        className="network-selector__search"
        aria-label={_(NETWORK_STRINGS.search)}
        aria-controls={listId}
        placeholder={_(NETWORK_STRINGS.search)}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <div
        role="menu"
        id={listId}
        aria-label={_(NETWORK_STRINGS.menuLabel)}
        className="network-selector__list"
        tabIndex={-1}
      >
        {groups.map((group) => (
          <NetworkSection key={group.kind} kind={group.kind} menuId={menuId}>
            {group.chains.map((chain) => {
              const note = notes?.get(chain.id)
              const shared = !!note && sharedNotes.has(note.note)
              return (
                <Fragment key={chain.id}>
                  {note && shared && firstWithNote.get(note.note) === chain.id && (
                    // A note several rows share shows once, above the first of them (one
                    // reading instead of four copies); each row still has it as description.
                    <div role="none" className="network-selector__group-note">
                      <span id={`${menuId}-note-${note.note}`} data-note={note.note}>
                        {_(NOTE_TEXT[note.note])}
                      </span>
                    </div>
                  )}
                  <NetworkMenuRow
                    menuId={menuId}
                    chain={chain}
                    current={chain.id === active.id}
                    note={note}
                    noteShared={shared}
                    onSelect={onSelect}
                  />
                </Fragment>
              )
            })}
          </NetworkSection>
        ))}
      </div>
      {shown.length === 0 && (
        <p className="network-selector__empty" role="status">
          {_({ ...NETWORK_STRINGS.noMatch, values: { query: query.trim() } })}
        </p>
      )}
    </div>
  )
}

/** A section of the menu: the local chains bare, the others a group under their heading. */
function NetworkSection({
  kind,
  menuId,
  children,
}: {
  kind: NetworkGroupKind
  menuId: string
  children: ReactNode
}) {
  const { _ } = useLingui()
  if (kind === 'local') return <>{children}</>
  const headingId = `${menuId}-group-${kind}`
  return (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA group of menu items, not a form's fieldset
    <div role="group" aria-labelledby={headingId}>
      <div id={headingId} role="presentation" className="network-selector__group">
        {_(GROUP_HEADING[kind])}
      </div>
      {children}
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
  // 'noRpc' names each chain's own VITE_RPC_URL_<id>: it stays on its row, never shared.
  const sharedNotes = new Set(
    [...count].filter(([note, n]) => n > 1 && note !== 'noRpc').map(([note]) => note),
  )
  return { sharedNotes, firstWithNote }
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : []
}
