import { useLingui } from '@lingui/react'
import { type KeyboardEvent, Suspense, useEffect, useId, useRef } from 'react'
import type { SupportedLocale } from '../../../i18n'
import { lazyNamed, useIdlePrefetch } from '../../../ui'
import type { SlippageTolerance } from '../../user'
import { SETTINGS_STRINGS as S } from '../strings'
import './settings.css'

// The panel's controls load when it first opens (issue 11 §1 budget: not in the initial JS).
const loadPanelBody = () => import('./SettingsPanelBody')
const SettingsPanelBody = lazyNamed(loadPanelBody, 'SettingsPanelBody')

export interface SettingsValues {
  slippage: SlippageTolerance
  autoSlippageBps: number
  /** Seconds. */
  deadline: number
  showRouterToggle: boolean
  /** true = the Auto Router API is off. */
  clientSideRouter: boolean
  expertMode: boolean
  /** Issue 35: approvals ask for the exact amount needed (default off: the maximum). */
  exactApprovals: boolean
  isDark: boolean
  locale: SupportedLocale
}

export interface SettingsActions {
  onSlippageChange: (slippage: SlippageTolerance) => void
  onDeadlineChange: (seconds: number) => void
  onClientSideRouterChange: (clientSide: boolean) => void
  /** Turning on asks for confirmation (the container); turning off is immediate. */
  onExpertModeChange: (on: boolean) => void
  onExactApprovalsChange: (on: boolean) => void
  onDarkModeToggle: () => void
  onLocaleSelect: (locale: SupportedLocale) => void
}

export interface SettingsMenuViewProps extends SettingsValues, SettingsActions {
  open: boolean
  onToggle: () => void
  onClose: () => void
}

/**
 * spec 01 §2 "Settings dropdown / transaction settings": a gear button and a panel with the
 * transaction settings (slippage, deadline) and the interface settings (Auto Router API, expert
 * mode, theme, language). Closes on Esc and on a press outside.
 */
export function SettingsMenuView(props: SettingsMenuViewProps) {
  const { _ } = useLingui()
  const { open, onToggle, onClose } = props
  useIdlePrefetch(loadPanelBody)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    // Into the panel, so Tab walks its controls next and Esc is heard there.
    panelRef.current?.focus()
    const onPointerDown = (e: PointerEvent) => {
      if (e.target instanceof Node && !rootRef.current?.contains(e.target)) onClose()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, onClose])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return
    e.stopPropagation()
    onClose()
    buttonRef.current?.focus()
  }

  return (
    <div className="settings" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="settings__gear"
        data-testid="open-settings-dialog-button"
        aria-label={_(S.openSettings)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onToggle}
      >
        <GearIcon />
        {props.expertMode && <span className="settings__expert-dot" aria-hidden="true" />}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          tabIndex={-1}
          role="dialog"
          // Named here, not by the body's heading: the body's code may still be loading, and a
          // dialog must have its name from the start (axe aria-dialog-name).
          aria-label={_(S.title)}
          className="settings__panel"
          data-testid="settings-menu"
          onKeyDown={onKeyDown}
        >
          <Suspense fallback={null}>
            <SettingsPanelBody {...props} />
          </Suspense>
        </div>
      )}
    </div>
  )
}

function GearIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
    </svg>
  )
}
