// spec 01 §4 "Autoconnect": inside a Safe host the Safe connector; otherwise the wallet used last
// if it still lets us in (the Local test wallet included), then any injected wallet that
// authorized this site before; else read-only (no account). wagmi's own reconnect would probe
// every connector and so load every wallet SDK at start: we probe only these.
import type { Config, Connector } from 'wagmi'
import { reconnect } from 'wagmi/actions'

export interface AutoConnectOrderParameters<C extends Pick<Connector, 'id' | 'type'>> {
  connectors: readonly C[]
  recentConnectorId: string | null | undefined
  /** The page runs in an iframe, as Safe{Wallet} apps do. */
  inSafeHost: boolean
}

export function autoConnectOrder<C extends Pick<Connector, 'id' | 'type'>>({
  connectors,
  recentConnectorId,
  inSafeHost,
}: AutoConnectOrderParameters<C>): C[] {
  // Any iframe may be a Safe host; the Safe connector answers only inside one (10 ms probe).
  const safe = inSafeHost ? connectors.filter((c) => c.type === 'safe') : []
  const recent = connectors.filter((c) => c.id === recentConnectorId && c.type !== 'safe')
  const injected = connectors.filter((c) => c.type === 'injected' && c.id !== recentConnectorId)
  return [...safe, ...recent, ...injected]
}

/** Reconnects the first wallet of `autoConnectOrder` that still authorizes this site. */
export async function autoConnect(config: Config, { inSafeHost }: { inSafeHost: boolean }) {
  const recentConnectorId = await config.storage?.getItem('recentConnectorId')
  const order = autoConnectOrder({ connectors: config.connectors, recentConnectorId, inSafeHost })
  for (const connector of order) {
    const connections = await reconnect(config, { connectors: [connector] })
    if (connections.length > 0) return
  }
}
