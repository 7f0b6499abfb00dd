// The account's v4 positions (issue 32: /pool lists v3 and v4 together). v4's position manager is
// not enumerable (no tokenOfOwnerByIndex), so the ids come from its ERC-721 Transfer logs to the
// account, searched in the block windows public nodes accept (chain/logs.ts), all sent at once for
// the transport to batch. Four dependent rounds (chain/rounds.ts), each one HTTP request (in
// lockstep with the v3 read's, in readListedPositions):
//   1. the head block, unless the caller knows it (`toBlock`) or has a recent one (`head`);
//   2. every window's eth_getLogs (ids the account ever received);
//   3. ownerOf (still the account's? a burned id reverts), getPoolAndPositionInfo and
//      getPositionLiquidity, three multicalls;
//   4. StateView (each pool's slot0; each position's fee growth inside and last) beside the
//      tokens' metadata.
import type { Address, Client, Hex } from 'viem'
import { stateViewAbi, v4PositionManagerAbi } from '../../../../chain/abis/v4'
import { blockWindows, LOG_RANGE_BLOCKS } from '../../../../chain/logs'
import { multicallReads } from '../../../../chain/multicall'
import { type RoundsRead, runRounds } from '../../../../chain/rounds'
import type { TokenInfo } from '../../../tokens'
import type { V4LiquidityPosition, V4PoolKey } from '../model'
import { listedPositionStatus } from '../utils/badge'
import { decodePositionInfo, feesOwed, positionSalt, v4PoolId } from '../utils/v4Position'
import { ReadPositionsError } from './errors'
import { readTokenInfos } from './readPoolsAndTokens'

/** keccak256('Transfer(address,address,uint256)'): ERC-721's Transfer, topic 0. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const NATIVE: Address = '0x0000000000000000000000000000000000000000'

export interface ReadV4PositionsParameters {
  chainId: number
  account: Address
  positionManager: Address
  stateView: Address
  /** The first block to search: the position manager's deployment (chain table `v4.deployBlock`). */
  fromBlock: bigint
  /** The last block to search; the latest when undefined. */
  toBlock?: bigint | undefined
  /**
   * A recent head the caller already has (the app's block-number query), so the read need not
   * ask for one: the windows are counted up to it and the last one runs to 'latest', so a
   * position received since is still found. Ignored when `toBlock` is given.
   */
  head?: bigint | undefined
  multicallAddress?: Address | undefined
  /** Blocks per eth_getLogs (default LOG_RANGE_BLOCKS). */
  windowSize?: bigint
  /** The last read's search: this one asks only for the blocks since (see RESCAN_BLOCKS). */
  previous?: V4Scan | undefined
}

/** How far the Transfer logs were searched, and the ids found up to there. */
export interface V4Scan {
  scannedTo: bigint
  ids: readonly bigint[]
}

export interface ReadV4PositionsReturnType {
  positions: V4LiquidityPosition[]
  /** Token metadata read on-chain, by lower-case address (the native coin is not among them). */
  tokens: ReadonlyMap<string, TokenInfo>
  /** What the next read can start from. */
  scan: V4Scan
}

/**
 * Blocks a refresh searches again below the last one's head: a reorg that deep could have moved a
 * Transfer. The rest is not asked again: from v4's deployment that is ~260 windows on Ethereum,
 * too many for every polling interval. Ids found once stay candidates; ownerOf drops those sent on.
 */
export const RESCAN_BLOCKS = 64n

