// The chain reads the pool-state cache needs, behind one small interface: the quote service
// passes its viem public-client reader, the web app its reader over wagmi's client, unit tests a
// fake. The package itself does no I/O.
import type { Address } from '../graph/types.ts'
import type { L1FeePerDataGas } from '../l1DataFee.ts'
import type { Hex } from '../loader/abi.ts'
import type { Call, Multicall } from '../loader/loadPools.ts'

export interface BlockHead {
  number: bigint
  hash: Hex
}

/** A block to read at: a head (pinned by hash) or a bare number (tokens' constant metadata). */
export type BlockAt = BlockHead | bigint

export interface ChainReader {
  latestHead(): Promise<BlockHead>
  /**
   * Hash of the canonical block at `number` (to tell a chain that grew from one that forked),
   * undefined only when the node has no block at that height. A failed read must reject: it
   * says nothing about a reorg.
   */
  blockHash(number: bigint): Promise<Hex | undefined>
  gasPrice(): Promise<bigint>
  /**
   * Issue 33: the chain's L1 data fee per unit of data gas (l1DataFee.ts), on chains that charge
   * one; absent elsewhere. Read with the gas price, once per block.
   */
  l1FeePerDataGas?(): Promise<L1FeePerDataGas>
  /**
   * Raw return data per call (undefined where it reverted), all at `at` (or latest). Given a
   * BlockHead the read is pinned by its hash (EIP-1898), not its number: after a same-height
   * reorg a number names another block, so two reads of one quote could see two states; a hash
   * names one state, or the node refuses it (then the cache reads again at the new head).
   */
  multicall(calls: readonly Call[], at?: BlockAt): Promise<readonly (Hex | undefined)[]>
  /** Lowercase addresses among `addresses` that emitted any log in [fromBlock, toBlock]. */
  touched(addresses: readonly Address[], fromBlock: bigint, toBlock: bigint): Promise<Set<string>>
  /**
   * eth_getLogs of one address with a topic filter (null: any; a list: any of them). Optional:
   * without it, v4 pools are found only among the usual hookless keys (discoverPools).
   */
  logs?(query: LogQuery): Promise<readonly { topics: readonly Hex[]; data: Hex }[]>
}

export interface LogQuery {
  address: Address
  topics: readonly (Hex | readonly Hex[] | null)[]
  fromBlock: bigint
  toBlock: bigint
}

/** The routing loader's injected multicall, pinned to one block (by hash for a head). */
export function multicallAt(reader: ChainReader, at: BlockAt): Multicall {
  return (calls) => reader.multicall(calls, at)
}

/**
 * A multicall that sends the calls of every caller in the same microtask as one multicall, so
 * independent reads of one step (the fee tiers and the pool discovery) cost one round trip.
 * Each caller gets its own results; a failed read fails every caller of the batch.
 */
export function sharedMulticall(multicall: Multicall): Multicall {
  let pending:
    | {
        calls: readonly Call[]
        resolve: (r: readonly (Hex | undefined)[]) => void
        reject: (e: unknown) => void
      }[]
    | undefined
  const flush = () => {
    const batch = pending ?? []
    pending = undefined
    // A reader that throws instead of rejecting still fails the callers, not the microtask.
    new Promise<readonly (Hex | undefined)[]>((resolve) =>
      resolve(multicall(batch.flatMap((b) => b.calls))),
    ).then(
      (results) => {
        let at = 0
        for (const b of batch) {
          b.resolve(results.slice(at, at + b.calls.length))
          at += b.calls.length
        }
      },
      (e: unknown) => {
        for (const b of batch) b.reject(e)
      },
    )
  }
  return (calls) =>
    new Promise((resolve, reject) => {
      if (pending === undefined) {
        pending = []
        queueMicrotask(flush)
      }
      pending.push({ calls, resolve, reject })
    })
}
