// The chain reads the pool-state cache needs, behind one small interface: the quote service
// passes its viem public-client reader, the web app its reader over wagmi's client, unit tests a
// fake. The package itself does no I/O.
import type { Address } from '../graph/types.ts'
import type { Hex } from '../loader/abi.ts'
import type { Call, Multicall } from '../loader/loadPools.ts'

export interface BlockHead {
  number: bigint
  hash: Hex
}

export interface ChainReader {
  latestHead(): Promise<BlockHead>
  /**
   * Hash of the canonical block at `number` (to tell a chain that grew from one that forked),
   * undefined only when the node has no block at that height. A failed read must reject: it
   * says nothing about a reorg.
   */
  blockHash(number: bigint): Promise<Hex | undefined>
  gasPrice(): Promise<bigint>
  /** Raw return data per call (undefined where it reverted), all at `blockNumber` (or latest). */
  multicall(calls: readonly Call[], blockNumber?: bigint): Promise<readonly (Hex | undefined)[]>
  /** Lowercase addresses among `addresses` that emitted any log in [fromBlock, toBlock]. */
  touched(addresses: readonly Address[], fromBlock: bigint, toBlock: bigint): Promise<Set<string>>
}

/** The routing loader's injected multicall, pinned to one block. */
export function multicallAt(reader: ChainReader, blockNumber: bigint): Multicall {
  return (calls) => reader.multicall(calls, blockNumber)
}
