// The reads behind the position analytics (issue 13 "Beyond the reference"): everything at ONE
// block N, because owed principal (from the logs) and owed tokens (from the pool) only agree when
// read together (analytics.ts). For any number of positions, in four rounds of requests (the
// transport batches a round's calls into one HTTP request):
//   1. the head block (N and its timestamp);
//   2. positions(tokenId) of every position at N (one multicall; spec 02 §7, the shared call and
//      decoder of the liquidity core's position/positionCall);
//   3. together: the position manager's IncreaseLiquidity / DecreaseLiquidity / Collect logs of all
//      the token ids up to N (one eth_getLogs: the token id is their indexed topic, so an OR over
//      the ids selects exactly them), and per pool slot0 + feeGrowthGlobal, per position its two
//      ticks (one multicall) — the owed amounts follow from those (feeGrowth.ts);
//   4. the mint blocks' timestamps (for the APR), unless the node put them on the logs.

import { Token } from '@uniswap/sdk-core'
import { computePoolAddress, Pool, Position } from '@uniswap/v3-sdk'
import {
  type Address,
  type Client,
  formatLog,
  type Hex,
  type Log,
  numberToHex,
  type RpcLog,
} from 'viem'
import { getBlock } from 'viem/actions'
import { v3PoolAbi } from '../../../../chain/abis/v3'
import { multicallReads } from '../../../../chain/multicall'
import { feeGrowthInside, owedNow } from '../../position/feeGrowth'
import {
  type PositionRangeFields,
  positionCall,
  positionFromResult,
} from '../../position/positionCall'
import { type PositionAnalytics, positionAnalytics } from '../analytics'
import { decodePositionLogs, positionEventsTopics } from '../events'
import { type PositionLedger, positionLedger, type TokenAmounts } from '../ledger'

export interface ReadPositionsAnalyticsParameters {
  chainId: number
  positionManager: Address
  v3Factory: Address
  multicallAddress?: Address | undefined
  tokenIds: readonly bigint[]
  /** First block of the log search: the position manager's deployment (logs before it cannot
   *  exist, and public nodes answer a shorter range faster). */
  fromBlock: bigint
}

export interface PositionSnapshot extends PositionRangeFields {
  /** The block every figure was read at, and its timestamp (seconds). */
  blockNumber: bigint
  timestamp: bigint
  tokenId: bigint
  pool: Address
  sqrtPriceX96: bigint
  tickCurrent: number
  ledger: PositionLedger
  /** What the liquidity is worth in each token now (what a full decrease would free). */
  currentAmounts: TokenAmounts
  /** What a full collect would pay now (owed principal + uncollected fees). */
  owedNow: TokenAmounts
  analytics: PositionAnalytics
}

export interface PositionsAnalyticsResult {
  blockNumber: bigint
  timestamp: bigint
  /** By token id; a position that does not exist (burned, unknown id) is missing. */
  positions: ReadonlyMap<bigint, PositionSnapshot>
}

/** Tick-lens style reads cost ~10k gas each; positions() ~15k: 200 calls stay far below caps. */
const CHUNK = 200

export async function readPositionsAnalytics(
  client: Client,
  p: ReadPositionsAnalyticsParameters,
): Promise<PositionsAnalyticsResult> {
  const head = await getBlock(client, { blockTag: 'latest' })
  const blockNumber = head.number
  const { multicallAddress } = p
  const read = { multicallAddress, blockNumber, chunkSize: CHUNK }

  const positionResults = await multicallReads(client, {
    ...read,
    calls: p.tokenIds.map((tokenId) =>
      positionCall({ positionManager: p.positionManager, tokenId }),
    ),
  })
  const found = p.tokenIds.flatMap((tokenId, i) => {
    // A failed call is a burned or unknown id: left out (PositionsAnalyticsResult.positions).
    const position = positionFromResult(positionResults[i])
    if (!position) return []
    return [
      {
        tokenId,
        ...position,
        pool: poolAddress(p, position.token0, position.token1, position.fee),
      },
    ]
  })
  const pools = [...new Set(found.map((f) => f.pool))]

  const [rawLogs, poolResults, tickResults] = await Promise.all([
    found.length === 0
      ? Promise.resolve([])
      : positionLogs(
          client,
          p,
          found.map((f) => f.tokenId),
          blockNumber,
        ),
    multicallReads(client, {
      ...read,
      calls: pools.flatMap((address) => [
        { address, abi: v3PoolAbi, functionName: 'slot0' as const },
        { address, abi: v3PoolAbi, functionName: 'feeGrowthGlobal0X128' as const },
        { address, abi: v3PoolAbi, functionName: 'feeGrowthGlobal1X128' as const },
      ]),
    }),
    multicallReads(client, {
      ...read,
      calls: found.flatMap((f) => [
        {
          address: f.pool,
          abi: v3PoolAbi,
          functionName: 'ticks' as const,
          args: [f.tickLower] as const,
        },
        {
          address: f.pool,
          abi: v3PoolAbi,
          functionName: 'ticks' as const,
          args: [f.tickUpper] as const,
        },
      ]),
    }),
  ])
  const logs = rawLogs.map((log) => formatLog(log))
  const timestamps = await mintTimestamps(client, logs)

  const poolState = new Map(
    pools.map((address, i) => {
      const [slot0, g0, g1] = [0, 1, 2].map((k) => poolResults[3 * i + k])
      if (slot0?.status !== 'success' || g0?.status !== 'success' || g1?.status !== 'success')
        throw new Error(`pool ${address} could not be read`)
      const [sqrtPriceX96, tick] = slot0.result as readonly [bigint, number, ...unknown[]]
      return [
        address,
        { sqrtPriceX96, tick, global0: g0.result as bigint, global1: g1.result as bigint },
      ]
    }),
  )

  const positions = new Map<bigint, PositionSnapshot>()
  for (const [i, f] of found.entries()) {
    const state = poolState.get(f.pool)
    const lower = tickResults[2 * i]
    const upper = tickResults[2 * i + 1]
    if (!state || lower?.status !== 'success' || upper?.status !== 'success')
      throw new Error(`position ${f.tokenId} could not be read`)
    const inside = feeGrowthInside({
      tickCurrent: state.tick,
      tickLower: f.tickLower,
      tickUpper: f.tickUpper,
      lower: { feeGrowthOutside0X128: lower.result[2], feeGrowthOutside1X128: lower.result[3] },
      upper: { feeGrowthOutside0X128: upper.result[2], feeGrowthOutside1X128: upper.result[3] },
      feeGrowthGlobal0X128: state.global0,
      feeGrowthGlobal1X128: state.global1,
    })
    const owed = owedNow({
      liquidity: f.liquidity,
      feeGrowthInside0LastX128: f.feeGrowthInside0LastX128,
      feeGrowthInside1LastX128: f.feeGrowthInside1LastX128,
      tokensOwed0: f.tokensOwed0,
      tokensOwed1: f.tokensOwed1,
      ...inside,
    })
    const ledger = positionLedger(
      decodePositionLogs({ tokenId: f.tokenId, logs, blockTimestamps: timestamps }),
    )
    const currentAmounts = liquidityAmounts(p.chainId, f, state.sqrtPriceX96, state.tick)
    positions.set(f.tokenId, {
      blockNumber,
      timestamp: head.timestamp,
      tokenId: f.tokenId,
      token0: f.token0,
      token1: f.token1,
      fee: f.fee,
      tickLower: f.tickLower,
      tickUpper: f.tickUpper,
      liquidity: f.liquidity,
      pool: f.pool,
      sqrtPriceX96: state.sqrtPriceX96,
      tickCurrent: state.tick,
      ledger,
      currentAmounts,
      owedNow: owed,
      analytics: positionAnalytics({
        ledger,
        currentAmounts,
        owedNow: owed,
        sqrtPriceX96: state.sqrtPriceX96,
        now: head.timestamp,
      }),
    })
  }
  return { blockNumber, timestamp: head.timestamp, positions }
}

