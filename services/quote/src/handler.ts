// GET /quote (spec 01 §7.1): validate → pool snapshot at the latest block → engine → on-chain
// check of every route in one multicall → response. Transport-free: the server maps the
// result to HTTP. A route the chain disagrees with is never served: it is logged and answered
// with 500 (issue 4).
import {
  type BlockAt,
  type BlockHead,
  type Call,
  createTokenPriceCache,
  type GasRouter,
  gasCostInToken,
  type HookedTrade,
  InsufficientLiquidityError,
  InvalidInputError,
  isBetterTrade,
  NoRouteError,
  type PoolState,
  type QuoteWithGasResult,
  quoteHookedPools,
  quoteWithGas,
  retryOnMissingBlock,
  type TickExtender,
  type Trade,
  type TransferFees,
  tokenPerWei,
  untilTicksSuffice,
} from '@tidepool/routing'
import { decodeFunctionResult, encodeFunctionData, formatUnits, type Hex, parseAbi } from 'viem'
import type { QuoteChain, TokenInfo } from './chains.ts'
import { type Address, parseQuoteParams, type QuoteParams, RequestError } from './params.ts'
import { type QuoteResponse, toQuoteResponse } from './response.ts'
import { buildChecks, compareChecks, type Mismatch } from './verify.ts'

/** What the handler needs of one chain; the server wires the real cache and reader. */
export interface ChainBackend {
  chain: QuoteChain
  snapshot(tokens: readonly Address[]): Promise<PoolState>
  /**
   * The v2 pairs of the same read (PoolStateCache.pairs), for the transfer-fee detector to run
   * beside the v3 tick reads; without it the detector waits for the whole snapshot.
   */
  pairs?(tokens: readonly Address[]): Promise<PoolState['snapshot']>
  token(address: Address): Promise<TokenInfo>
  /** Pinned to the snapshot's block by its hash (EIP-1898), like the pool reads. */
  multicall(calls: readonly Call[], at: BlockAt): Promise<readonly (Hex | undefined)[]>
  /**
   * Issue 17: transfer fees of the snapshot's fee-on-transfer tokens (read once per token).
   * Absent: no token is taken to charge a fee.
   */
  transferFees?(snapshot: PoolState['snapshot']): Promise<TransferFees>
  /** Drops the cached latest head, so the next snapshot reads the chain's head again. */
  forgetHead?(): void
  /**
   * Reads partially read pools further (PoolStateCache.extend) when the engine reached the edge
   * of their known ticks; without it such a search fails (a backend whose pools are read in full).
   */
  extend?: TickExtender['extend']
}

export type Logger = (
  entry: Record<string, unknown> & { level: 'info' | 'error'; msg: string },
) => void

export interface QuoteHandlerDeps {
  backends: ReadonlyMap<number, ChainBackend>
  log: Logger
  /** A request not answered by then gets 503 (default DEFAULT_DEADLINE_MS). */
  deadlineMs?: number
}

/**
 * Issue 17: a hung node held a request 41 s before a 500. Each RPC request now has its own
 * timeout and fails over (rpc.ts); this bounds the whole quote, however many reads it takes.
 */
export const DEFAULT_DEADLINE_MS = 20_000

/** The quote was not done by its deadline: the chain's nodes are slow or down. */
class DeadlineError extends Error {
  override name = 'DeadlineError'
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`no answer within ${ms} ms`)), ms)
  })
  // The work goes on in the background (its reads fill the shared cache); its failure is moot.
  work.catch(() => undefined)
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

export interface HandlerResult {
  status: number
  body: QuoteResponse | { errorCode: string; detail: string }
}

/** The chain disagreed with the engine: a bug or stale state, never to be served. */
export class QuoteMismatchError extends Error {
  override name = 'QuoteMismatchError'
  readonly mismatches: Mismatch[]
  constructor(mismatches: Mismatch[]) {
    super(`on-chain check disagrees with the engine on ${mismatches.length} segment(s)`)
    this.mismatches = mismatches
  }
}

