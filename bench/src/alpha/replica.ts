// Starts the mainnet replica (packages/devnet `--replica mainnet`, issue 17) on this bench's
// ports and hands back its manifest and chain-1 RPC URL.
import type { Manifest } from '@tidepool/devnet/manifest'

export interface Replica {
  manifest: Manifest
  rpcUrl: string
  stop(): Promise<void>
}

export async function startReplica(_: { portOffset: number }): Promise<Replica> {
  throw new Error('the mainnet replica is not merged yet (wip/17-replica)')
}
