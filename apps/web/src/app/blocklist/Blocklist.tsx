import { useLingui } from '@lingui/react'
import { Activity, type ReactNode, useEffect, useState } from 'react'
import { useConnectionStore } from '../../chain/connection'
import { APP_STRINGS } from '../strings'

type BlockedCheck = (account: string | null | undefined) => boolean

// The list (checksummed addresses) loads right after the first render: no wallet can be connected
// before that (the wallet module itself loads after the first paint).
let loaded: BlockedCheck | undefined
let loading: Promise<BlockedCheck> | undefined
function loadBlockedCheck(): Promise<BlockedCheck> {
  loading ??= import('./blockedAddresses').then(
    (m) => {
      loaded = m.isBlockedAddress
      return loaded
    },
    (error: unknown) => {
      loading = undefined // retried on the next mount
      throw error
    },
  )
  return loading
}

/** Shows only 'Blocked address' in place of the app to a blocked account (spec 01 §2 Shell). */
export function Blocklist({ children }: { children: ReactNode }) {
  const address = useConnectionStore((s) => s.address)
  const [isBlocked, setIsBlocked] = useState(() => loaded)
  useEffect(() => {
    if (isBlocked) return
    loadBlockedCheck().then(
      (check) => setIsBlocked(() => check),
      (error: unknown) => console.error('The blocked-address list did not load', error),
    )
  }, [isBlocked])
  // A blocked account sees only the notice: nothing of the app stays in the page.
  if (isBlocked?.(address)) return <BlockedScreen />
  // An account is never shown the app before it has been checked. The app stays mounted, hidden,
  // meanwhile: a wallet that reconnects before the list has loaded must not throw away what the
  // user already typed (the swap form's amount) by unmounting the screens.
  const unchecked = address !== undefined && !isBlocked
  return <Activity mode={unchecked ? 'hidden' : 'visible'}>{children}</Activity>
}

export function BlockedScreen() {
  const { _ } = useLingui()
  return (
    <div className="blocked" data-testid="blocked-address">
      {_(APP_STRINGS.blockedAddress)}
    </div>
  )
}
