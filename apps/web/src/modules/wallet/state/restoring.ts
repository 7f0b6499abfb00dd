// spec 01 §4 "Autoconnect", without a flash of a wrong state: autoconnect runs after the first
// paint (its code loads then; issue 11 §1), so the header must not say 'Connect Wallet' while a
// wallet that may still let us in is being asked. `restoring` starts true when autoconnect has
// something to try, and ends when it has tried (or after RESTORE_MAX_MS, so a wallet that never
// answers does not leave the button waiting).
import { create } from 'zustand'
import { WAGMI_STORAGE_KEY } from '../../../chain/connection'

/** Past this, the button shows 'Connect Wallet' even if a wallet is still thinking. */
export const RESTORE_MAX_MS = 5_000

export interface RestoreHints {
  /** wagmi's stored `recentConnectorId` (the wallet used last; removed on Disconnect). */
  recentConnectorId: string | null
  /** window.ethereum exists: an injected wallet may have authorized this site before. */
  hasInjectedProvider: boolean
  /** The page runs in an iframe, possibly a Safe{Wallet} host. */
  inSafeHost: boolean
}

/** Whether autoconnect may connect a wallet, i.e. whether it has anything to ask. */
export function mayRestore({ recentConnectorId, hasInjectedProvider, inSafeHost }: RestoreHints) {
  return recentConnectorId !== null || hasInjectedProvider || inSafeHost
}

function hintsAtStart(): RestoreHints {
  if (typeof window === 'undefined')
    return { recentConnectorId: null, hasInjectedProvider: false, inSafeHost: false }
  let recentConnectorId: string | null = null
  try {
    recentConnectorId = window.localStorage.getItem(`${WAGMI_STORAGE_KEY}.recentConnectorId`)
  } catch {
    // storage blocked (privacy mode): nothing was remembered
  }
  return {
    recentConnectorId,
    hasInjectedProvider: 'ethereum' in window && Boolean(window.ethereum),
    inSafeHost: window.parent !== window,
  }
}

interface RestoringState {
  restoring: boolean
  restored: () => void
}

export const useRestoringStore = create<RestoringState>((set) => ({
  restoring: mayRestore(hintsAtStart()),
  restored: () => set({ restoring: false }),
}))
