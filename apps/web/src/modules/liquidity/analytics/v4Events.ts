// A v4 position's history as the analytics' ledger takes it (issue 32 "Analytics for v4
// positions": the panel v3 has, from v4's events). v4's PoolManager emits
//   ModifyLiquidity(id, sender, tickLower, tickUpper, liquidityDelta, salt)
// for every change of a position (mint, increase, decrease, and the 0-delta modify a collect is),
// with no token amounts; and every modify pays out the fees accrued since the last one
// (Position.update: v4 keeps no tokensOwed). So the amounts are computed as the pool manager did:
//   - principal: |liquidityDelta| at the pool's price just before the modify (Pool.modifyLiquidity's
//     SqrtPriceMath, rounded up what an addition takes and down what a removal pays: the core's
//     amountsForLiquidity, exact to the wei);
//   - fees: the liquidity before the modify × the growth of the position's feeGrowthInsideLast
//     across it (StateView.getPositionInfo right after it is what the modify wrote), Position.update's
//     floor(Δgrowth · L / 2¹²⁸) with the growth taken modulo 2²⁵⁶ (the core's feesOwed).
// They become the v3 events positionLedger already sums (ledger.ts): an addition is an
// IncreaseLiquidity plus a Collect of its fees, a removal a DecreaseLiquidity plus a Collect of its
// principal and fees (paid at once, nothing stays owed), a 0-delta modify a Collect of its fees.
import {
  type Address,
  decodeEventLog,
  type Hash,
  type Hex,
  type Log,
  pad,
  parseAbi,
  toEventSelector,
} from 'viem'
import { feesOwed, positionSalt } from '../positions/utils/v4Position'
import { amountsForLiquidity, type V4PoolPrice } from '../v4/v4Amounts'
import type { PositionEvent } from './events'

/** v4-core IPoolManager's event (PoolId is a bytes32). */
export const POOL_MANAGER_EVENTS_ABI = parseAbi([
  'event ModifyLiquidity(bytes32 indexed id, address indexed sender, int24 tickLower, int24 tickUpper, int256 liquidityDelta, bytes32 salt)',
])
const MODIFY_LIQUIDITY = toEventSelector(POOL_MANAGER_EVENTS_ABI[0])

/** The pool manager's events that set a pool's price (each carries the price after it). */
export const POOL_PRICE_EVENTS_ABI = parseAbi([
  'event Initialize(bytes32 indexed id, address indexed currency0, address indexed currency1, uint24 fee, int24 tickSpacing, address hooks, uint160 sqrtPriceX96, int24 tick)',
  'event Swap(bytes32 indexed id, address indexed sender, int128 amount0, int128 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick, uint24 fee)',
])
/** topic 0 of either (an OR in eth_getLogs). */
export const POOL_PRICE_TOPICS: Hex[] = POOL_PRICE_EVENTS_ABI.map((e) => toEventSelector(e))

/**
 * The pool's price just before the modify at `logIndex` of a block: the last Swap or Initialize of
 * the pool before it in that block (`logs`: the pool's, of that block), else the pool's state at
 * the end of the block before (`slot0Before`: StateView getSlot0 there). Throws when the pool had
 * no price yet (nothing can be added to an uninitialised pool).
 */
export function priceBeforeModify(
  logs: readonly Log[],
  logIndex: number,
  slot0Before: readonly [bigint, number, ...unknown[]] | undefined,
): V4PoolPrice {
  const earlier = logs
    .filter((log) => !log.removed && log.logIndex !== null && log.logIndex < logIndex)
    .sort((a, b) => (a.logIndex ?? 0) - (b.logIndex ?? 0))
    .at(-1)
  if (earlier) {
    const { args } = decodeEventLog({
      abi: POOL_PRICE_EVENTS_ABI,
      data: earlier.data,
      topics: earlier.topics,
    })
    return { sqrtPriceX96: args.sqrtPriceX96, tick: args.tick }
  }
  if (!slot0Before || slot0Before[0] === 0n) throw new Error('no pool price before the modify')
  return { sqrtPriceX96: slot0Before[0], tick: slot0Before[1] }
}

/**
 * eth_getLogs topics for the modifies the position manager made in one pool: [ModifyLiquidity,
 * pool id, sender]. The salt (the token id) is not indexed: decodeV4ModifyLogs keeps one position's.
 */