const totalSupplyAbi = parseAbi(['function totalSupply() view returns (uint256)'])

/**
 * The engine found no route that can take (exact in) or pay (exact out) the amount. When the
 * amount is more than the token's whole supply that is the caller's mistake, not a missing
 * route: 400 with the reason (issue 17: 2^200 … 2^256 − 1 answered 500 before). Read only on
 * this failure path, at the snapshot's block, so a normal quote costs no extra call.
 */
async function checkAmountAgainstSupply(
  params: QuoteParams,
  backend: ChainBackend,
  block: BlockHead,
): Promise<void> {
  const token = params.type === 'exactIn' ? params.tokenIn : params.tokenOut
  const call = {
    to: token,
    data: encodeFunctionData({ abi: totalSupplyAbi, functionName: 'totalSupply' }),
  }
  let supply: bigint
  try {
    const [data] = await backend.multicall([call], block)
    if (data === undefined) return
    supply = decodeFunctionResult({ abi: totalSupplyAbi, functionName: 'totalSupply', data })
  } catch {
    // Best effort: an unreadable supply leaves the engine's own answer (no route) standing.
    return
  }
  if (params.amount <= supply) return
  const { symbol } = await backend.token(token)
  throw new RequestError(
    400,
    'VALIDATION_ERROR',
    `'amount' ${params.amount} is more than the total supply of ${symbol} (${supply}) in raw units`,
  )
}

/** Gas prices per snapshot: the cache hands out one snapshot per block and token set. */
const prices = createTokenPriceCache()

/** The engine's trade with gas priced off the same snapshot (spec 01 §9). */
function runEngine(
  params: QuoteParams,
  state: PoolState,
  chain: QuoteChain,
  transferFees: TransferFees | undefined,
): QuoteWithGasResult {
  const { snapshot } = state
  const result = quoteWithGas({
    snapshot,
    tokenIn: params.tokenIn,
    tokenOut: params.tokenOut,
    tradeType: params.type,
    amount: params.amount,
    protocols: params.protocols,
    transferFees,
    router: gasRouter(chain),
    gas: {
      gasPriceWei: state.gasPriceWei,
      wrappedNative: chain.contracts.weth9,
      usdToken: chain.usdToken,
      // Issue 33: each route's L1 data fee weighed too, on chains that charge one.
      l1FeePerDataGas: state.l1FeePerDataGas,
    },
    knownPrices: prices.get(snapshot),
  })
  prices.set(snapshot, result.prices)
  return result
}

/** Issue 31: the router the chain's swaps go through weighs the routes (its gas model). */
function gasRouter(chain: QuoteChain): GasRouter {
  return chain.contracts.universalRouter ? 'universalRouter' : 'swapRouter02'
}

/** The trades through the snapshot's swap-hooked v4 pools (issue 31), when v4 is asked for. */
async function hookedTrades(
  params: QuoteParams,
  backend: ChainBackend,
  state: PoolState,
  engine: QuoteWithGasResult | undefined,
): Promise<HookedTrade[]> {
  const { v4Quoter, weth9 } = backend.chain.contracts
  if (v4Quoter === undefined || !params.protocols.includes('v4')) return []
  const quoteToken = params.type === 'exactIn' ? params.tokenOut : params.tokenIn
  const perWei =
    engine?.prices[quoteToken] ?? tokenPerWei(state.snapshot, weth9, quoteToken) ?? undefined
  return quoteHookedPools({
    multicall: (calls) => backend.multicall(calls, state.head),
    quoter: v4Quoter,
    snapshot: state.snapshot,
    tokenIn: params.tokenIn,
    tokenOut: params.tokenOut,
    tradeType: params.type,
    amount: params.amount,
    gas: perWei && {
      gasPriceWei: state.gasPriceWei,
      quoteTokenPerWei: perWei,
      ...(state.l1FeePerDataGas && { l1FeePerDataGas: state.l1FeePerDataGas }),
    },
    router: gasRouter(backend.chain),
  })
}

