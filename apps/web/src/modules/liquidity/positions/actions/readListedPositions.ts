// What /pool lists (issue 32: v3 and v4 positions together): the v3 read and, where the chain has
// v4, the v4 read, side by side, so their requests share the transport's batches (each step of one
// goes out with the same step of the other: 50 positions in ≤ 4 HTTP requests).
import type { Address, Client } from 'viem'
import type { TokenInfo } from '../../../tokens'
import type { V3LiquidityPosition, V4LiquidityPosition } from '../model'
import { type ReadAccountPositionsParameters, readAccountPositions } from './readAccountPositions'
import { readV4Positions, type V4Scan } from './readV4Positions'

export interface ReadListedPositionsParameters extends ReadAccountPositionsParameters {
  /** The chain's v4 position manager and StateView, and the block v4 was deployed at. */
  v4?:
    | {
        positionManager: Address
        stateView: Address
        fromBlock: bigint
        /** The last read's v4 search (its `v4Scan`): only the blocks since are searched. */
        previous?: V4Scan | undefined
        /** A recent head the app already read (readV4Positions `head`). */
        head?: bigint | undefined
      }
    | undefined
}

export interface ReadListedPositionsReturnType {
  /** v3 positions in owner order, then v4 ones in the order the account received them. */
  positions: (V3LiquidityPosition | V4LiquidityPosition)[]
  /** Token metadata read on-chain, by lower-case address. */
  tokens: ReadonlyMap<string, TokenInfo>
  /** Why the v4 read failed, when it did: the v3 positions are listed without them. */
  v4Error?: unknown
  /** How far the v4 read searched (the last successful search when this one failed). */
  v4Scan?: V4Scan | undefined
}

/**
 * Rejects with ReadPositionsError when the v3 read cannot be done. A failed v4 read (its log
 * search is the part a public node is likeliest to refuse) leaves the v3 positions listed and says
 * so in `v4Error`, so the screen can offer a retry without hiding what it could read.
 */
export async function readListedPositions(
  client: Client,
  p: ReadListedPositionsParameters,
): Promise<ReadListedPositionsReturnType> {
  const { v4, ...v3 } = p
  const none = { positions: [], tokens: new Map<string, TokenInfo>(), scan: v4?.previous }
  let v4Error: unknown
  const [three, four] = await Promise.all([
    readAccountPositions(client, v3),
    v4
      ? readV4Positions(client, {
          chainId: p.chainId,
          account: p.account,
          multicallAddress: p.multicallAddress,
          ...v4,
        }).catch((e: unknown) => {
          v4Error = e
          return none
        })
      : none,
  ])
  return {
    positions: [...three.positions, ...four.positions],
    tokens: new Map([...three.tokens, ...four.tokens]),
    v4Scan: four.scan,
    ...(v4Error === undefined ? {} : { v4Error }),
  }
}
