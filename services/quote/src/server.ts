// The HTTP front of the quote service on node:http. Stateless apart from the per-chain
// pool-state cache, so any number of replicas can run behind a load balancer. The app calls it
// from the browser: CORS is open (`*`), and only GET is served.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { Manifest } from '@tidepool/devnet/manifest'
import {
  type ChainReader,
  createPoolStateCache,
  createTransferFeeCache,
  type MeasureTransfer,
  v4Support,
} from '@tidepool/routing'
import { chainsFromManifest, type QuoteChain } from './chains.ts'
import { type ChainBackend, handleQuote, type Logger } from './handler.ts'
import { createChainReader, createFeeMeasure } from './reader.ts'
import type { RpcOptions } from './rpc.ts'
import { TokenDirectory } from './tokens.ts'

export interface QuoteServerOptions {
  /** The chains to quote on: from the devnet manifest, or configured directly. */
  manifest?: Manifest
  chains?: QuoteChain[]
  /** 0 picks a free port (tests). */
  port?: number
  host?: string
  /** How long a read of the latest block is reused, per chain (default 250 ms). */
  headTtlMs?: number
  log?: Logger
  /**
   * Read the pools among each chain's bases in the background at start: the first read of a
   * chain takes every tick-bitmap word of every pool (seconds on a devnet), later blocks only
   * re-read the pools that changed.
   */
  warmUp?: boolean
  /** Replaces the viem reader (tests with a fake chain). */
  readerFor?: (chain: QuoteChain) => ChainReader
  /**
   * Issue 17: how a token's transfer fee is measured; by default the detector on eth_call at
   * the chain's RPC URL, or no fee detection at all when `readerFor` fakes the chain.
   */
  measureFor?: (chain: QuoteChain) => MeasureTransfer | undefined
  /** RPC URLs per chain id, in order of preference, replacing the manifest's one URL. */
  rpcUrls?: Readonly<Record<number, readonly string[]>>
  /** Per-RPC-request timeout, retries and backoff (rpc.ts). */
  rpc?: RpcOptions
  /** A quote not answered by then gets 503 RPC_UNAVAILABLE (default 20 s). */
  deadlineMs?: number
  /** First wait before a failed warm-up is tried again; doubled each time up to 30 s (1 s). */
  warmUpRetryMs?: number
}

export interface QuoteServer {
  /** Base URL, e.g. http://127.0.0.1:8548 */
  url: string
  port: number
  close(): Promise<void>
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': 'content-type',
  // The answer to a NO_ROUTE depends on Accept (NO_ROUTE_AS_ANSWER).
  vary: 'accept',
}

const consoleLog: Logger = (entry) => {
  const line = JSON.stringify({ time: new Date().toISOString(), ...entry })
  if (entry.level === 'error') console.error(line)
  else console.log(line)
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/**
 * issue 34 #13: the media type with which a client reads "no route" (404 NO_ROUTE, spec 01 §7.1)
 * as an answer, 200 with the same body. A browser logs every 4xx as a console error, and the app
 * asks for prices of tokens no pool prices all the time. `Accept` is a CORS-safelisted header
 * (no preflight), and a client of the reference API's shape, without it, still gets the 404.
 */
export const NO_ROUTE_AS_ANSWER = 'application/vnd.tidepool.quote+json'

/** The status to send: a NO_ROUTE 404 is 200 for a client that accepts it as an answer. */
function quoteStatus(result: { status: number; body: unknown }, accept: string | undefined) {
  const noRoute =
    result.status === 404 &&
    (result.body as { errorCode?: unknown } | null)?.errorCode === 'NO_ROUTE'
  return noRoute && accept?.includes(NO_ROUTE_AS_ANSWER) ? 200 : result.status
}

/** What node:http answers itself, before any listener runs, per parser error code. */
const CLIENT_ERRORS: Record<string, [number, string, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'REQUEST_TOO_LARGE',
    'the request line and headers are too large (over 16 KiB)',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'Request Timeout',
    'REQUEST_TIMEOUT',
    'the request took too long',
  ],
}

/**
 * node:http answers an oversized or malformed request on its own (431, 400, 408) without our
 * headers, so the browser app could not read the error (a CORS failure instead): answer those
 * here, with CORS and the JSON error shape like every other response (issue 17).
 */
