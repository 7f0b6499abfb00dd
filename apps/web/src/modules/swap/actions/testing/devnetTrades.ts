// Integration-test glue (not app code): SwapTrades on the live devnet, computed by the routing
// engine from the seeded pools at the latest block, and the on-chain references they are checked
// against (QuoterV2 for v3 routes, UniswapV2Router02 for v2 routes).
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { poolSnapshotCacheDir } from '@tidepool/devnet/testing/context'
import { findBestTrade, type Protocol } from '@tidepool/routing'
import { loadSnapshot } from '@tidepool/routing/testing'
import {
  type Address,
  concatHex,
  erc20Abi,
  type Hex,
  numberToHex,
  type PublicClient,
  parseAbi,
} from 'viem'
import type { RouteToken, SwapCurrency, SwapTrade, TradeHop, TradeRoute } from '../../../quote'

type EngineTrade = ReturnType<typeof findBestTrade>

export function currencyOf(chain: ManifestChain, symbol: string): SwapCurrency {
  if (symbol === 'ETH')
    return { chainId: chain.chainId, address: 'ETH', symbol: 'ETH', name: 'Ether', decimals: 18 }
  const t = chain.tokens.find((x) => x.symbol === symbol)
  if (!t) throw new Error(`no ${symbol} on ${chain.name}`)
  return { chainId: chain.chainId, address: t.address, symbol, name: t.name, decimals: t.decimals }
}

function routeToken(chain: ManifestChain, address: string): RouteToken {
  const t = chain.tokens.find((x) => x.address.toLowerCase() === address.toLowerCase())
  if (!t) throw new Error(`unknown route token ${address}`)
  return { chainId: chain.chainId, address: t.address, symbol: t.symbol, decimals: t.decimals }
}

export function toSwapTrade(
  chain: ManifestChain,
  engine: EngineTrade,
  input: SwapCurrency,
  output: SwapCurrency,
): SwapTrade {
  const routes = engine.routes.map((r): TradeRoute => {
    const hops = r.hops.map((h): TradeHop => {
      const base = {
        address: h.pool.address as Address,
        tokenIn: routeToken(chain, h.tokenIn),
        tokenOut: routeToken(chain, h.tokenOut),
      }
      const p = h.pool
      return p.protocol === 'v2'
        ? {
            protocol: 'V2',
            ...base,
            reserve0: { token: routeToken(chain, p.token0), raw: p.reserve0 },
            reserve1: { token: routeToken(chain, p.token1), raw: p.reserve1 },
          }
        : {
            protocol: 'V3',
            ...base,
            fee: p.fee,
            sqrtRatioX96: p.sqrtPriceX96,
            liquidity: p.liquidity,
            tickCurrent: p.tick,
          }
    })
    const protocols = new Set(hops.map((h) => h.protocol))
    const protocol = protocols.size > 1 ? 'MIXED' : (hops[0]?.protocol ?? 'V3')
    return { protocol, hops, amountIn: r.amountIn, amountOut: r.amountOut }
  })
  return {
    tradeType: engine.tradeType,
    inputCurrency: input,
    outputCurrency: output,
    inputAmount: engine.amountIn,
    outputAmount: engine.amountOut,
    routes,
    priceImpactBps: Math.round(engine.priceImpact * 10_000),
    gasUseEstimate: engine.gasEstimate,
    gasUseEstimateUSD: null,
    blockNumber: engine.blockNumber,
    source: 'client',
  }
}

export interface QuoteOnDevnetParameters {
  client: PublicClient
  chain: ManifestChain
  input: string
  output: string
  tradeType: 'exactIn' | 'exactOut'
  amount: bigint
  protocols?: readonly Protocol[]
  maxSplits?: number
  maxHops?: number
  /** Load the pools again (the test changed them since the cached load). */
  fresh?: boolean
}

type PoolSnapshot = Parameters<typeof findBestTrade>[0]['snapshot']

/**
 * Pools as loaded once per chain: the tests revert to the same state before each test, so one
 * load serves them all (loading every pool with its ticks takes seconds). The pools as seeded are
 * read once per run: other files find them in the run's snapshot cache.
 */
const snapshots = new Map<number, Promise<PoolSnapshot>>()

