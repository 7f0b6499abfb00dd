import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Toggle } from '../../../ui'
import { SETTINGS_STRINGS as S } from '../strings'
import { DeadlineSetting } from './DeadlineSetting'
import { LanguageList } from './LanguageList'
import type { SettingsActions, SettingsValues } from './SettingsMenuView'
import { SlippageSetting } from './SlippageSetting'

// The texts only this part shows.
const TEXT = {
  interfaceSettings: msg`Interface Settings`,
  autoRouter: msg`Auto Router API`,
  autoRouterTooltip: msg`Use the routing service to get faster quotes.`,
  expertMode: msg`Expert Mode`,
  expertModeTooltip: msg`Allow high price impact trades and skip the confirm screen. Use at your own risk.`,
  darkTheme: msg`Dark Theme`,
  exactApprovals: msg`Approve exact amounts`,
  exactApprovalsTooltip: msg`Off: a token is approved once, without limit. On: each approval covers only what its transaction needs, and is asked for again when used up.`,
}

/** The settings panel's controls (spec 01 §2 "Settings dropdown / transaction settings"). */
export function SettingsPanelBody(p: SettingsValues & SettingsActions) {
  const { _ } = useLingui()
  return (
    <>
      <h2 className="settings__title">{_(S.title)}</h2>
      <SlippageSetting
        slippage={p.slippage}
        autoSlippageBps={p.autoSlippageBps}
        onChange={p.onSlippageChange}
      />
      <DeadlineSetting deadline={p.deadline} onChange={p.onDeadlineChange} />
      <h2 className="settings__title">{_(TEXT.interfaceSettings)}</h2>
      {p.showRouterToggle && (
        <SettingRow label={_(TEXT.autoRouter)} tooltip={_(TEXT.autoRouterTooltip)}>
          <Toggle
            label={_(TEXT.autoRouter)}
            testId="toggle-auto-router"
            checked={!p.clientSideRouter}
            onChange={(apiOn) => p.onClientSideRouterChange(!apiOn)}
          />
        </SettingRow>
      )}
      <SettingRow label={_(TEXT.expertMode)} tooltip={_(TEXT.expertModeTooltip)}>
        <Toggle
          label={_(TEXT.expertMode)}
          testId="toggle-expert-mode"
          checked={p.expertMode}
          onChange={p.onExpertModeChange}
        />
      </SettingRow>
      <SettingRow label={_(TEXT.exactApprovals)} tooltip={_(TEXT.exactApprovalsTooltip)}>
        <Toggle
          label={_(TEXT.exactApprovals)}
          testId="toggle-exact-approvals"
          checked={p.exactApprovals}
          onChange={p.onExactApprovalsChange}
        />
      </SettingRow>
      <SettingRow label={_(TEXT.darkTheme)}>
        <Toggle
          label={_(TEXT.darkTheme)}
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
