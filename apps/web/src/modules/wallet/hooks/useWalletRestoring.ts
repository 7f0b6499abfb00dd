import { useRestoringStore } from '../state/restoring'

/**
 * True while autoconnect is still asking a wallet that may let the user back in (after the first
 * paint; state/restoring.ts): screens show a waiting state instead of 'Connect Wallet'.
 */
export function useWalletRestoring(): boolean {
  return useRestoringStore((s) => s.restoring)
}
