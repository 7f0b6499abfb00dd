import { Suspense, useCallback, useEffect, useState } from 'react'
import { lazyNamed } from '../../../ui'
import { useCloseModals, useModalOpen, useToggleModal } from '../../application'
import {
  useActiveLocale,
  useClientSideRouter,
  useDarkModeToggle,
  useExactApprovals,
  useExpertMode,
  useIsDarkMode,
  useUserDeadline,
  useUserSettingsActions,
  useUserSlippageTolerance,
} from '../../user'
import { SettingsMenuView } from '../components/SettingsMenuView'

// Opens rarely: loads when it does (issue 5 bundle budget).
const ExpertModeDialog = lazyNamed(
  () => import('../components/ExpertModeDialog'),
  'ExpertModeDialog',
)

export interface SettingsMenuProps {
  /** What Auto means for the trade on screen: computeAutoSlippageBps(…). */
  autoSlippageBps: number
  /** spec 01 §2: the Auto Router API toggle only where the routing service serves the chain. */
  showRouterToggle?: boolean
}

/**
 * The settings gear and its dropdown, wired to the user settings. The dropdown is the
 * application's 'settings' modal kind, so opening another modal or menu closes it (spec 01 §2
 * "Modals": one at a time). The expert-mode confirmation replaces the dropdown while it shows.
 */
export function SettingsMenu({ autoSlippageBps, showRouterToggle = false }: SettingsMenuProps) {
  const open = useModalOpen('settings')
  const toggle = useToggleModal('settings')
  const closeModals = useCloseModals()
  const [confirmingExpert, setConfirmingExpert] = useState(false)
  const actions = useUserSettingsActions()
  const { setExpertMode } = actions
  const expertMode = useExpertMode()

  // Another modal took over (one at a time): the next open starts at the menu again.
  useEffect(() => {
    if (!open) setConfirmingExpert(false)
  }, [open])

  const close = useCallback(() => {
    if (open) closeModals()
  }, [open, closeModals])

  const onExpertModeChange = useCallback(
    (on: boolean) => {
      // spec 01 §2: turning expert mode on needs 'Are you sure?' and the typed word; off is immediate.
      if (on) setConfirmingExpert(true)
      else setExpertMode(false)
    },
    [setExpertMode],
  )

  const endConfirm = useCallback(() => {
    setConfirmingExpert(false)
    closeModals()
  }, [closeModals])

  const confirmExpert = useCallback(() => {
    setExpertMode(true)
    endConfirm()
  }, [setExpertMode, endConfirm])

  return (
    <>
      <SettingsMenuView
        open={open && !confirmingExpert}
        onToggle={toggle}
        onClose={close}
        slippage={useUserSlippageTolerance()}
        autoSlippageBps={autoSlippageBps}
        deadline={useUserDeadline()}
        showRouterToggle={showRouterToggle}
        clientSideRouter={useClientSideRouter()}
        expertMode={expertMode}
        exactApprovals={useExactApprovals()}
        isDark={useIsDarkMode()}
        locale={useActiveLocale()}
        onSlippageChange={actions.setSlippage}
        onDeadlineChange={actions.setDeadline}
        onClientSideRouterChange={actions.setClientSideRouter}
        onExpertModeChange={onExpertModeChange}
        onExactApprovalsChange={actions.setExactApprovals}
        onDarkModeToggle={useDarkModeToggle()}
        onLocaleSelect={actions.setUserLocale}
      />
      {open && confirmingExpert && (
        <Suspense fallback={null}>
          <ExpertModeDialog isOpen onDismiss={endConfirm} onConfirm={confirmExpert} />
        </Suspense>
      )}
    </>
  )
}