/** Every token id the account was ever sent by the position manager, oldest first, once each. */
export async function readV4ReceivedIds(
  client: Client,
  p: Pick<ReadV4PositionsParameters, 'account' | 'positionManager' | 'fromBlock' | 'windowSize'> & {
    toBlock: bigint
    /** The last window runs to 'latest' instead of `toBlock`. */
    toLatest?: boolean
  },
): Promise<bigint[]> {
  const to = `0x${p.account.slice(2).toLowerCase().padStart(64, '0')}` as Hex
  const hex = (n: bigint) => `0x${n.toString(16)}` as Hex
  const counted = blockWindows(p.fromBlock, p.toBlock, p.windowSize ?? LOG_RANGE_BLOCKS)
  // A head below the first block still searches from there to the latest.
  const windows =
    p.toLatest && counted.length === 0
      ? [{ fromBlock: p.fromBlock, toBlock: p.fromBlock }]
      : counted
  const last = windows.length - 1
  let logs: { topics: Hex[] }[][]
  try {
    logs = await Promise.all(
      windows.map(
        (w, i) =>
          client.request({
            method: 'eth_getLogs',
            params: [
              {
                address: p.positionManager,
                topics: [TRANSFER_TOPIC, null, to],
                fromBlock: hex(w.fromBlock),
                toBlock: p.toLatest && i === last ? 'latest' : hex(w.toBlock),
              },
            ],
          }) as Promise<{ topics: Hex[] }[]>,
      ),
    )
  } catch (e) {
    throw new ReadPositionsError('v4 transfers', e)
  }
  const ids = new Set<bigint>()
  for (const log of logs.flat()) {
    const id = log.topics[3]
    if (id) ids.add(BigInt(id))
  }
  return [...ids]
}

/**
 * Resolves to the v4 positions the account owns now, in the order it received them, each with its
 * badge and the fees it has earned. Rejects with ReadPositionsError when the logs or the position
 * manager cannot be read.
 */
export function readV4Positions(
  client: Client,
  p: ReadV4PositionsParameters,
): Promise<ReadV4PositionsReturnType> {
  return runRounds(v4PositionsRounds(client, p))
}

/** readV4Positions in its rounds (chain/rounds.ts): [the head,] the logs, the positions, StateView. */
export async function* v4PositionsRounds(
  client: Client,
  p: ReadV4PositionsParameters,
): RoundsRead<ReadV4PositionsReturnType> {
  const toLatest = p.toBlock === undefined && p.head !== undefined
  let toBlock = p.toBlock ?? p.head
  if (toBlock === undefined) {
    toBlock = BigInt((await client.request({ method: 'eth_blockNumber' })) as Hex)
    yield
  }
  // A head below the last search (a node behind the last one, a devnet reverted): search it all.
  const previous = p.previous && p.previous.scannedTo <= toBlock ? p.previous : undefined
  const since = previous ? previous.scannedTo - RESCAN_BLOCKS + 1n : p.fromBlock
  const fromBlock = since > p.fromBlock ? since : p.fromBlock
  const fresh = await readV4ReceivedIds(client, { ...p, fromBlock, toBlock, toLatest })
  const received = [...new Set([...(previous?.ids ?? []), ...fresh])]
  const scan = { scannedTo: toBlock, ids: received }
  if (received.length === 0) return { positions: [], tokens: new Map(), scan }
  yield
  const { positions, tokens } = yield* v4PositionsByIdRounds(client, {
    ...p,
    ids: received,
    owner: p.account,
  })
  return { positions, tokens, scan }
}

/** A v4 position as read by id, with its owner. */
export interface V4PositionRead extends V4LiquidityPosition {
  owner: Address
}

export interface ReadV4PositionsByIdParameters
  extends Pick<
    ReadV4PositionsParameters,
    'chainId' | 'positionManager' | 'stateView' | 'multicallAddress'
  > {
  ids: readonly bigint[]
  /** Keeps only the positions this account owns now (the list); every existing one when undefined. */
  owner?: Address | undefined
  /**
   * false: the tokens' metadata is not read (the position page takes it from the tokens module,
   * which has it cached or reads it once); the list reads it with the positions. Default true.
   */
  readTokens?: boolean
}

/**
 * Steps 3 and 4 of the list's read for given ids (the list's candidates; the position page's one
 * id): each existing position with its pool's state and the fees it has earned. A burned id, or
 * one not `owner`'s, is left out. Rejects with ReadPositionsError when no id can be read at all.
 */
export function readV4PositionsById(
  client: Client,
  p: ReadV4PositionsByIdParameters,
): Promise<V4PositionsById> {
  return runRounds(v4PositionsByIdRounds(client, p))
}

type V4PositionsById = Omit<ReadV4PositionsReturnType, 'scan' | 'positions'> & {
  positions: V4PositionRead[]
}

