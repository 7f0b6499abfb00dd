// The wallet's start (issue 29): wagmi, its connectors and the connection they restore load after
// the first paint, in their own chunk (wagmi/start.ts), and mirror their state into
// chain/connection.ts, which is all the rest of the app reads. Actions that need the wallet
// itself (connect, sign, send) await `walletConfig()`.
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import type { GetChainClient } from '../../chain/clients'
import type { RuntimeConfig } from '../../chain/runtimeConfig'
import { RESTORE_MAX_MS, useRestoringStore } from './state/restoring'

let loading: Promise<Config> | undefined
let parameters: { runtime: RuntimeConfig; getClient: GetChainClient } | undefined

/** wagmi's config, loaded on first need (a failed chunk load is retried by the next call). */
export function walletConfig(): Promise<Config> {
  if (!parameters) return Promise.reject(new Error('The wallet has not been started'))
  const { runtime, getClient } = parameters
  loading ??= import('./wagmi/start').then(
    ({ createWallet }) => createWallet(runtime, getClient),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Loads the wallet and restores the last connection once (spec 01 §4 Autoconnect) while the
 * header shows the restoring state, which ends when it has tried or after RESTORE_MAX_MS.
 * With nothing to restore (no wallet used last, none injected, no Safe host: `mayRestore`),
 * wagmi is not loaded until the wallet modal or a send asks for it: a first visit's start-up
 * then evaluates none of wagmi, its connectors or viem's wallet actions (Lighthouse on /swap,
 * bench/README.md).
 */
export function startWallet(runtime: RuntimeConfig, getClient: GetChainClient): void {
  if (parameters) return
  parameters = { runtime, getClient }
  const { restored, restoring } = useRestoringStore.getState()
  if (!restoring) return
  const cap = setTimeout(restored, RESTORE_MAX_MS)
  walletConfig()
    .then(async (config) => (await import('./wagmi/start')).restoreConnection(config))
    .catch((error: unknown) => console.error('Autoconnect failed', error))
    .finally(() => {
      clearTimeout(cap)
      restored()
    })
}

/**
 * The connected wallet's viem client on `chainId` for `account`, for the send paths (signing and
 * sending load with them, not with the page).
 */
export async function connectedWalletClient(chainId: number, account: Address) {
  const [config, { walletClientOf }] = await Promise.all([
    walletConfig(),
    import('./wagmi/walletClient'),
  ])
  return walletClientOf(config, chainId, account)
}