export function v4ModifyLiquidityTopics(poolId: Hex, positionManager: Address): [Hex, Hex, Hex] {
  return [MODIFY_LIQUIDITY, poolId, pad(positionManager.toLowerCase() as Hex)]
}

/** One ModifyLiquidity of a position, where it happened. */
export interface V4ModifyEvent {
  tokenId: bigint
  blockNumber: bigint
  logIndex: number
  transactionHash: Hash
  blockTimestamp: bigint | undefined
  tickLower: number
  tickUpper: number
  /** Positive: added; negative: removed; 0: a collect. */
  liquidityDelta: bigint
}

/**
 * `tokenId`'s modifies among the pool manager's logs, in chain order. Skips other events, other
 * positions (salt), pending logs and logs removed by a reorg.
 */
export function decodeV4ModifyLogs({
  tokenId,
  logs,
}: {
  tokenId: bigint
  logs: readonly Log[]
}): V4ModifyEvent[] {
  const salt = positionSalt(tokenId)
  const events: V4ModifyEvent[] = []
  for (const log of logs) {
    if (log.removed || log.topics[0] !== MODIFY_LIQUIDITY) continue
    if (log.blockNumber === null || log.logIndex === null || log.transactionHash === null) continue
    const { args } = decodeEventLog({
      abi: POOL_MANAGER_EVENTS_ABI,
      data: log.data,
      topics: log.topics,
    })
    if (args.salt.toLowerCase() !== salt) continue
    events.push({
      tokenId,
      blockNumber: log.blockNumber,
      logIndex: log.logIndex,
      transactionHash: log.transactionHash,
      blockTimestamp: log.blockTimestamp ?? undefined,
      tickLower: args.tickLower,
      tickUpper: args.tickUpper,
      liquidityDelta: args.liquidityDelta,
    })
  }
  return events.sort((a, b) =>
    a.blockNumber === b.blockNumber
      ? a.logIndex - b.logIndex
      : a.blockNumber < b.blockNumber
        ? -1
        : 1,
  )
}

/** What the chain held around one modify, read for it. */
export interface V4ModifyState {
  /** The pool's price and tick just before the modify. */
  priceBefore: V4PoolPrice
  /** The position's feeGrowthInside{0,1}LastX128 just after it (what the modify wrote). */
  feeGrowthInsideLastAfter: readonly [bigint, bigint]
}

/**
 * The modifies (decodeV4ModifyLogs, the whole history from the mint) and the state read around
 * each, as the v3 events positionLedger sums. `states[i]` belongs to `modifies[i]`.
 */
export function v4PositionEvents(
  modifies: readonly V4ModifyEvent[],
  states: readonly V4ModifyState[],
): PositionEvent[] {
  const events: PositionEvent[] = []
  let liquidity = 0n
  let last: readonly [bigint, bigint] = [0n, 0n]
  modifies.forEach((m, i) => {
    const state = states[i]
    if (!state) throw new Error(`no state read for the modify at ${m.blockNumber}:${m.logIndex}`)
    const place = {
      tokenId: m.tokenId,
      blockNumber: m.blockNumber,
      logIndex: m.logIndex,
      transactionHash: m.transactionHash,
      blockTimestamp: m.blockTimestamp,
    }
    const after = state.feeGrowthInsideLastAfter
    const fees = {
      amount0: feesOwed(liquidity, after[0], last[0]),
      amount1: feesOwed(liquidity, after[1], last[1]),
    }
    const size = m.liquidityDelta < 0n ? -m.liquidityDelta : m.liquidityDelta
    const principal = amountsForLiquidity(state.priceBefore, m, size, m.liquidityDelta > 0n)
    const recipient = '0x0000000000000000000000000000000000000000' as const
    if (m.liquidityDelta > 0n) {
      events.push({ ...place, kind: 'IncreaseLiquidity', liquidity: size, ...principal })
      if (fees.amount0 > 0n || fees.amount1 > 0n)
        events.push({ ...place, kind: 'Collect', recipient, ...fees })
    } else if (m.liquidityDelta < 0n) {
      events.push({ ...place, kind: 'DecreaseLiquidity', liquidity: size, ...principal })
      events.push({
        ...place,
        kind: 'Collect',
        recipient,
        amount0: principal.amount0 + fees.amount0,
        amount1: principal.amount1 + fees.amount1,
      })
    } else events.push({ ...place, kind: 'Collect', recipient, ...fees })
    liquidity += m.liquidityDelta
    last = after
  })
  return events
}
