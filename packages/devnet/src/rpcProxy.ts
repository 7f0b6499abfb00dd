// The public JSON-RPC endpoint of each chain: a thin proxy in front of its hardhat node. hardhat
// answers eth_gasPrice / eth_maxPriorityFeePerGas with a fixed 1 gwei tip and lets the base fee
// decay on every block (devnet-facts), so gas figures mean nothing (issue 2 §2 asks ~0.1 gwei on
// the L2, a few gwei on the L1). The proxy reports the chain's own tip, and pins the base fee of
// the next block to the floor before each transaction, so automined blocks all sit at the floor.
// It also answers the standard eth_simulateV1, which hardhat lacks (issue 35, simulate.ts), alone:
// every other request waits while a simulation runs; and on the Arbitrum-style L2, Arbitrum's
// virtual NodeInterface (issue 33, nodeInterface.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Hex } from 'viem'
import { restoreBaseFee } from './gasFloor.ts'
import { answerL1Component, isNodeInterfaceCall } from './nodeInterface.ts'
import { rpc, toQuantity } from './rpc.ts'
import { SimulateError, simulateV1 } from './simulate.ts'

/** hardhat's fixed priority fee, included in its eth_gasPrice answer. */
const HARDHAT_TIP_WEI = 1_000_000_000n

export interface FeePolicy {
  /** Base fee every automined block gets. */
  baseFeeFloorWei: bigint
  /** Priority fee the chain suggests. Keep ≥ the floor: see gasFloor.ts. */
  tipWei: bigint
}

/** The node's own settings the proxy needs: its interval mining (paused while simulating). */
export interface ProxyOptions extends FeePolicy {
  blockMs: number
  /**
   * Issue 33: on the Arbitrum-style L2, ArbOS's L1 price per unit: the proxy answers the
   * NodeInterface's gasEstimateL1Component as an Arbitrum node does (nodeInterface.ts).
   */
  l1PricePerUnitWei?: bigint
}

/**
 * Requests run side by side, except a simulation, which runs alone: it snapshots the node,
 * mines its calls and reverts, and nothing else may see or add to that state meanwhile.
 */
export class RequestGate {
  private running = 0
  private exclusive: Promise<void> = Promise.resolve()
  private idle: (() => void) | undefined

  async shared<T>(work: () => Promise<T>): Promise<T> {
    await this.exclusive
    this.running++
    try {
      return await work()
    } finally {
      this.running--
      if (this.running === 0) this.idle?.()
    }
  }

  alone<T>(work: () => Promise<T>): Promise<T> {
    const run = this.exclusive.then(async () => {
      if (this.running > 0) await new Promise<void>((done) => (this.idle = done))
      this.idle = undefined
      return work()
    })
    this.exclusive = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }
}

export interface RpcProxy {
  url: string
  close(): Promise<void>
}

interface JsonRpcRequest {
  id?: unknown
  method?: unknown
  params?: unknown
}

const SEND_METHODS = new Set(['eth_sendRawTransaction', 'eth_sendTransaction'])

async function forward(target: string, body: string): Promise<{ status: number; text: string }> {
  const res = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return { status: res.status, text: await res.text() }
}

/** Methods the proxy answers itself, or acts on before or after the node does (ownAnswer). */
const PROXY_METHODS = new Set([
  'eth_simulateV1',
  'evm_setIntervalMining',
  'eth_maxPriorityFeePerGas',
  'eth_gasPrice',
  'evm_revert',
  ...SEND_METHODS,
])

/** Whether the node answers `item` as it is, with nothing for the proxy to do around it. */
export function passesThrough(item: unknown, o: Pick<ProxyOptions, 'l1PricePerUnitWei'>): boolean {
  if (typeof item !== 'object' || item === null) return false
  const { method, params } = item as JsonRpcRequest
  if (typeof method !== 'string' || PROXY_METHODS.has(method)) return false
  return !(
    method === 'eth_call' &&
    o.l1PricePerUnitWei !== undefined &&
    isNodeInterfaceCall(params)
  )
}

/**
 * Forwards `items` as one batch and returns each one's answer, in their order. The node answers a
 * batch in order; the ids are checked, and a batch it refuses as a whole (or answers out of
 * order) is sent again item by item.
 */
async function forwardRun(target: string, items: unknown[]): Promise<{ text: string }[]> {
  const one = async (item: unknown) => ({
    text: (await forward(target, JSON.stringify(item))).text,
  })
  if (items.length === 1) return [await one(items[0])]
  const { status, text } = await forward(target, JSON.stringify(items))
  let answers: unknown
  try {
    answers = JSON.parse(text)
  } catch {
    answers = undefined
  }
  const inOrder =
    status === 200 &&
    Array.isArray(answers) &&
    answers.length === items.length &&
    answers.every((a, i) => (a as JsonRpcRequest)?.id === (items[i] as JsonRpcRequest).id)
  if (!inOrder) {
    const out: { text: string }[] = []
    for (const item of items) out.push(await one(item))
    return out
  }
  return (answers as unknown[]).map((a) => ({ text: JSON.stringify(a) }))
}

