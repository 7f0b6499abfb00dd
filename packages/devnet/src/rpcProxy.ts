// The public JSON-RPC endpoint of each chain: a thin proxy in front of its hardhat node. hardhat
// answers eth_gasPrice / eth_maxPriorityFeePerGas with a fixed 1 gwei tip and lets the base fee
// decay on every block (devnet-facts), so gas figures mean nothing (issue 2 §2 asks ~0.1 gwei on
// the L2, a few gwei on the L1). The proxy reports the chain's own tip, and pins the base fee of
// the next block to the floor before each transaction, so automined blocks all sit at the floor.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { rpc, toQuantity } from './rpc.ts'

/** hardhat's fixed priority fee, included in its eth_gasPrice answer. */
const HARDHAT_TIP_WEI = 1_000_000_000n

export interface FeePolicy {
  /** Base fee every automined block gets. */
  baseFeeFloorWei: bigint
  /** Priority fee the chain suggests. Keep ≥ the floor: see gasFloor.ts. */
  tipWei: bigint
}

export interface RpcProxy {
  url: string
  close(): Promise<void>
}

interface JsonRpcRequest {
  id?: unknown
  method?: unknown
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

/** The proxy's own answer for fee methods; undefined for everything the node answers. */
async function feeAnswer(target: string, fees: FeePolicy, req: JsonRpcRequest): Promise<unknown> {
  const reply = (result: unknown) => ({ jsonrpc: '2.0', id: req.id ?? null, result })
  if (req.method === 'eth_maxPriorityFeePerGas') return reply(toQuantity(fees.tipWei))
  if (req.method === 'eth_gasPrice') {
    const withHardhatTip = BigInt(await rpc<string>(target, 'eth_gasPrice'))
    const baseFee = withHardhatTip > HARDHAT_TIP_WEI ? withHardhatTip - HARDHAT_TIP_WEI : 0n
    return reply(toQuantity(baseFee + fees.tipWei))
  }
  if (typeof req.method === 'string' && SEND_METHODS.has(req.method))
    await rpc(target, 'hardhat_setNextBlockBaseFeePerGas', [toQuantity(fees.baseFeeFloorWei)])
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

async function handle(
  target: string,
  fees: FeePolicy,
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
    const { status, text } = await forward(target, body)
    return respond(res, status, text)
  }
  if (Array.isArray(parsed)) {
    // One by one, in order: a batch may hold dependent sends.
    const out: unknown[] = []
    for (const item of parsed as (JsonRpcRequest | null)[]) {
      const own = item === null ? undefined : await feeAnswer(target, fees, item)
      out.push(own ?? (JSON.parse((await forward(target, JSON.stringify(item))).text) as unknown))
    }
    return respond(res, 200, JSON.stringify(out))
  }
  const own =
    typeof parsed === 'object' && parsed !== null
      ? await feeAnswer(target, fees, parsed as JsonRpcRequest)
      : undefined
  if (own !== undefined) return respond(res, 200, JSON.stringify(own))
  // Everything else passes through untouched (responses such as eth_getLogs can be large).
  const { status, text } = await forward(target, body)
  respond(res, status, text)
}

export function startRpcProxy(port: number, target: string, fees: FeePolicy): Promise<RpcProxy> {
  const server = createServer((req, res) => {
    handle(target, fees, req, res).catch((e: unknown) => {
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
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      }),
    )
  })
}