/** readV4PositionsById in its two rounds (chain/rounds.ts). */
async function* v4PositionsByIdRounds(
  client: Client,
  p: ReadV4PositionsByIdParameters,
): RoundsRead<V4PositionsById> {
  if (p.ids.length === 0) return { positions: [], tokens: new Map() }
  const manager = { address: p.positionManager, abi: v4PositionManagerAbi } as const
  const read = <const calls extends readonly unknown[]>(
    calls: Parameters<typeof multicallReads<calls>>[1]['calls'],
  ) => multicallReads<calls>(client, { multicallAddress: p.multicallAddress, calls })
  // Multicalls sent together: the transport batches them into one HTTP request.
  const [owners, infos, liquidities] = await Promise.all([
    read(p.ids.map((id) => ({ ...manager, functionName: 'ownerOf', args: [id] }) as const)),
    read(
      p.ids.map(
        (id) => ({ ...manager, functionName: 'getPoolAndPositionInfo', args: [id] }) as const,
      ),
    ),
    read(
      p.ids.map(
        (id) => ({ ...manager, functionName: 'getPositionLiquidity', args: [id] }) as const,
      ),
    ),
  ])
  if (infos.every((r) => r.status === 'failure'))
    throw new ReadPositionsError('v4 positions', infos[0]?.error)
  const owned = p.ids.flatMap((tokenId, i) => {
    const [owner, info, liquidity] = [owners[i], infos[i], liquidities[i]]
    // Burned (ownerOf reverts), or sent on since: not the account's any more.
    if (owner?.status !== 'success') return []
    if (p.owner && owner.result.toLowerCase() !== p.owner.toLowerCase()) return []
    if (info?.status !== 'success' || liquidity?.status !== 'success') return []
    const [key, packed] = info.result
    const poolKey: V4PoolKey = { ...key }
    const { tickLower, tickUpper } = decodePositionInfo(packed)
    const poolId = v4PoolId(poolKey)
    return [
      {
        tokenId,
        owner: owner.result,
        poolKey,
        poolId,
        tickLower,
        tickUpper,
        liquidity: liquidity.result,
      },
    ]
  })
  if (owned.length === 0) return { positions: [], tokens: new Map() }
  yield
  const poolIds = [...new Set(owned.map((o) => o.poolId))]
  const tokenAddresses = [
    ...new Set(owned.flatMap((o) => [o.poolKey.currency0, o.poolKey.currency1])),
  ].filter((a) => a !== NATIVE)
  const view = { address: p.stateView, abi: stateViewAbi } as const
  const [slot0s, insides, lasts, tokens] = await Promise.all([
    read(poolIds.map((id) => ({ ...view, functionName: 'getSlot0', args: [id] }) as const)),
    read(
      owned.map(
        (o) =>
          ({
            ...view,
            functionName: 'getFeeGrowthInside',
            args: [o.poolId, o.tickLower, o.tickUpper],
          }) as const,
      ),
    ),
    read(
      owned.map(
        (o) =>
          ({
            ...view,
            functionName: 'getPositionInfo',
            args: [o.poolId, p.positionManager, o.tickLower, o.tickUpper, positionSalt(o.tokenId)],
          }) as const,
      ),
    ),
    p.readTokens === false
      ? new Map<string, TokenInfo>()
      : readTokenInfos(client, {
          chainId: p.chainId,
          tokens: tokenAddresses,
          multicallAddress: p.multicallAddress,
        }),
  ])
  const slot0 = new Map<Hex, { sqrtPriceX96: bigint; tick: number; lpFee: number }>()
  poolIds.forEach((id, i) => {
    const r = slot0s[i]
    if (r?.status === 'success')
      slot0.set(id, { sqrtPriceX96: r.result[0], tick: r.result[1], lpFee: r.result[3] })
  })
  const positions = owned.map((o, i): V4PositionRead => {
    const [inside, last] = [insides[i], lasts[i]]
    const fees = (k: 0 | 1): bigint =>
      inside?.status === 'success' && last?.status === 'success'
        ? feesOwed(o.liquidity, inside.result[k], last.result[k + 1] as bigint)
        : 0n
    const pool = slot0.get(o.poolId)
    return {
      protocol: 'v4',
      ...o,
      feesOwed0: fees(0),
      feesOwed1: fees(1),
      tickCurrent: pool?.tick,
      sqrtPriceX96: pool?.sqrtPriceX96,
      lpFee: pool?.lpFee,
      status: listedPositionStatus({ ...o, tickCurrent: pool?.tick }),
    }
  })
  return { positions, tokens }
}
