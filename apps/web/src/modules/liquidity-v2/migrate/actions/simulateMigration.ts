// The preview's check (issue 14 "Beyond the reference"): eth_call of the very multicall the
// Migrate button sends, from the account, pinned to the snapshot's block. It proves the call
// goes through at that state (allowance or permit, minimums, range, deadline) or says why not.
// The amounts themselves come from utils/preview (the pair's and the position manager's math
// reproduced exactly): migrate() returns nothing, and reading them out of the call would need a
// tracer or state overrides the devnet node may not offer — the e2e test checks the figures
// against the receipt instead.
import { type Address, BaseError, type Client, decodeErrorResult, type Hex } from 'viem'
import { call } from 'viem/actions'

export type SimulationResult = { status: 'ok' } | { status: 'reverted'; reason: string }

function revertReason(error: unknown): string {
  if (error instanceof BaseError) {
    const withData = error.walk((e) => typeof (e as { data?: unknown }).data === 'string') as {
      data?: Hex
    } | null
    const data = withData?.data
    if (data && data.length > 2)
      try {
        const decoded = decodeErrorResult({ abi: [], data })
        const arg = decoded.args?.[0]
        if (arg !== undefined) return String(arg)
      } catch {
        // Not Error(string) / Panic(uint256): fall through to viem's words.
      }
    return error.shortMessage
  }
  return error instanceof Error ? error.message : String(error)
}

export async function simulateMigration(
  client: Client,
  p: { account: Address; migrator: Address; data: Hex; blockNumber: bigint },
): Promise<SimulationResult> {
  try {
    await call(client, {
      account: p.account,
      to: p.migrator,
      data: p.data,
      blockNumber: p.blockNumber,
    })
    return { status: 'ok' }
  } catch (error) {
    return { status: 'reverted', reason: revertReason(error) }
  }
}
