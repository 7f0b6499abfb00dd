// The simulation that returns the amounts (issue 14 "Beyond the reference": prefer the chain's
// own execution to our math when the node can say it): debug_traceCall of the migrator multicall
// from the account at the snapshot's block, with the callTracer's logs (tracerConfig.withLog).
// From the trace: the position manager's IncreaseLiquidity (liquidity, amount0, amount1) and the
// refund — ERC-20 Transfers from the migrator to the account, and for the WETH side (refundAsETH)
// the value the migrator sends the account. null when the node has no such tracer (then the
// caller falls back to a plain eth_call and the computed figures).
import {
  type Address,
  type Client,
  decodeEventLog,
  type Hex,
  isAddressEqual,
  parseAbi,
  toHex,
} from 'viem'

const EVENTS = parseAbi([
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
])

interface TraceLog {
  address: Address
  topics: [Hex, ...Hex[]]
  data: Hex
}

export interface CallFrame {
  type: string
  from: Address
  to?: Address
  value?: Hex
  error?: string
  revertReason?: string
  logs?: TraceLog[]
  calls?: CallFrame[]
}

export interface TracedMigration {
  liquidity: bigint
  amount0: bigint
  amount1: bigint
  /** Per pair token; the WETH side counts the native coin sent back. */
  refund0: bigint
  refund1: bigint
}

export type TraceResult =
  | { status: 'ok'; traced: TracedMigration }
  | { status: 'reverted'; reason: string }

export interface TraceMigrationParameters {
  account: Address
  migrator: Address
  data: Hex
  blockNumber: bigint
  positionManager: Address
  token0: Address
  token1: Address
  /** The chain's wrapped native token (its refund arrives as the native coin). */
  weth: Address | undefined
}

function* frames(frame: CallFrame): Generator<CallFrame> {
  yield frame
  for (const c of frame.calls ?? []) yield* frames(c)
}

/** What the trace says the migration did (exported for the unit test). */
export function readTrace(root: CallFrame, p: TraceMigrationParameters): TraceResult {
  if (root.error) return { status: 'reverted', reason: root.revertReason ?? root.error }
  let minted: Pick<TracedMigration, 'liquidity' | 'amount0' | 'amount1'> | undefined
  const refund = { r0: 0n, r1: 0n }
  let native = 0n
  for (const f of frames(root)) {
    if (
      f.from &&
      f.to &&
      isAddressEqual(f.from, p.migrator) &&
      isAddressEqual(f.to, p.account) &&
      f.value
    )
      native += BigInt(f.value)
    for (const log of f.logs ?? []) {
      let event: ReturnType<typeof decodeEventLog<typeof EVENTS>>
      try {
        event = decodeEventLog({ abi: EVENTS, topics: log.topics, data: log.data })
      } catch {
        continue
      }
      if (event.eventName === 'IncreaseLiquidity' && isAddressEqual(log.address, p.positionManager))
        minted = {
          liquidity: event.args.liquidity,
          amount0: event.args.amount0,
          amount1: event.args.amount1,
        }
      if (
        event.eventName === 'Transfer' &&
        isAddressEqual(event.args.from, p.migrator) &&
        isAddressEqual(event.args.to, p.account)
      ) {
        if (isAddressEqual(log.address, p.token0)) refund.r0 += event.args.value
        if (isAddressEqual(log.address, p.token1)) refund.r1 += event.args.value
      }
    }
  }
  if (!minted) return { status: 'reverted', reason: 'no position minted' }
  const weth0 = p.weth !== undefined && isAddressEqual(p.token0, p.weth)
  const weth1 = p.weth !== undefined && isAddressEqual(p.token1, p.weth)
  return {
    status: 'ok',
    traced: {
      ...minted,
      refund0: refund.r0 + (weth0 ? native : 0n),
      refund1: refund.r1 + (weth1 ? native : 0n),
    },
  }
}

export async function traceMigration(
  client: Client,
  p: TraceMigrationParameters,
): Promise<TraceResult | null> {
  let root: CallFrame
  try {
    root = (await (
      client.request as (a: { method: string; params: unknown[] }) => Promise<unknown>
    )({
      method: 'debug_traceCall',
      params: [
        { from: p.account, to: p.migrator, data: p.data },
        toHex(p.blockNumber),
        { tracer: 'callTracer', tracerConfig: { withLog: true } },
      ],
    })) as CallFrame
  } catch {
    // No debug namespace or no callTracer on this node (public RPCs): not an answer either way.
    return null
  }
  if (!root || typeof root !== 'object' || !('from' in root)) return null
  return readTrace(root, p)
}
