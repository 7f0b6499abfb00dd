// Starts the mainnet replica (`startDevnet({ replica: 'mainnet' })`, issue 17) on this bench's
// ports and hands back its manifest and chain-1 RPC URL.
import path from 'node:path'
import { REPO_ROOT, startDevnet } from '@tidepool/devnet'
import type { Manifest } from '@tidepool/devnet/manifest'

export interface Replica {
  manifest: Manifest
  rpcUrl: string
  stop(): Promise<void>
}

/** Ports 39445 (RPC) and 39446 (manifest server), shifted by `portOffset`. */
export async function startReplica(portOffset: number): Promise<Replica> {
  const devnet = await startDevnet({
    replica: 'mainnet',
    l1Port: 39445 + portOffset,
    httpPort: 39446 + portOffset,
    stateDir: path.join(REPO_ROOT, '.devnet/bench-alpha'),
  })
  const chain = devnet.manifest.chains.find((c) => c.chainId === 1)
  if (!chain) throw new Error('the replica has no chain 1')
  return { manifest: devnet.manifest, rpcUrl: chain.rpcUrl, stop: devnet.stop }
}