function poolSnapshot(
  client: PublicClient,
  chain: ManifestChain,
  fresh = false,
): Promise<PoolSnapshot> {
  let snap = fresh ? undefined : snapshots.get(chain.chainId)
  if (!snap) {
    // cacheTime 0: viem reuses a block number for its polling interval (4 s), which would pin
    // a fresh load to a block before the test's last transaction.
    snap = client.getBlockNumber({ cacheTime: 0 }).then((blockNumber) =>
      loadSnapshot({
        client,
        contracts: chain.contracts,
        chainId: chain.chainId,
        tokens: chain.tokens.map((t) => t.address),
        blockNumber,
        cacheDir: poolSnapshotCacheDir(),
      }),
    )
    if (!fresh) snapshots.set(chain.chainId, snap)
  }
  return snap
}

/** The engine's best trade on the seeded pools, as the swap screen would get it. */
export async function quoteOnDevnet(p: QuoteOnDevnetParameters): Promise<SwapTrade> {
  const snapshot = await poolSnapshot(p.client, p.chain, p.fresh)
  const input = currencyOf(p.chain, p.input)
  const output = currencyOf(p.chain, p.output)
  const wrapped = (c: SwapCurrency) =>
    c.address === 'ETH' ? p.chain.contracts.weth9 : (c.address as Address)
  const engine = findBestTrade({
    snapshot,
    tokenIn: wrapped(input),
    tokenOut: wrapped(output),
    tradeType: p.tradeType,
    amount: p.amount,
    protocols: p.protocols,
    maxSplits: p.maxSplits,
    maxHops: p.maxHops,
  })
  return toSwapTrade(p.chain, engine, input, output)
}

const quoterAbi = parseAbi([
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] a, uint32[] b, uint256 c)',
  'function quoteExactOutput(bytes path, uint256 amountOut) returns (uint256 amountIn, uint160[] a, uint32[] b, uint256 c)',
])
const v2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
])

function v3Path(hops: readonly TradeHop[], reverse: boolean): Hex {
  const parts: Hex[] = []
  const ordered = reverse ? [...hops].reverse() : hops
  ordered.forEach((h, i) => {
    if (h.protocol !== 'V3') throw new Error('v3 path over a v2 hop')
    const [from, to] = reverse ? [h.tokenOut, h.tokenIn] : [h.tokenIn, h.tokenOut]
    if (i === 0) parts.push(from.address)
    parts.push(numberToHex(h.fee, { size: 3 }), to.address)
  })
  return concatHex(parts)
}

/**
 * The route's computed side as the chain quotes it: QuoterV2 for a v3 route, Router02 for a v2
 * one (a mixed route is not quoted here: the engine's own suite covers it segment by segment).
 */
export async function onChainQuote(
  client: PublicClient,
  chain: ManifestChain,
  tradeType: 'exactIn' | 'exactOut',
  route: TradeRoute,
): Promise<bigint | undefined> {
  const exactIn = tradeType === 'exactIn'
  if (route.protocol === 'V3') {
    const { result } = await client.simulateContract({
      address: chain.contracts.quoterV2,
      abi: quoterAbi,
      functionName: exactIn ? 'quoteExactInput' : 'quoteExactOutput',
      args: [v3Path(route.hops, !exactIn), exactIn ? route.amountIn : route.amountOut],
    })
    return result[0]
  }
  if (route.protocol === 'V2') {
    const path = [route.hops[0]?.tokenIn.address, ...route.hops.map((h) => h.tokenOut.address)]
    const amounts = await client.readContract({
      address: chain.contracts.v2Router02,
      abi: v2RouterAbi,
      functionName: exactIn ? 'getAmountsOut' : 'getAmountsIn',
      args: [exactIn ? route.amountIn : route.amountOut, path as Address[]],
    })
    return exactIn ? amounts[amounts.length - 1] : amounts[0]
  }
  return undefined
}

/** ERC-20 balance, or the native balance for 'ETH'. */
export function balanceOf(
  client: PublicClient,
  currency: SwapCurrency,
  owner: Address,
): Promise<bigint> {
  if (currency.address === 'ETH') return client.getBalance({ address: owner })
  return client.readContract({
    address: currency.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}