function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const [status, reason, errorCode, detail] = CLIENT_ERRORS[err.code ?? ''] ?? [
    400,
    'Bad Request',
    'BAD_REQUEST',
    'malformed HTTP request',
  ]
  const body = JSON.stringify({ errorCode, detail })
  const headers = {
    ...CORS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`)
}

/** The service's node:http server: the request listener, and client errors with CORS too. */
export function createQuoteHttpServer(
  backends: ReadonlyMap<number, ChainBackend>,
  log: Logger,
  deadlineMs?: number,
): Server {
  const server = createServer(createRequestListener(backends, log, deadlineMs))
  server.on('clientError', answerClientError)
  return server
}

export function backendFor(
  chain: QuoteChain,
  reader: ChainReader,
  headTtlMs: number,
  measure?: MeasureTransfer,
): ChainBackend {
  const { v2Factory, v3Factory, tickLens, v4PoolManager, v4StateView, weth9 } = chain.contracts
  const v4 =
    v4PoolManager && v4StateView
      ? v4Support({
          poolManager: v4PoolManager,
          stateView: v4StateView,
          wrappedNative: weth9,
          fromBlock: chain.v4DeployBlock,
        })
      : undefined
  const cache = createPoolStateCache({
    reader,
    config: {
      chainId: chain.chainId,
      v2Factory,
      v3Factory,
      tickLens,
      bases: chain.bases,
      ...(v4 ? { v4 } : {}),
    },
    ...(chain.logs ? { logs: chain.logs } : {}),
    headTtlMs,
  })
  const tokens = new TokenDirectory(chain, reader)
  const fees = measure && createTransferFeeCache(measure)
  return {
    chain,
    snapshot: (addresses) => cache.snapshot(addresses),
    pairs: (addresses) => cache.pairs(addresses),
    token: (address) => tokens.get(address),
    multicall: (calls, at) => reader.multicall(calls, at),
    forgetHead: cache.forgetHead,
    extend: cache.extend,
    ...(fees ? { transferFees: fees.feesFor } : {}),
  }
}

export function createRequestListener(
  backends: ReadonlyMap<number, ChainBackend>,
  log: Logger,
  deadlineMs?: number,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS)
      res.end()
      return
    }
    if (url.pathname !== '/quote' && url.pathname !== '/health')
      return send(res, 404, { errorCode: 'NOT_FOUND', detail: `no route ${url.pathname}` })
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, OPTIONS')
      return send(res, 405, { errorCode: 'METHOD_NOT_ALLOWED', detail: 'use GET' })
    }
    if (url.pathname === '/health') return send(res, 200, { chains: [...backends.keys()] })
    handleQuote(url.searchParams, { backends, log, deadlineMs }).then(
      (result) => send(res, quoteStatus(result, req.headers.accept), result.body),
      (e: unknown) => {
        log({ level: 'error', msg: 'unhandled', error: String(e) })
        send(res, 500, { errorCode: 'INTERNAL_ERROR', detail: 'unexpected error' })
      },
    )
  }
}

const MAX_WARM_UP_RETRY_MS = 30_000

/**
 * Reads the pools among the chain's bases in the background; a failure (the nodes not up yet, a
 * hiccup) is tried again after 1 s, 2 s, 4 s … up to 30 s apart, until it works or the server
 * closes. Quotes are served meanwhile: each reads what it needs itself.
 */
function warmUp(
  chainId: number,
  backend: ChainBackend,
  log: Logger,
  firstRetryMs: number,
  closed: AbortSignal,
): void {
  const started = performance.now()
  const attempt = (n: number): void => {
    backend.snapshot([]).then(
      ({ snapshot }) =>
        log({
          level: 'info',
          msg: 'pool state loaded',
          chainId,
          pools: snapshot.pools.length,
          attempts: n + 1,
          ms: Math.round(performance.now() - started),
        }),
      (e: unknown) => {
        if (closed.aborted) return
        const retryMs = Math.min(MAX_WARM_UP_RETRY_MS, firstRetryMs * 2 ** n)
        log({ level: 'error', msg: 'warm-up failed', chainId, retryMs, error: String(e) })
        const timer = setTimeout(() => attempt(n + 1), retryMs)
        timer.unref()
        closed.addEventListener('abort', () => clearTimeout(timer), { once: true })
      },
    )
  }
  attempt(0)
}

/** The chains to serve, with `rpcUrls` replacing the URLs they came with. */
function withRpcUrls(chains: QuoteChain[], rpcUrls: QuoteServerOptions['rpcUrls']): QuoteChain[] {
  return chains.map((c) => {
    const urls = rpcUrls?.[c.chainId]
    return urls && urls.length > 0 ? { ...c, rpcUrls: [...urls] } : c
  })
}

export async function createQuoteServer(options: QuoteServerOptions): Promise<QuoteServer> {
  const chains = withRpcUrls(
    options.chains ?? (options.manifest ? chainsFromManifest(options.manifest) : []),
    options.rpcUrls,
  )
  if (chains.length === 0) throw new Error('createQuoteServer: no chains (pass manifest or chains)')
  const log = options.log ?? consoleLog
  const headTtlMs = options.headTtlMs ?? 250
  const backends = new Map(
    chains.map((c) => [
      c.chainId,
      backendFor(
        c,
        options.readerFor?.(c) ?? createChainReader(c, undefined, options.rpc),
        headTtlMs,
        options.measureFor
          ? options.measureFor(c)
          : options.readerFor
            ? undefined
            : createFeeMeasure(c, undefined, options.rpc),
      ),
    ]),
  )
  const closed = new AbortController()
  if (options.warmUp) {
    for (const [chainId, backend] of backends)
      warmUp(chainId, backend, log, options.warmUpRetryMs ?? 1_000, closed.signal)
  }
  const server = createQuoteHttpServer(backends, log, options.deadlineMs)
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise((resolve, reject) => {
        closed.abort()
        server.closeAllConnections()
        server.close((e) => (e ? reject(e) : resolve()))
      }),
  }
}