/** The proxy's own answer for fee methods and simulations; undefined for what the node answers. */
async function ownAnswer(target: string, o: ProxyOptions, req: JsonRpcRequest): Promise<unknown> {
  const reply = (result: unknown) => ({ jsonrpc: '2.0', id: req.id ?? null, result })
  if (req.method === 'eth_simulateV1') {
    try {
      return reply(await simulateV1(target, Array.isArray(req.params) ? req.params : [], o))
    } catch (e) {
      const code = e instanceof SimulateError ? e.code : -32603
      const message = e instanceof Error ? e.message : String(e)
      return { jsonrpc: '2.0', id: req.id ?? null, error: { code, message } }
    }
  }
  // A test that holds blocks back (interval 0) keeps them held across a simulation, which
  // pauses interval mining and restores it to this.
  if (req.method === 'evm_setIntervalMining' && Array.isArray(req.params)) {
    const ms = Number(req.params[0])
    if (Number.isFinite(ms) && ms >= 0) o.blockMs = ms
    return undefined
  }
  if (
    req.method === 'eth_call' &&
    o.l1PricePerUnitWei !== undefined &&
    isNodeInterfaceCall(req.params)
  ) {
    const latest = await rpc<{ baseFeePerGas?: string }>(target, 'eth_getBlockByNumber', [
      'latest',
      false,
    ])
    const call = req.params[0] as { data?: Hex; input?: Hex }
    const data = (call.data ?? call.input) as Hex
    return reply(answerL1Component(data, BigInt(latest.baseFeePerGas ?? 0), o.l1PricePerUnitWei))
  }
  if (req.method === 'eth_maxPriorityFeePerGas') return reply(toQuantity(o.tipWei))
  if (req.method === 'eth_gasPrice') {
    const withHardhatTip = BigInt(await rpc<string>(target, 'eth_gasPrice'))
    const baseFee = withHardhatTip > HARDHAT_TIP_WEI ? withHardhatTip - HARDHAT_TIP_WEI : 0n
    return reply(toQuantity(baseFee + o.tipWei))
  }
  if (typeof req.method === 'string' && SEND_METHODS.has(req.method))
    await restoreBaseFee(target, o.baseFeeFloorWei)
  return undefined
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function respond(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': '*',
  })
  res.end(body)
}

const isSimulation = (item: unknown): boolean =>
  typeof item === 'object' && item !== null && (item as JsonRpcRequest).method === 'eth_simulateV1'

async function handle(
  target: string,
  o: ProxyOptions,
  gate: RequestGate,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method === 'OPTIONS') return respond(res, 204, '')
  const body = await readBody(req)
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    // Let the node produce its own parse error.
    const { status, text } = await gate.shared(() => forward(target, body))
    return respond(res, status, text)
  }
  const items = Array.isArray(parsed) ? parsed : [parsed]
  const answer = async () => {
    // In order: a batch may hold dependent sends. What the node answers as it is goes to it in
    // runs, one node batch per run (a read batch of 50 calls was 50 round trips); what the proxy
    // answers or acts on (passesThrough) ends a run.
    const out: unknown[] = []
    let run: unknown[] = []
    const flush = async () => {
      if (run.length > 0) out.push(...(await forwardRun(target, run)))
      run = []
    }
    for (const item of items as (JsonRpcRequest | null)[]) {
      if (Array.isArray(parsed) && passesThrough(item, o)) {
        run.push(item)
        continue
      }
      await flush()
      const own =
        typeof item === 'object' && item !== null ? await ownAnswer(target, o, item) : undefined
      // Everything else passes through untouched (responses such as eth_getLogs can be large).
      out.push(own ?? (await forward(target, JSON.stringify(item))))
      // A revert announces no block to the floor keeper (gasFloor.ts): the floor, at once.
      if (item?.method === 'evm_revert') await restoreBaseFee(target, o.baseFeeFloorWei)
    }
    await flush()
    return out
  }
  const out = await (items.some(isSimulation) ? gate.alone(answer) : gate.shared(answer))
  const texts = out.map((a) =>
    typeof a === 'object' && a !== null && 'text' in a
      ? (a as { text: string }).text
      : JSON.stringify(a),
  )
  if (Array.isArray(parsed)) return respond(res, 200, `[${texts.join(',')}]`)
  const single = out[0] as { status?: number; text?: string }
  respond(res, typeof single.status === 'number' ? single.status : 200, texts[0] ?? '')
}

export function startRpcProxy(port: number, target: string, o: ProxyOptions): Promise<RpcProxy> {
  const gate = new RequestGate()
  const server = createServer((req, res) => {
    handle(target, o, gate, req, res).catch((e: unknown) => {
      const message = e instanceof Error ? e.message : String(e)
      respond(
        res,
        502,
        JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32603, message } }),
      )
    })
  })
  // The app polls over keep-alive connections; don't let idle ones block close().
  server.keepAliveTimeout = 5_000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        // Port 0 binds a free one (the tests).
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      }),
    )
  })
}
