// The reads behind v4 positions' analytics (issue 32: a position's page, and the line under each
// v4 row of /pool): the same figures as v3's (readPositionsAnalytics), from v4's events, all at ONE
// head block N, in three rounds whatever the number of positions:
//   1. the head block (N and its timestamp);
//   2. at N: each position's liquidity and feeGrowthInsideLast, the fee growth inside its range and
//      its pool's slot0 (multicalls); beside them the pool manager's ModifyLiquidity logs of those
//      pools by the position manager up to N, in the block windows public nodes accept (one set of
//      windows for every position: the salt in each log says whose it is);
//   3. around the modifies of each block B: the pools' slot0 at B − 1, their Swap and Initialize
//      logs in B (the price just before a modify is the last of them before it, else slot0 at
//      B − 1) and the positions' feeGrowthInsideLast at B (what the modify wrote; with two modifies
//      of a position in one block the fees' split between them moves, never their sum).
// v4Events.ts turns them into the ledger's events; analytics.ts does the rest, as for v3.
import { type Address, type Client, formatLog, type Hex, numberToHex, type RpcLog } from 'viem'
import { getBlock } from 'viem/actions'
import { stateViewAbi } from '../../../../chain/abis/v4'
import { blockWindows } from '../../../../chain/logs'
import { multicallReads } from '../../../../chain/multicall'
import { feesOwed, positionSalt } from '../../positions/utils/v4Position'
import { amountsForLiquidity } from '../../v4/v4Amounts'
import { type PositionAnalytics, positionAnalytics } from '../analytics'
import { type PositionLedger, positionLedger } from '../ledger'
import {
  decodeV4ModifyLogs,
  POOL_PRICE_TOPICS,
  priceBeforeModify,
  type V4ModifyState,
  v4ModifyLiquidityTopics,
  v4PositionEvents,
} from '../v4Events'

/** One v4 position whose history is read. */
export interface V4AnalyticsPosition {
  tokenId: bigint
  poolId: Hex
  tickLower: number
  tickUpper: number
}

interface V4AnalyticsContracts {
  poolManager: Address
  positionManager: Address
  stateView: Address
  multicallAddress?: Address | undefined
  /** First block of the log search: the pool manager's deployment. */
  fromBlock: bigint
}

export interface ReadV4PositionAnalyticsParameters
  extends V4AnalyticsContracts,
    V4AnalyticsPosition {}

export interface ReadV4PositionsAnalyticsParameters extends V4AnalyticsContracts {
  positions: readonly V4AnalyticsPosition[]
}

/** What the analytics panel shows, at one block. */
export interface V4PositionSnapshot {
  blockNumber: bigint
  /** Seconds. */
  timestamp: bigint
  ledger: PositionLedger
  analytics: PositionAnalytics
}

const getLogs = (client: Client, filter: Record<string, unknown>): Promise<RpcLog[]> =>
  client.request({ method: 'eth_getLogs', params: [filter] as never }) as Promise<RpcLog[]>

const lower = (h: Hex) => h.toLowerCase() as Hex

/**
 * Resolves to the position's analytics at the head, or null when it has no ModifyLiquidity (an
 * id the position manager never minted). Rejects when the node cannot answer (a refused log range).
 */
export async function readV4PositionAnalytics(
  client: Client,
  { tokenId, poolId, tickLower, tickUpper, ...contracts }: ReadV4PositionAnalyticsParameters,
): Promise<V4PositionSnapshot | null> {
  const read = await readV4PositionsAnalytics(client, {
    ...contracts,
    positions: [{ tokenId, poolId, tickLower, tickUpper }],
  })
  return read.get(tokenId) ?? null
}

/**
 * Every position's analytics at one head, by token id; a position with no ModifyLiquidity (never
 * minted) is absent. Rejects when the node cannot answer (a refused log range).
 */
