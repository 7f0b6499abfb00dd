// The chain's simulation door (issue 35 "Know before you sign"): calls run in order from one
// account, each on the state the earlier ones left, through the standard eth_simulateV1 with
// `traceTransfers` (native-coin moves come back as Transfer logs; chain/balanceChanges reads
// both kinds). Public nodes of geth, reth and Nethermind speak it, and so does the devnet (its
// RPC proxy emulates it: packages/devnet/README.md). A node that does not answers null here: the
// caller falls back to what it can (a trace, or eth_call's success or revert) and says so.
import { type Address, type Client, type Hex, toHex } from 'viem'
import type { RawLog } from './balanceChanges'
import { decodeRevertData } from './revertReasons'

export interface SimulationCall {
  to: Address
  data?: Hex | undefined
  value?: bigint | undefined
}

/** One call's outcome as the node simulated it. */
export type SimulatedOutcome =
  | { status: 'success'; logs: RawLog[]; returnData: Hex; gasUsed: bigint }
  | {
      status: 'reverted'
      /** The decoded reason (Error(string), a panic, a known custom error), else the node's. */
      reason: string
      /** The revert data, for a flow's own error table. */
      data: Hex | undefined
    }

export interface SimulateCallsParameters {
  account: Address
  calls: readonly SimulationCall[]
  /** Default: the latest block. */
  blockNumber?: bigint | undefined
  /** The account's native balance for the simulation (a state override): a probe's funds. */
  balance?: bigint | undefined
}

/** eth_simulateV1's answer for one call (execution-apis), as far as it is read here. */
export interface RpcSimulatedCall {
  status: Hex
  returnData?: Hex
  gasUsed?: Hex
  logs?: RawLog[]
  error?: { code?: number; message?: string; data?: Hex }
}

export function outcomeOfRpcCall(call: RpcSimulatedCall): SimulatedOutcome {
  if (BigInt(call.status) !== 1n) {
    const data = call.error?.data ?? call.returnData
    const decoded = data && data !== '0x' ? decodeRevertData(data) : undefined
    return {
      status: 'reverted',
      reason: decoded ?? call.error?.message ?? 'execution reverted',
      data: data && data !== '0x' ? data : undefined,
    }
  }
  return {
    status: 'success',
    logs: call.logs ?? [],
    returnData: call.returnData ?? '0x',
    gasUsed: BigInt(call.gasUsed ?? '0x0'),
  }
}

type RawRequest = (a: { method: string; params: unknown[] }) => Promise<unknown>

/**
 * The calls' outcomes, in order; null when the node does not simulate (the method is missing or
 * refused, or its answer is not the standard's shape).
 */
export async function simulateCalls(
  client: Client,
  p: SimulateCallsParameters,
): Promise<SimulatedOutcome[] | null> {
  let blocks: unknown
  try {
    blocks = await (client.request as unknown as RawRequest)({
      method: 'eth_simulateV1',
      params: [
        {
          blockStateCalls: [
            {
              ...(p.balance === undefined
                ? {}
                : { stateOverrides: { [p.account]: { balance: toHex(p.balance) } } }),
              calls: p.calls.map((c) => ({
                from: p.account,
                to: c.to,
                ...(c.data ? { data: c.data } : {}),
                ...(c.value ? { value: toHex(c.value) } : {}),
              })),
            },
          ],
          traceTransfers: true,
          validation: false,
        },
        p.blockNumber === undefined ? 'latest' : toHex(p.blockNumber),
      ],
    })
  } catch {
    return null // not supported here (many public RPCs), or this block is refused
  }
  const calls = (blocks as { calls?: RpcSimulatedCall[] }[] | undefined)?.[0]?.calls
  if (!Array.isArray(calls) || calls.length !== p.calls.length) return null
  return calls.map(outcomeOfRpcCall)
}