function poolAddress(
  p: ReadPositionsAnalyticsParameters,
  token0: Address,
  token1: Address,
  fee: number,
): Address {
  // Decimals do not enter the address; the sdk only wants Token objects.
  return computePoolAddress({
    factoryAddress: p.v3Factory,
    tokenA: new Token(p.chainId, token0, 18),
    tokenB: new Token(p.chainId, token1, 18),
    fee,
  }) as Address
}

/** One eth_getLogs for every event of every token id (topic 1 is an OR over the ids). viem's
 *  getLogs drops the args with several events (events.ts), so the request is sent as is. */
function positionLogs(
  client: Client,
  p: ReadPositionsAnalyticsParameters,
  tokenIds: readonly bigint[],
  toBlock: bigint,
): Promise<RpcLog[]> {
  const [selectors] = positionEventsTopics(0n)
  const ids: Hex[] = tokenIds.map((id) => numberToHex(id, { size: 32 }))
  return client.request({
    method: 'eth_getLogs',
    params: [
      {
        address: p.positionManager,
        fromBlock: numberToHex(p.fromBlock),
        toBlock: numberToHex(toBlock),
        topics: [selectors, ids],
      },
    ],
  }) as Promise<RpcLog[]>
}

/** Timestamps of the blocks holding a position's first IncreaseLiquidity (its mint), when the
 *  node did not put blockTimestamp on the logs. One getBlock per distinct block, batched. */
async function mintTimestamps(client: Client, logs: readonly Log[]): Promise<Map<bigint, bigint>> {
  const firstByToken = new Map<string, Log>()
  for (const log of logs) {
    const id = log.topics[1]
    if (!id || log.blockNumber === null) continue
    const first = firstByToken.get(id)
    if (!first || (first.blockNumber ?? 0n) > log.blockNumber) firstByToken.set(id, log)
  }
  const missing = [
    ...new Set(
      [...firstByToken.values()]
        .filter((log) => log.blockTimestamp === undefined || log.blockTimestamp === null)
        .map((log) => log.blockNumber as bigint),
    ),
  ]
  const blocks = await Promise.all(missing.map((blockNumber) => getBlock(client, { blockNumber })))
  return new Map(blocks.map((b) => [b.number, b.timestamp]))
}

/** The amounts a full decreaseLiquidity would free now (rounded down, as the pool pays). */
function liquidityAmounts(
  chainId: number,
  f: PositionRangeFields,
  sqrtPriceX96: bigint,
  tick: number,
): TokenAmounts {
  if (f.liquidity === 0n) return { amount0: 0n, amount1: 0n }
  const pool = new Pool(
    new Token(chainId, f.token0, 18),
    new Token(chainId, f.token1, 18),
    f.fee,
    sqrtPriceX96.toString(),
    0, // the pool's active liquidity does not enter a position's amounts
    tick,
  )
  const position = new Position({
    pool,
    liquidity: f.liquidity.toString(),
    tickLower: f.tickLower,
    tickUpper: f.tickUpper,
  })
  return {
    amount0: BigInt(position.amount0.quotient.toString()),
    amount1: BigInt(position.amount1.quotient.toString()),
  }
}