/** A hooked trade's gas in raw USD-token units, priced off the same snapshot. */
function usdCost(trade: Trade, state: PoolState, backend: ChainBackend): bigint | undefined {
  const { usdToken, contracts } = backend.chain
  const perWei = usdToken && tokenPerWei(state.snapshot, contracts.weth9, usdToken)
  return perWei ? gasCostInToken(trade.gasEstimate, state.gasPriceWei, perWei) : undefined
}

/** Sums must add up before the chain is even asked: the trade is internally consistent. */
function checkTotals(trade: Trade): Mismatch[] {
  const fixed = trade.routes.reduce(
    (s, r) => s + (trade.tradeType === 'exactIn' ? r.amountIn : r.amountOut),
    0n,
  )
  if (fixed === trade.amount) return []
  return [
    {
      route: -1,
      protocol: 'v3',
      tokens: [trade.tokenIn, trade.tokenOut],
      engine: trade.amount.toString(),
      chain: `routes sum to ${fixed}`,
    },
  ]
}

async function verifyOnChain(backend: ChainBackend, trade: Trade, block: BlockHead): Promise<void> {
  const totals = checkTotals(trade)
  if (totals.length > 0) throw new QuoteMismatchError(totals)
  const checks = buildChecks(backend.chain, trade)
  const results = await backend.multicall(
    checks.map((c) => c.call),
    block,
  )
  const mismatches = compareChecks(checks, results)
  if (mismatches.length > 0) throw new QuoteMismatchError(mismatches)
}

/**
 * The block a request pinned can vanish under it (a reorg, or a devnet snapshot revert: the e2e
 * tests revert after every test), also after the pool reads, during the on-chain check: the
 * request is answered once more at the new head instead of failing.
 */
function quote(params: QuoteParams, backend: ChainBackend): Promise<QuoteResponse> {
  return retryOnMissingBlock(
    () => backend.forgetHead?.(),
    () => quoteAtHead(params, backend),
  )
}

async function quoteAtHead(params: QuoteParams, backend: ChainBackend): Promise<QuoteResponse> {
  // Unknown tokens are read (and rejected if not ERC-20) before any routing work.
  await Promise.all([backend.token(params.tokenIn), backend.token(params.tokenOut)])
  const pair = [params.tokenIn, params.tokenOut]
  const firstRead = backend.snapshot(pair)
  // Extending a snapshot reads more ticks, never new tokens: the first snapshot's fees hold.
  // Issue 17 (cold quotes): the detector needs only the v2 pairs, so it runs beside the v3
  // tick reads instead of after them.
  const measure = backend.transferFees
  const feesRead =
    measure &&
    (backend.pairs ? backend.pairs(pair) : firstRead.then((s) => s.snapshot)).then(measure)
  const [first, transferFees] = await Promise.all([firstRead, feesRead])
  let engine: QuoteWithGasResult | undefined
  let state: PoolState = first
  let engineError: unknown
  try {
    // Issue 17: pools are read near their price first; the engine asks for more where it needs
    // them, and answers as the fully read pools would.
    const extender: TickExtender = { extend: backend.extend ?? (async (s) => s) }
    const found = await untilTicksSuffice(extender, first, (s) =>
      runEngine(params, s, backend.chain, transferFees),
    )
    engine = found.result
    state = found.state
  } catch (e) {
    if (!(e instanceof NoRouteError || e instanceof InsufficientLiquidityError)) throw e
    engineError = e
  }
  // Issue 31: pools whose hooks act on swaps, priced by V4Quoter, may beat the engine's trade.
  const hooked = await hookedTrades(params, backend, state, engine)
  const best = [engine?.trade, ...hooked].reduce<Trade | undefined>(
    (a, b) => (b === undefined ? a : a === undefined || isBetterTrade(b, a) ? b : a),
    undefined,
  )
  if (best === undefined) {
    await checkAmountAgainstSupply(params, backend, first.head)
    throw engineError
  }
  const trade = best
  const gasCostUsd = trade === engine?.trade ? engine.gasCostUsd : usdCost(trade, state, backend)
  // An input too small to buy one raw unit of the output: nothing to trade (spec 01 §4 shows
  // NO_ROUTE_FOUND), not a quote of 0.
  if (trade.tradeType === 'exactIn' && trade.quote === 0n)
    throw new NoRouteError(`${params.amount} of ${params.tokenIn} buys no ${params.tokenOut}`)
  await verifyOnChain(backend, trade, state.head)

  const { chain } = backend
  const addresses = new Set<Address>(trade.routes.flatMap((r) => [...r.route.path]))
  for (const r of trade.routes) for (const p of r.route.pools) addresses.add(p.token0).add(p.token1)
  const infos = await Promise.all([...addresses].map((a) => backend.token(a)))
  const usdInfo = chain.usdToken ? await backend.token(chain.usdToken) : undefined
  return toQuoteResponse({
    chainId: chain.chainId,
    trade,
    blockNumber: state.head.number,
    gasPriceWei: state.gasPriceWei,
    gasUseEstimateUSD:
      gasCostUsd !== undefined && usdInfo ? formatUnits(gasCostUsd, usdInfo.decimals) : null,
    tokens: new Map(infos.map((t) => [t.address, t])),
  })
}

