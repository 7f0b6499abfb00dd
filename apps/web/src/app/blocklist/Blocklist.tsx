import { useLingui } from '@lingui/react'
import { type ReactNode, useEffect, useState } from 'react'
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
  // An account is never shown the app before it has been checked.
  if (address && !isBlocked) return null
  if (isBlocked?.(address)) return <BlockedScreen />
  return children
}

export function BlockedScreen() {
  const { _ } = useLingui()
  return (
    <div className="blocked" data-testid="blocked-address">
      {_(APP_STRINGS.blockedAddress)}
    </div>
  )
}