export async function readV4PositionsAnalytics(
  client: Client,
  p: ReadV4PositionsAnalyticsParameters,
): Promise<Map<bigint, V4PositionSnapshot>> {
  const out = new Map<bigint, V4PositionSnapshot>()
  if (p.positions.length === 0) return out
  const head = await getBlock(client, { blockTag: 'latest' })
  const view = { address: p.stateView, abi: stateViewAbi } as const
  const at = (blockNumber: bigint) => ({ multicallAddress: p.multicallAddress, blockNumber })
  const infoCall = (q: V4AnalyticsPosition) =>
    ({
      ...view,
      functionName: 'getPositionInfo',
      args: [q.poolId, p.positionManager, q.tickLower, q.tickUpper, positionSalt(q.tokenId)],
    }) as const
  const slot0Call = (poolId: Hex) =>
    ({ ...view, functionName: 'getSlot0', args: [poolId] }) as const
  const poolIds = [...new Set(p.positions.map((q) => lower(q.poolId)))]
  const [modify, , sender] = v4ModifyLiquidityTopics(poolIds[0] as Hex, p.positionManager)
  const [infos, insides, slots, logPages] = await Promise.all([
    multicallReads(client, { ...at(head.number), calls: p.positions.map(infoCall) }),
    multicallReads(client, {
      ...at(head.number),
      calls: p.positions.map(
        (q) =>
          ({
            ...view,
            functionName: 'getFeeGrowthInside',
            args: [q.poolId, q.tickLower, q.tickUpper],
          }) as const,
      ),
    }),
    multicallReads(client, {
      ...at(head.number),
      calls: p.positions.map((q) => slot0Call(q.poolId)),
    }),
    Promise.all(
      blockWindows(p.fromBlock, head.number).map((w) =>
        getLogs(client, {
          address: p.poolManager,
          topics: [modify, poolIds, sender],
          fromBlock: numberToHex(w.fromBlock),
          toBlock: numberToHex(w.toBlock),
        }),
      ),
    ),
  ])
  const logs = logPages.flat().map((log) => formatLog(log))
  const modifiesOf = p.positions.map((q) => decodeV4ModifyLogs({ tokenId: q.tokenId, logs }))

  // Round 3, by block: what the modifies of that block need, for every position at once.
  const byBlock = new Map<bigint, number[]>()
  modifiesOf.forEach((modifies, i) => {
    for (const m of modifies) {
      const list = byBlock.get(m.blockNumber) ?? []
      if (!list.includes(i)) list.push(i)
      byBlock.set(m.blockNumber, list)
    }
  })
  const blocks = [...byBlock.keys()]
  const rounds = await Promise.all(
    blocks.map((block) => {
      const ids = byBlock.get(block) ?? []
      const pools = [
        ...new Set(ids.map((i) => lower((p.positions[i] as V4AnalyticsPosition).poolId))),
      ]
      return Promise.all([
        multicallReads(client, { ...at(block - 1n), calls: pools.map(slot0Call) }),
        multicallReads(client, {
          ...at(block),
          calls: ids.map((i) => infoCall(p.positions[i] as V4AnalyticsPosition)),
        }),
        getLogs(client, {
          address: p.poolManager,
          topics: [POOL_PRICE_TOPICS, pools],
          fromBlock: numberToHex(block),
          toBlock: numberToHex(block),
        }),
      ]).then(([before, after, priceLogs]) => ({
        before: new Map(pools.map((id, k) => [id, before[k]])),
        after: new Map(ids.map((i, k) => [i, after[k]])),
        priceLogs: priceLogs.map((log) => formatLog(log)),
      }))
    }),
  )
  const around = new Map(blocks.map((block, i) => [block, rounds[i]]))

  p.positions.forEach((q, i) => {
    const modifies = modifiesOf[i] ?? []
    if (modifies.length === 0) return
    const [info, inside, slot0] = [infos[i], insides[i], slots[i]]
    if (info?.status !== 'success' || inside?.status !== 'success' || slot0?.status !== 'success')
      throw new Error(`v4 position ${q.tokenId} could not be read`)
    const poolId = lower(q.poolId)
    const states = modifies.map((m): V4ModifyState => {
      const r = around.get(m.blockNumber)
      const before = r?.before.get(poolId)
      const after = r?.after.get(i)
      if (after?.status !== 'success')
        throw new Error(`v4 position ${q.tokenId} at ${m.blockNumber}`)
      return {
        priceBefore: priceBeforeModify(
          (r?.priceLogs ?? []).filter((log) => log.topics[1]?.toLowerCase() === poolId),
          m.logIndex,
          before?.status === 'success' ? before.result : undefined,
        ),
        feeGrowthInsideLastAfter: [after.result[1], after.result[2]],
      }
    })
    const ledger = positionLedger(v4PositionEvents(modifies, states))
    const [liquidity, last0, last1] = info.result
    const [sqrtPriceX96, tick] = slot0.result
    const range = { tickLower: q.tickLower, tickUpper: q.tickUpper }
    const analytics = positionAnalytics({
      ledger,
      currentAmounts: amountsForLiquidity({ sqrtPriceX96, tick }, range, liquidity, false),
      owedNow: {
        amount0: feesOwed(liquidity, inside.result[0], last0),
        amount1: feesOwed(liquidity, inside.result[1], last1),
      },
      sqrtPriceX96,
      now: head.timestamp,
    })
    out.set(q.tokenId, { blockNumber: head.number, timestamp: head.timestamp, ledger, analytics })
  })
  return out
}
