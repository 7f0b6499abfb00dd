import { Suspense, useId, useRef } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { lazyNamed, useIdlePrefetch } from '../../../ui'
import type { NetworkNoteResult } from '../utils/networkAvailability'
import { ChainLogo } from './ChainLogo'
import './NetworkSelector.css'

// The menu's code loads when it first opens, or in idle time before (issue 11 §1 budget).
const loadMenu = () => import('./NetworkMenu')
const NetworkMenu = lazyNamed(loadMenu, 'NetworkMenu')

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
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useIdlePrefetch(loadMenu)

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
        <Suspense fallback={null}>
          <NetworkMenu
            id={menuId}
            chains={chains}
            active={active}
            notes={notes}
            container={rootRef}
            anchor={buttonRef}
            onClose={onClose}
            onSelect={onSelect}
          />
        </Suspense>
      )}
    </div>
  )
}
