// The position manager's per-position events, decoded and ordered (issue 13, "Beyond the
// reference — position analytics from the chain alone"). These three events are all the history
// the analytics need: IncreaseLiquidity is emitted by both mint and increaseLiquidity (so the first
// one is the mint), DecreaseLiquidity by decreaseLiquidity, Collect by collect. tokenId is their
// only indexed argument, so one eth_getLogs filtered on topic1 = tokenId fetches them all — no
// archive reads.
import {
  type Address,
  decodeEventLog,
  type Hash,
  type Hex,
  type Log,
  numberToHex,
  parseAbi,
  toEventSelector,
} from 'viem'

// Signatures as declared in Uniswap v3-periphery INonfungiblePositionManager.
export const POSITION_MANAGER_EVENTS_ABI = parseAbi([
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'event DecreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'event Collect(uint256 indexed tokenId, address recipient, uint256 amount0, uint256 amount1)',
])

const SELECTOR_LIST: readonly Hex[] = POSITION_MANAGER_EVENTS_ABI.map((event) =>
  toEventSelector(event),
)
const SELECTORS: ReadonlySet<string> = new Set(SELECTOR_LIST)

/**
 * eth_getLogs topics for all three events of one position: [any of the selectors, tokenId].
 * One request fetches the whole history. viem's getLogs drops `args` when given several
 * `events`, so send these through `client.request({ method: 'eth_getLogs', … })` with the
 * position manager's address and format the result with viem's formatLog.
 */
export function positionEventsTopics(tokenId: bigint): [Hex[], Hex] {
  return [[...SELECTOR_LIST], numberToHex(tokenId, { size: 32 })]
}

interface EventPlace {
  tokenId: bigint
  blockNumber: bigint
  logIndex: number
  transactionHash: Hash
  /** Seconds; known only when the RPC returns it with the log or the caller supplies it. */
  blockTimestamp: bigint | undefined
}

/** Liquidity added; amounts are what the pool took (raw token units). The first one is the mint. */
export interface IncreaseLiquidityEvent extends EventPlace {
  kind: 'IncreaseLiquidity'
  liquidity: bigint
  amount0: bigint
  amount1: bigint
}

/** Liquidity removed; amounts are principal credited to tokensOwed, not yet paid out. */
export interface DecreaseLiquidityEvent extends EventPlace {
  kind: 'DecreaseLiquidity'
  liquidity: bigint
  amount0: bigint
  amount1: bigint
}

/** Tokens paid out of tokensOwed: owed principal and fees together, indistinguishable on chain. */
export interface CollectEvent extends EventPlace {
  kind: 'Collect'
  recipient: Address
  amount0: bigint
  amount1: bigint
}

export type PositionEvent = IncreaseLiquidityEvent | DecreaseLiquidityEvent | CollectEvent

export interface DecodePositionLogsParameters {
  tokenId: bigint
  /** Logs of the position manager, e.g. from getLogs with the three events and args { tokenId }. */
  logs: readonly Log[]
  /** Block timestamps by block number, for logs whose RPC response lacks blockTimestamp. */
  blockTimestamps?: ReadonlyMap<bigint, bigint>
}

/**
 * The position's events in chain order (block number, then log index). Skips what is not one of
 * the three events of this tokenId (Transfer/Approval share the address), pending logs and logs
 * removed by a reorg.
 */
export function decodePositionLogs({
  tokenId,
  logs,
  blockTimestamps,
}: DecodePositionLogsParameters): PositionEvent[] {
  const events: PositionEvent[] = []
  for (const log of logs) {
    const selector = log.topics[0]
    if (log.removed || selector === undefined || !SELECTORS.has(selector)) continue
    if (log.blockNumber === null || log.logIndex === null || log.transactionHash === null) continue
    const decoded = decodeEventLog({
      abi: POSITION_MANAGER_EVENTS_ABI,
      data: log.data,
      topics: log.topics,
    })
    if (decoded.args.tokenId !== tokenId) continue
    const place: EventPlace = {
      tokenId,
      blockNumber: log.blockNumber,
      logIndex: log.logIndex,
      transactionHash: log.transactionHash,
      blockTimestamp: log.blockTimestamp ?? blockTimestamps?.get(log.blockNumber),
    }
    if (decoded.eventName === 'Collect') {
      const { recipient, amount0, amount1 } = decoded.args
      events.push({ ...place, kind: 'Collect', recipient, amount0, amount1 })
    } else {
      const { liquidity, amount0, amount1 } = decoded.args
      events.push({ ...place, kind: decoded.eventName, liquidity, amount0, amount1 })
    }
  }
  return events.sort(byChainOrder)
}

function byChainOrder(a: PositionEvent, b: PositionEvent): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber < b.blockNumber ? -1 : 1
  return a.logIndex - b.logIndex
}
