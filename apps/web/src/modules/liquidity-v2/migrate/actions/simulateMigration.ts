// The preview's check (issue 14 "Beyond the reference"): the very multicall the Migrate button
// sends, from the account, pinned to the snapshot's block. Where the node traces calls
// (debug_traceCall + callTracer with logs: the devnet, geth, reth…) the simulation also returns
// what the chain would do — the minted liquidity and amounts and the refund (actions/
// traceMigration); migrate() itself returns nothing. Elsewhere a plain eth_call proves the call
// goes through (allowance or permit, minimums, range, deadline) or says why not, and the figures
// are utils/preview's exact math alone.
import type { Client } from 'viem'
import { call } from 'viem/actions'
import { extractRevertReason } from '../../../../chain/revertReasons'
import {
  type TracedMigration,
  type TraceMigrationParameters,
  traceMigration,
} from './traceMigration'

export type SimulationResult =
  | { status: 'ok'; traced?: TracedMigration }
  | { status: 'reverted'; reason: string }

export async function simulateMigration(
  client: Client,
  p: TraceMigrationParameters,
): Promise<SimulationResult> {
  const traced = await traceMigration(client, p)
  if (traced) return traced
  try {
    await call(client, {
      account: p.account,
      to: p.migrator,
      data: p.data,
      blockNumber: p.blockNumber,
    })
    return { status: 'ok' }
  } catch (error) {
    return { status: 'reverted', reason: extractRevertReason(error) ?? String(error) }
  }
}
