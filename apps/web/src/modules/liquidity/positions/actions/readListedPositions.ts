// What /pool lists (issue 32: v3 and v4 positions together): the v3 read and, where the chain has
// v4, the v4 read, in lockstep (chain/rounds.ts): each round of one goes out with the same round of
// the other in one HTTP request, so 50 positions take 3 requests (4 when the v4 read must first ask
// for the head), whatever the answers' timing. Racing side by side, they took 3–6 (bench/README).
import type { Address, Client } from 'viem'
import { loadReadPath } from '../../../../chain/multicall'
import { inLockstep, settledRounds } from '../../../../chain/rounds'
import type { TokenInfo } from '../../../tokens'
import type { V3LiquidityPosition, V4LiquidityPosition } from '../model'
import { accountPositionsRounds, type ReadAccountPositionsParameters } from './readAccountPositions'
import { type V4Scan, v4PositionsRounds } from './readV4Positions'

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
  // Both reads' first round goes out together only once the read path (multicallReads, which the
  // v3 read needs and the v4 logs do not) has loaded.
  await loadReadPath()
  if (!v4) {
    const [three] = await inLockstep(accountPositionsRounds(client, v3))
    return { ...three, v4Scan: undefined }
  }
  const [three, four] = await inLockstep(
    accountPositionsRounds(client, v3),
    settledRounds(
      v4PositionsRounds(client, {
        chainId: p.chainId,
        account: p.account,
        multicallAddress: p.multicallAddress,
        ...v4,
      }),
    ),
  )
  if (four.status === 'rejected') return { ...three, v4Scan: v4.previous, v4Error: four.reason }
  return {
    positions: [...three.positions, ...four.value.positions],
    tokens: new Map([...three.tokens, ...four.value.tokens]),
    v4Scan: four.value.scan,
  }
}
