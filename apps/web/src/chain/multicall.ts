// The typed multicall helper of the chain-read layer (issue 11 §3: "a screen never hand-builds a
// multicall"; spec 01 §7.6 "Blockchain reads through a multicall"). Every read of several
// contract calls goes through multicallReads: calls typed against their ABIs (chain/abis.ts),
// results typed per call with success or failure standing alone, large call lists split into
// chunks of one Multicall3 aggregate3 each. The code that runs loads with viem's read path on the
// first read (readActions.ts), so importing this file adds nothing to the page's initial JS.
import type { Address, Client, MulticallContracts, MulticallResults, Narrow } from 'viem'
import type { AggregateCall } from './aggregateReads'

let readPath: typeof import('./readActions') | undefined

/**
 * Loads viem's read path (readActions.ts) once. Once it has loaded, multicallReads sends without
 * awaiting an import: a browser settles even an already-loaded module's `import()` in a task of its
 * own, and a 50 ms batch window that closes between two such tasks splits what callers sent
 * together into two HTTP requests (issue 32, /pool: 3–6 requests for the same read).
 */
export async function loadReadPath(): Promise<typeof import('./readActions')> {
  readPath ??= await import('./readActions')
  return readPath
}

/**
 * Calls per aggregate3 unless the caller says otherwise: 500 ERC-20 balanceOf (~10,000 gas each)
 * stay far below the nodes' eth_call gas caps (tens of millions); a caller whose calls cost more
 * (pool ticks, positions) passes a smaller chunkSize.
 */
export const MULTICALL_CHUNK_SIZE = 500

export interface MulticallReadsParameters<calls extends readonly unknown[]> {
  /** view/pure calls, each `{ address, abi, functionName, args }`, typed against its ABI. */
  calls: MulticallContracts<Narrow<calls>, { mutability: 'pure' | 'view' }>
  /** Calls per aggregate3 eth_call (default MULTICALL_CHUNK_SIZE). */
  chunkSize?: number
  /** Multicall3 when the client's chain does not name it (a devnet manifest's). */
  multicallAddress?: Address | undefined
  blockNumber?: bigint | undefined
}

/**
 * One entry per call, in order: `{ status: 'success', result }` decoded with the call's ABI, or
 * `{ status: 'failure', error }` when it reverted, returned nothing (no contract there), could not
 * be encoded or decoded, or its chunk's eth_call failed.
 */
export type MulticallReadsReturnType<calls extends readonly unknown[]> = MulticallResults<
  Narrow<calls>,
  true,
  { error: Error; mutability: 'pure' | 'view' }
>

/**
 * Reads `calls` through Multicall3 (the client chain's, or `multicallAddress`): chunks of
 * `chunkSize` calls, one aggregate3 each, sent concurrently (the transport batches them into one
 * HTTP request). Without a Multicall3 address the calls are read one by one. Never rejects for a
 * failed read: failures are per call.
 */
export async function multicallReads<const calls extends readonly unknown[]>(
  client: Client,
  parameters: MulticallReadsParameters<calls>,
): Promise<MulticallReadsReturnType<calls>> {
  const { calls, chunkSize = MULTICALL_CHUNK_SIZE, multicallAddress, blockNumber } = parameters
  const { aggregateReads } = readPath ?? (await loadReadPath())
  const results = await aggregateReads(client, {
    // The calls' types were checked above against their ABIs; the runner takes them as given.
    calls: calls as unknown as readonly AggregateCall[],
    chunkSize,
    multicallAddress,
    blockNumber,
  })
  return results as MulticallReadsReturnType<calls>
}
