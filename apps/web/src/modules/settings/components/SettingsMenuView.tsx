import { useLingui } from '@lingui/react'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import type { SupportedLocale } from '../../../i18n'
import { Toggle } from '../../../ui'
import type { SlippageTolerance } from '../../user'
import { SETTINGS_STRINGS as S } from '../strings'
import { DeadlineSetting } from './DeadlineSetting'
import { LanguageList } from './LanguageList'
import { SlippageSetting } from './SlippageSetting'
import './settings.css'

export interface SettingsValues {
  slippage: SlippageTolerance
  autoSlippageBps: number
  /** Seconds. */
  deadline: number
  showRouterToggle: boolean
  /** true = the Auto Router API is off. */
  clientSideRouter: boolean
  expertMode: boolean
  isDark: boolean
  locale: SupportedLocale
}

export interface SettingsActions {
  onSlippageChange: (slippage: SlippageTolerance) => void
  onDeadlineChange: (seconds: number) => void
  onClientSideRouterChange: (clientSide: boolean) => void
  /** Turning on asks for confirmation (the container); turning off is immediate. */
  onExpertModeChange: (on: boolean) => void
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
  const panelId = useId()
  const titleId = useId()
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
          aria-labelledby={titleId}
          className="settings__panel"
          data-testid="settings-menu"
          onKeyDown={onKeyDown}
        >
          <SettingsPanelBody {...props} titleId={titleId} />
        </div>
      )}
    </div>
  )
}

function SettingsPanelBody(p: SettingsValues & SettingsActions & { titleId: string }) {
  const { _ } = useLingui()
  return (
    <>
      <h2 id={p.titleId} className="settings__title">
        {_(S.title)}
      </h2>
      <SlippageSetting
        slippage={p.slippage}
        autoSlippageBps={p.autoSlippageBps}
        onChange={p.onSlippageChange}
      />
      <DeadlineSetting deadline={p.deadline} onChange={p.onDeadlineChange} />
      <h2 className="settings__title">{_(S.interfaceSettings)}</h2>
      {p.showRouterToggle && (
        <SettingRow label={_(S.autoRouter)} tooltip={_(S.autoRouterTooltip)}>
          <Toggle
            label={_(S.autoRouter)}
            testId="toggle-auto-router"
            checked={!p.clientSideRouter}
            onChange={(apiOn) => p.onClientSideRouterChange(!apiOn)}
          />
        </SettingRow>
      )}
      <SettingRow label={_(S.expertMode)} tooltip={_(S.expertModeTooltip)}>
        <Toggle
          label={_(S.expertMode)}
          testId="toggle-expert-mode"
          checked={p.expertMode}
          onChange={p.onExpertModeChange}
        />
      </SettingRow>
      <SettingRow label={_(S.darkTheme)}>
        <Toggle
          label={_(S.darkTheme)}
          testId="toggle-dark-mode"
          checked={p.isDark}
          onChange={p.onDarkModeToggle}
        />
      </SettingRow>
      <LanguageList active={p.locale} onSelect={p.onLocaleSelect} />
    </>
  )
}

function SettingRow({
  label,
  tooltip,
  children,
}: {
  label: string
  tooltip?: string
  children: ReactNode
}) {
  return (
    <div className="settings__setting">
      <span className="settings__label" title={tooltip}>
        {label}
      </span>
      {children}
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
