// The reads behind a v4 position's analytics (issue 32): the same figures as v3's
// (readPositionsAnalytics), from v4's events, all at ONE head block N, in three rounds:
//   1. the head block (N and its timestamp);
//   2. at N: the position's liquidity and feeGrowthInsideLast, the fee growth inside its range and
//      the pool's slot0 (one multicall); beside them the pool manager's ModifyLiquidity logs of
//      the pool by the position manager up to N, in the block windows public nodes accept;
//   3. around each modify at block B: slot0 at B − 1, the pool's Swap and Initialize logs in B (the
//      price just before the modify is the last of them before it, else slot0 at B − 1) and the
//      position's feeGrowthInsideLast at B (what the modify wrote; with two modifies of the
//      position in one block the fees' split between them moves, never their sum).
// v4Events.ts turns them into the ledger's events; analytics.ts does the rest, as for v3.
import { type Address, type Client, formatLog, type Hex, numberToHex, type RpcLog } from 'viem'
import { getBlock } from 'viem/actions'
import { stateViewAbi } from '../../../../chain/abis/v4'
import { blockWindows } from '../../../../chain/logs'
import { multicallReads } from '../../../../chain/multicall'
import { amountsForLiquidity, feesOwed, positionSalt } from '../../../liquidity'
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

export interface ReadV4PositionAnalyticsParameters {
  poolManager: Address
  positionManager: Address
  stateView: Address
  multicallAddress?: Address | undefined
  tokenId: bigint
  poolId: Hex
  tickLower: number
  tickUpper: number
  /** First block of the log search: the pool manager's deployment. */
  fromBlock: bigint
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

/**
 * Resolves to the position's analytics at the head, or null when it has no ModifyLiquidity (an
 * id the position manager never minted). Rejects when the node cannot answer (a refused log range).
 */
export async function readV4PositionAnalytics(
  client: Client,
  p: ReadV4PositionAnalyticsParameters,
): Promise<V4PositionSnapshot | null> {
  const head = await getBlock(client, { blockTag: 'latest' })
  const view = { address: p.stateView, abi: stateViewAbi } as const
  const salt = positionSalt(p.tokenId)
  const positionInfo = {
    ...view,
    functionName: 'getPositionInfo',
    args: [p.poolId, p.positionManager, p.tickLower, p.tickUpper, salt],
  } as const
  const at = (blockNumber: bigint) => ({ multicallAddress: p.multicallAddress, blockNumber })
  const [now, logPages] = await Promise.all([
    multicallReads(client, {
      ...at(head.number),
      calls: [
        positionInfo,
        { ...view, functionName: 'getFeeGrowthInside', args: [p.poolId, p.tickLower, p.tickUpper] },
        { ...view, functionName: 'getSlot0', args: [p.poolId] },
      ],
    }),
    Promise.all(
      blockWindows(p.fromBlock, head.number).map((w) =>
        getLogs(client, {
          address: p.poolManager,
          topics: v4ModifyLiquidityTopics(p.poolId, p.positionManager),
          fromBlock: numberToHex(w.fromBlock),
          toBlock: numberToHex(w.toBlock),
        }),
      ),
    ),
  ])
  const [info, inside, slot0] = now
  if (info?.status !== 'success' || inside?.status !== 'success' || slot0?.status !== 'success')
    throw new Error(`v4 position ${p.tokenId} could not be read`)
  const modifies = decodeV4ModifyLogs({
    tokenId: p.tokenId,
    logs: logPages.flat().map((log) => formatLog(log)),
  })
  if (modifies.length === 0) return null

  const blocks = [...new Set(modifies.map((m) => m.blockNumber))]
  const rounds = await Promise.all(
    blocks.map((block) =>
      Promise.all([
        multicallReads(client, {
          ...at(block - 1n),
          calls: [{ ...view, functionName: 'getSlot0', args: [p.poolId] }],
        }),
        multicallReads(client, { ...at(block), calls: [positionInfo] }),
        getLogs(client, {
          address: p.poolManager,
          topics: [POOL_PRICE_TOPICS, p.poolId],
          fromBlock: numberToHex(block),
          toBlock: numberToHex(block),
        }),
      ]),
    ),
  )
  const around = new Map(blocks.map((block, i) => [block, rounds[i]]))
  const states = modifies.map((m): V4ModifyState => {
    const [[before], [after], priceLogs] = around.get(m.blockNumber) ?? [[], [], []]
    if (after?.status !== 'success') throw new Error(`v4 position ${p.tokenId} at ${m.blockNumber}`)
    return {
      priceBefore: priceBeforeModify(
        priceLogs.map((log) => formatLog(log)),
        m.logIndex,
        before?.status === 'success' ? before.result : undefined,
      ),
      feeGrowthInsideLastAfter: [after.result[1], after.result[2]],
    }
  })
  const ledger = positionLedger(v4PositionEvents(modifies, states))
  const [liquidity, last0, last1] = info.result
  const [sqrtPriceX96, tick] = slot0.result
  const range = { tickLower: p.tickLower, tickUpper: p.tickUpper }
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
  return { blockNumber: head.number, timestamp: head.timestamp, ledger, analytics }
}
