import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { PICKER_STRINGS } from '../strings'
import { BackHeader } from './BackHeader'

export type ManageTab = 'lists' | 'tokens'

/** spec 01 §2 Manage view: back arrow, tabs 'Lists' and 'Tokens' (the dialog's title is 'Manage'). */
export function ManageView({
  tab,
  onTab,
  onBack,
  children,
}: {
  tab: ManageTab
  onTab: (tab: ManageTab) => void
  onBack: () => void
  children: ReactNode
}) {
  const { _ } = useLingui()
  return (
    <div className="token-import">
      <BackHeader onBack={onBack} />
      <div className="manage__tabs" role="tablist">
        {(['lists', 'tokens'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className="manage__tab"
            onClick={() => onTab(t)}
          >
            {_(t === 'lists' ? PICKER_STRINGS.lists : PICKER_STRINGS.tokens)}
          </button>
        ))}
      </div>
      {children}
    </div>
  )
}
