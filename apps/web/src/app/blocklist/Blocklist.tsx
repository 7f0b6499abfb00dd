import { useLingui } from '@lingui/react'
import { type ReactNode, useContext } from 'react'
import { useConnection, WagmiContext } from 'wagmi'
import { APP_STRINGS } from '../strings'
import { isBlockedAddress } from './blockedAddresses'

/** Shows only 'Blocked address' in place of the app to a blocked account (spec 01 §2 Shell). */
export function Blocklist({ children }: { children: ReactNode }) {
  // Without a wagmi provider there is no account to check (the wallet module supplies it).
  if (!useContext(WagmiContext)) return children
  return <AccountBlocklist>{children}</AccountBlocklist>
}

function AccountBlocklist({ children }: { children: ReactNode }) {
  const { address } = useConnection()
  if (isBlockedAddress(address)) return <BlockedScreen />
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
