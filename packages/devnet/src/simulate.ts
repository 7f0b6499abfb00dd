// Issue 35: the standard `eth_simulateV1` (execution-apis, "eth_simulateV1"), which hardhat does
// not speak, emulated on the devnet so the app runs one simulation path against a public node and
// the local replica. The proxy (rpcProxy.ts) runs it alone: no other request reaches the node
// while it runs, so it never races a real transaction.
//
// How: snapshot; for each block of calls, each call is traced on the latest state (the callTracer
// with its logs, which hardhat speaks) and, when it succeeds, sent from the impersonated account
// and mined, so that the next call sees its effects; then revert to the snapshot. What differs
// from the standard (packages/devnet/README.md "eth_simulateV1"):
// - every call is mined in a block of its own; the answer's block is the last of a group's blocks
//   (its number, hash and timestamp), its gasUsed the sum of the group's calls;
// - a reverted call is not mined (its nonce is not used);
// - gas is paid at twice the base fee (or the floor, if higher), the sender's balance topped up by
//   that much first: a contract reading the sender's balance sees the extra;
// - only the latest block (by tag or number) can be simulated on; of the block overrides only
//   `time`, of the state overrides `balance`, `nonce`, `code` and `stateDiff`; `validation: true`
//   is refused. A refused request gets the standard's invalid-params error (-32602).
import { restoreBaseFee } from './gasFloor.ts'
import { rpc, toQuantity } from './rpc.ts'

type Hex = `0x${string}`

interface SimCall {
  from?: Hex
  to?: Hex | null
  gas?: Hex
  value?: Hex
  data?: Hex
  input?: Hex
}

interface AccountOverride {
  balance?: Hex
  nonce?: Hex
  code?: Hex
  state?: Record<Hex, Hex>
  stateDiff?: Record<Hex, Hex>
  movePrecompileToAddress?: Hex
}

interface BlockStateCall {
  blockOverrides?: Record<string, unknown>
  stateOverrides?: Record<Hex, AccountOverride>
  calls?: SimCall[]
}

export interface SimulateV1Options {
  blockStateCalls: BlockStateCall[]
  traceTransfers?: boolean
  validation?: boolean
  returnFullTransactions?: boolean
}

interface RpcLogOut {
  address: Hex
  topics: Hex[]
  data: Hex
  blockNumber: Hex
  blockHash: Hex
  transactionHash: Hex
  transactionIndex: Hex
  logIndex: Hex
  removed: false
}

interface CallResult {
  status: '0x0' | '0x1'
  returnData: Hex
  gasUsed: Hex
  logs: RpcLogOut[]
  error?: { code: number; message: string; data?: Hex }
}

/** A call frame of hardhat's callTracer with `withLog`. */
interface Frame {
  from: Hex
  to?: Hex
  value?: Hex
  type: string
  output?: Hex
  error?: string
  revertReason?: string
  gasUsed?: Hex
  calls?: Frame[]
  logs?: { address: Hex; topics: Hex[]; data: Hex; position?: Hex }[]
}

interface Block {
  number: Hex
  hash: Hex
  timestamp: Hex
  gasLimit: Hex
  baseFeePerGas?: Hex
}

interface Receipt {
  status: Hex
  gasUsed: Hex
  blockNumber: Hex
  blockHash: Hex
  transactionIndex: Hex
  logs: RpcLogOut[]
}