/** viem's errors carry the whole request body (megabytes of multicall data): log the gist. */
function briefError(e: unknown): string {
  const short = (e as { shortMessage?: unknown })?.shortMessage
  const details = (e as { details?: unknown })?.details
  const text =
    typeof short === 'string'
      ? `${short}${typeof details === 'string' ? ` (${details})` : ''}`
      : String(e)
  return text.length > 500 ? `${text.slice(0, 500)}…` : text
}

const fail = (status: number, errorCode: string, detail: string): HandlerResult => ({
  status,
  body: { errorCode, detail },
})

export async function handleQuote(
  query: URLSearchParams,
  deps: QuoteHandlerDeps,
): Promise<HandlerResult> {
  let params: QuoteParams | undefined
  try {
    params = parseQuoteParams(query, new Set(deps.backends.keys()))
    const backend = deps.backends.get(params.chainId)
    if (backend === undefined) return fail(400, 'VALIDATION_ERROR', 'unknown chain')
    const deadlineMs = deps.deadlineMs ?? DEFAULT_DEADLINE_MS
    return { status: 200, body: await withDeadline(quote(params, backend), deadlineMs) }
  } catch (e) {
    if (e instanceof RequestError) return fail(e.status, e.errorCode, e.message)
    // spec 01 §4: the client shows NO_ROUTE_FOUND for a quote error; 404 says "nothing to
    // serve for these tokens", as the reference API does.
    if (e instanceof NoRouteError || e instanceof InsufficientLiquidityError)
      return fail(404, 'NO_ROUTE', e.message)
    if (e instanceof InvalidInputError) return fail(400, 'VALIDATION_ERROR', e.message)
    const request = params && { ...params, amount: params.amount.toString() }
    if (e instanceof DeadlineError) {
      deps.log({ level: 'error', msg: 'quote deadline passed', request, error: e.message })
      return fail(503, 'RPC_UNAVAILABLE', `the chain's nodes did not answer in time (${e.message})`)
    }
    if (e instanceof QuoteMismatchError) {
      deps.log({ level: 'error', msg: e.message, request, mismatches: e.mismatches })
      return fail(500, 'QUOTE_MISMATCH', 'the on-chain check disagreed with the route; not served')
    }
    deps.log({ level: 'error', msg: 'quote failed', request, error: briefError(e) })
    return fail(500, 'INTERNAL_ERROR', 'the quote could not be computed')
  }
}
