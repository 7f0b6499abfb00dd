import type { Config } from 'wagmi'
import { disconnect } from 'wagmi/actions'

/**
 * Disconnects the current wallet. Injected wallets stay disconnected across reloads (wagmi's
 * `shimDisconnect` flag); forgetting the recent connector keeps autoconnect from loading that
 * wallet's SDK on the next visit.
 */
export async function disconnectWallet(config: Config): Promise<void> {
  await disconnect(config)
  if (config.state.connections.size === 0) await config.storage?.removeItem('recentConnectorId')
}