/** An answer the standard gives as a JSON-RPC error (code and message). */
export class SimulateError extends Error {
  override name = 'SimulateError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

const invalid = (what: string) =>
  new SimulateError(-32602, `the devnet's eth_simulateV1 does not support ${what}`)

/** The address and topic the standard gives native-coin transfers (traceTransfers). */
export const ETH_TRANSFER_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const topicOf = (address: Hex): Hex => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`

/**
 * The call's logs in execution order, native transfers as synthetic Transfer logs among them: a
 * frame's own value moves as it is entered; its logs and sub-calls then interleave by `position`
 * (the number of sub-calls made before the log). A failed frame moves nothing and logs nothing.
 */
export function orderedLogs(
  frame: Frame,
  withTransfers: boolean,
): { address: Hex; topics: Hex[]; data: Hex; synthetic: boolean }[] {
  if (frame.error) return []
  const out: { address: Hex; topics: Hex[]; data: Hex; synthetic: boolean }[] = []
  const value = BigInt(frame.value ?? '0x0')
  if (withTransfers && value > 0n && frame.to && frame.type !== 'DELEGATECALL')
    out.push({
      address: ETH_TRANSFER_ADDRESS,
      topics: [TRANSFER_TOPIC, topicOf(frame.from), topicOf(frame.to)],
      data: `0x${value.toString(16).padStart(64, '0')}`,
      synthetic: true,
    })
  const calls = frame.calls ?? []
  const logs = frame.logs ?? []
  let next = 0
  for (const log of logs) {
    const position = Number(log.position ?? calls.length)
    for (; next < position && next < calls.length; next++)
      out.push(...orderedLogs(calls[next] as Frame, withTransfers))
    out.push({ address: log.address, topics: log.topics, data: log.data, synthetic: false })
  }
  for (; next < calls.length; next++) out.push(...orderedLogs(calls[next] as Frame, withTransfers))
  return out
}

async function applyStateOverrides(
  node: string,
  overrides: Record<Hex, AccountOverride> | undefined,
): Promise<void> {
  for (const [address, o] of Object.entries(overrides ?? {}) as [Hex, AccountOverride][]) {
    if (o.state) throw invalid('`state` overrides (use `stateDiff`)')
    if (o.movePrecompileToAddress) throw invalid('`movePrecompileToAddress`')
    if (o.balance) await rpc(node, 'hardhat_setBalance', [address, o.balance])
    if (o.nonce) await rpc(node, 'hardhat_setNonce', [address, o.nonce])
    if (o.code) await rpc(node, 'hardhat_setCode', [address, o.code])
    for (const [slot, value] of Object.entries(o.stateDiff ?? {}))
      await rpc(node, 'hardhat_setStorageAt', [address, slot, value])
  }
}

const ZERO_ADDRESS: Hex = '0x0000000000000000000000000000000000000000'

interface Context {
  node: string
  floorWei: bigint
  traceTransfers: boolean
}

/** One call on the state the earlier calls left: traced, then mined if it succeeds. */
async function runCall(
  ctx: Context,
  call: SimCall,
  latest: Block,
): Promise<CallResult & { block?: Hex }> {
  const from = call.from ?? ZERO_ADDRESS
  const data = call.data ?? call.input ?? '0x'
  const gas = call.gas ?? latest.gasLimit
  const tx = { from, ...(call.to ? { to: call.to } : {}), gas, value: call.value ?? '0x0', data }
  const frame = await rpc<Frame>(ctx.node, 'debug_traceCall', [
    tx,
    'latest',
    { tracer: 'callTracer', tracerConfig: { withLog: true } },
  ])
  if (frame.error) {
    const reason = frame.revertReason ? `: ${frame.revertReason}` : ''
    return {
      status: '0x0',
      returnData: frame.output ?? '0x',
      gasUsed: frame.gasUsed ?? '0x0',
      logs: [],
      error: {
        code: frame.error === 'execution reverted' ? 3 : -32015,
        message: `${frame.error}${reason}`,
        ...(frame.output ? { data: frame.output } : {}),
      },
    }
  }
  // Mine it, so the next call sees its effects. The fee is paid from a top-up of the same size.
  const base = BigInt(latest.baseFeePerGas ?? '0x0')
  const maxFee = 2n * (base > ctx.floorWei ? base : ctx.floorWei)
  const balance = BigInt(await rpc<Hex>(ctx.node, 'eth_getBalance', [from, 'latest']))
  await rpc(ctx.node, 'hardhat_setBalance', [from, toQuantity(balance + BigInt(gas) * maxFee)])
  await rpc(ctx.node, 'hardhat_impersonateAccount', [from])
  const hash = await rpc<Hex>(ctx.node, 'eth_sendTransaction', [
    { ...tx, maxFeePerGas: toQuantity(maxFee), maxPriorityFeePerGas: '0x0' },
  ])
  const receipt = await rpc<Receipt>(ctx.node, 'eth_getTransactionReceipt', [hash])
  const meta = {
    blockNumber: receipt.blockNumber,
    blockHash: receipt.blockHash,
    transactionHash: hash,
    transactionIndex: receipt.transactionIndex,
    removed: false as const,
  }
  // The receipt's logs, in the trace's order with the native transfers placed among them.
  const real = [...receipt.logs]
  const logs = orderedLogs(frame, ctx.traceTransfers).map((l, i) => {
    const own = l.synthetic ? undefined : real.shift()
    return {
      address: own?.address ?? l.address,
      topics: own?.topics ?? l.topics,
      data: own?.data ?? l.data,
      ...meta,
      logIndex: toQuantity(BigInt(i)),
    }
  })
  return {
    status: BigInt(receipt.status) === 1n ? '0x1' : '0x0',
    returnData: frame.output ?? '0x',
    gasUsed: receipt.gasUsed,
    logs,
    block: receipt.blockNumber,
  }
}

const latestBlock = (node: string) => rpc<Block>(node, 'eth_getBlockByNumber', ['latest', false])

/**
 * Answers `eth_simulateV1(options, blockTag)` on a hardhat node. The caller keeps every other
 * request away from the node until it returns (rpcProxy.ts); `blockMs` is the node's interval
 * mining as last set (the proxy follows evm_setIntervalMining), paused meanwhile so no block
 * lands between two calls, and restored after.
 */
export async function simulateV1(
  node: string,
  params: unknown[],
  fees: { baseFeeFloorWei: bigint; blockMs: number },
): Promise<unknown[]> {
  const [options, tag = 'latest'] = params as [SimulateV1Options | undefined, unknown]
  if (!options || !Array.isArray(options.blockStateCalls))
    throw new SimulateError(-32602, 'eth_simulateV1 needs { blockStateCalls: [...] }')
  if (options.validation) throw invalid('`validation: true`')
  for (const b of options.blockStateCalls)
    for (const key of Object.keys(b.blockOverrides ?? {}))
      if (key !== 'time') throw invalid(`the block override \`${key}\``)
  const start = await latestBlock(node)
  const atLatest =
    tag === 'latest' ||
    tag === 'pending' ||
    (typeof tag === 'string' && /^0x[0-9a-f]+$/i.test(tag) && BigInt(tag) === BigInt(start.number))
  if (!atLatest) throw invalid(`the block ${String(tag)} (only the latest)`)

  const ctx: Context = {
    node,
    floorWei: fees.baseFeeFloorWei,
    traceTransfers: options.traceTransfers === true,
  }
  await rpc(node, 'evm_setIntervalMining', [0])
  // Each call is mined by sending it: a node whose automine a test has turned off (to hold a
  // transaction in the mempool) gets it back for the simulation only.
  const automine = await rpc<boolean>(node, 'hardhat_getAutomine')
  if (!automine) await rpc(node, 'evm_setAutomine', [true])
  const snapshot = await rpc<Hex>(node, 'evm_snapshot')
  const outcome = await runGroups(ctx, options.blockStateCalls).then(
    (blocks) => ({ blocks }),
    (error: unknown) => ({ error }),
  )
  const restored = await rpc<boolean>(node, 'evm_revert', [snapshot])
  // The revert announces no block to the floor keeper (gasFloor.ts).
  await restoreBaseFee(node, fees.baseFeeFloorWei)
  if (!automine) await rpc(node, 'evm_setAutomine', [false])
  await rpc(node, 'evm_setIntervalMining', [fees.blockMs])
  if (restored !== true) throw new Error(`eth_simulateV1: evm_revert(${snapshot}) failed`)
  if ('error' in outcome) throw outcome.error
  return outcome.blocks
}

async function runGroups(ctx: Context, groups: BlockStateCall[]): Promise<unknown[]> {
  const { node } = ctx
  const out: unknown[] = []
  for (const group of groups) {
    await applyStateOverrides(node, group.stateOverrides)
    const time = group.blockOverrides?.time
    if (time !== undefined) await rpc(node, 'evm_setNextBlockTimestamp', [time])
    const calls: CallResult[] = []
    let gasUsed = 0n
    let latest = await latestBlock(node)
    for (const call of group.calls ?? []) {
      const { block, ...result } = await runCall(ctx, call, latest)
      calls.push(result)
      if (!block) continue
      gasUsed += BigInt(result.gasUsed)
      latest = await latestBlock(node)
    }
    out.push({
      number: latest.number,
      hash: latest.hash,
      timestamp: latest.timestamp,
      gasLimit: latest.gasLimit,
      gasUsed: toQuantity(gasUsed),
      baseFeePerGas: latest.baseFeePerGas ?? '0x0',
      calls,
    })
  }
  return out
}
