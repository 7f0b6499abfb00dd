// Issue 16 "Beyond the reference — know what you vote for": a proposal's actions run as the
// timelock would execute them — from the timelock's address, in order, on the current block —
// each reported as success (with the balance changes it causes) or revert (with the reason).
// The node decides how faithful that can be (SimulationMode):
//   1. eth_simulateV1: all actions in one simulated block, in order — exact;
//   2. debug_traceCall with the callTracer and its logs (hardhat, geth with debug): each action
//      on the block's state, so a later action does not see an earlier one's effects;
//   3. eth_call per action (any public node): success or revert only.
// Each step that the node refuses falls through to the next; the UI says which one ran.
import { type Client, type Hex, toHex } from 'viem'
import { call, getBlockNumber } from 'viem/actions'
import { extractRevertReason } from '../../../../chain/revertReasons'
import { simulateCalls } from '../../../../chain/simulate'
import type { ActionOutcome, ActionsSimulationResult, ProposalAction } from '../types'
import { actionCallData } from '../utils/calldata'
import { actionOutcomeOf } from '../utils/readBundle'
import { type CallFrame, outcomeOfTrace } from '../utils/readTrace'

export interface SimulateActionsParameters {
  timelock: `0x${string}`
  actions: readonly ProposalAction[]
  /** Default: the latest block. */
  blockNumber?: bigint
}

type RawRequest = (a: { method: string; params: unknown[] }) => Promise<unknown>

const rawRequest = (client: Client): RawRequest => client.request as unknown as RawRequest

const txOf = (timelock: Hex, a: ProposalAction) => ({
  from: timelock,
  to: a.target,
  value: toHex(a.value),
  data: actionCallData(a),
})

async function bundle(
  client: Client,
  p: Required<SimulateActionsParameters>,
): Promise<ActionOutcome[] | null> {
  const outcomes = await simulateCalls(client, {
    account: p.timelock,
    calls: p.actions.map((a) => ({ to: a.target, value: a.value, data: actionCallData(a) })),
    blockNumber: p.blockNumber,
  })
  return outcomes?.map(actionOutcomeOf) ?? null
}

async function traceOne(
  client: Client,
  p: Required<SimulateActionsParameters>,
  action: ProposalAction,
): Promise<ActionOutcome | null> {
  let root: unknown
  try {
    root = await rawRequest(client)({
      method: 'debug_traceCall',
      params: [
        txOf(p.timelock, action),
        toHex(p.blockNumber),
        { tracer: 'callTracer', tracerConfig: { withLog: true } },
      ],
    })
  } catch {
    return null // no debug namespace or no callTracer (public RPCs)
  }
  if (!root || typeof root !== 'object' || !('from' in root)) return null
  return outcomeOfTrace(root as CallFrame)
}

async function callOne(
  client: Client,
  p: Required<SimulateActionsParameters>,
  action: ProposalAction,
): Promise<ActionOutcome> {
  try {
    await call(client, {
      account: p.timelock,
      to: action.target,
      value: action.value,
      data: actionCallData(action),
      blockNumber: p.blockNumber,
    })
    return { status: 'success', changes: undefined }
  } catch (error) {
    return { status: 'reverted', reason: extractRevertReason(error) ?? String(error) }
  }
}

export async function simulateActions(
  client: Client,
  parameters: SimulateActionsParameters,
): Promise<ActionsSimulationResult> {
  const blockNumber = parameters.blockNumber ?? (await getBlockNumber(client, { cacheTime: 0 }))
  const p = { ...parameters, blockNumber }
  if (p.actions.length === 0) return { blockNumber, mode: 'call', outcomes: [] }
  const bundled = await bundle(client, p)
  if (bundled) return { blockNumber, mode: 'bundle', outcomes: bundled }
  const first = await traceOne(client, p, p.actions[0] as ProposalAction)
  if (first) {
    const outcomes = [first]
    for (const action of p.actions.slice(1))
      outcomes.push((await traceOne(client, p, action)) ?? (await callOne(client, p, action)))
    return { blockNumber, mode: 'trace', outcomes }
  }
  const outcomes: ActionOutcome[] = []
  for (const action of p.actions) outcomes.push(await callOne(client, p, action))
  return { blockNumber, mode: 'call', outcomes }
}
