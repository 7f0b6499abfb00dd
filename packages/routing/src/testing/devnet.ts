// Devnet glue for the integration tests and the benches (not part of the engine): a Multicall3
// adapter for the loader, the seeded snapshot, and the on-chain references the engine is
// checked against — QuoterV2 for v3 segments, UniswapV2Router02 getAmountsOut/In for v2 ones,
// and SwapRouter02 calldata that executes a trade's routes exactly as quoted.
import {
  type Address,
  concatHex,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  numberToHex,
  type PublicClient,
  parseAbi,
} from 'viem'
import type { Route } from '../graph/routes.ts'
import type { Pool, PoolSnapshot } from '../graph/types.ts'
import { discoverPools } from '../loader/discoverPools.ts'
import { type Call, loadPools, type Multicall, type PoolKey } from '../loader/loadPools.ts'
import type { TradeType } from '../optimizer/waterfill.ts'
import { cachedPools } from './snapshotCache.ts'

export interface DevnetContracts {
  v2Factory: Address
  v2Router02: Address
  v3Factory: Address
  quoterV2: Address
  swapRouter02: Address
  tickLens: Address
  multicall3: Address
}

const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) view returns (Result[] returnData)',
])

/**
 * The loader's injected multicall over Multicall3.aggregate3, every call pinned to `blockNumber`.
 * A batch that runs out of gas (a v3 quote that drains a pool walks every empty bitmap word to
 * the price limit: up to ~20 M gas on its own) is split in halves and retried.
 */
export function multicall3(
  client: PublicClient,
  address: Address,
  blockNumber: bigint,
  maxCalls = 50,
): Multicall {
  const run = async (chunk: readonly Call[]): Promise<(Hex | undefined)[]> => {
    const data = encodeFunctionData({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [chunk.map((c) => ({ target: c.to, allowFailure: true, callData: c.data }))],
    })
    try {
      // The devnet's block gas limit is 60 M (devnet-facts.md); eth_call may use most of it.
      const res = await client.call({ to: address, data, blockNumber, gas: 55_000_000n })
      const results = decodeFunctionResult({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        data: res.data ?? '0x',
      })
      return results.map((r) => (r.success ? r.returnData : undefined))
    } catch (e) {
      if (chunk.length === 1 || !String(e).includes('out of gas')) throw e
      const half = Math.ceil(chunk.length / 2)
      return [...(await run(chunk.slice(0, half))), ...(await run(chunk.slice(half)))]
    }
  }
  return async (calls: readonly Call[]) => {
    const out: (Hex | undefined)[] = []
    for (let i = 0; i < calls.length; i += maxCalls)
      out.push(...(await run(calls.slice(i, i + maxCalls))))
    return out
  }
}

export const SEED_FEE_TIERS = [100, 500, 3000, 10000] as const

/**
 * Every pair and pool among `tokens` (factory lookups), loaded at `blockNumber`. With
 * `cacheDir`, a pool whose storage is unchanged since an earlier load of the run is read from
 * there instead of the chain (snapshotCache.ts).
 */
export async function loadSnapshot(params: {
  client: PublicClient
  contracts: DevnetContracts
  chainId: number
  tokens: readonly Address[]
  blockNumber: bigint
  cacheDir?: string
}): Promise<PoolSnapshot> {
  const multicall = multicall3(params.client, params.contracts.multicall3, params.blockNumber, 500)
  const keys = await discoverPools({
    multicall,
    tokens: params.tokens,
    v2Factory: params.contracts.v2Factory,
    v3Factory: params.contracts.v3Factory,
    feeTiers: SEED_FEE_TIERS,
  })
  const { cacheDir, client, chainId, blockNumber } = params
  const load = async (pools: readonly PoolKey[]): Promise<Pool[]> => {
    const loaded = await loadPools({
      multicall,
      pools,
      tickLens: params.contracts.tickLens,
      // Whole pools: the tests built on this compare the engine with the chain at any trade
      // size. The lazy reads of a cold quote (near the price first) have their own test,
      // coldQuote.int.
      tickRadius: Number.POSITIVE_INFINITY,
    })
    if (loaded.skipped.length > 0)
      throw new Error(`pools skipped: ${JSON.stringify(loaded.skipped)}`)
    return loaded.pools
  }
  const pools = cacheDir
    ? await cachedPools({ client, chainId, keys, blockNumber, dir: cacheDir, load })
    : await load(keys)
  return { chainId, blockNumber, pools }
}

const quoterAbi = parseAbi([
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
  'function quoteExactOutput(bytes path, uint256 amountOut) returns (uint256 amountIn, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
])
const v2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
])

/** A run of consecutive hops of one protocol (the unit QuoterV2 / Router02 quote at once). */
export interface Segment {
  protocol: Pool['protocol']
  /** Hop indices into the route, ascending. */
  from: number
  to: number
  tokens: Address[]
  fees: number[]
}

export function segments(route: Route): Segment[] {
  const out: Segment[] = []
  route.pools.forEach((pool, i) => {
    const last = out[out.length - 1]
    const fee = pool.protocol === 'v3' ? pool.fee : 0
    const tokenOut = route.path[i + 1] as Address
    if (last && last.protocol === pool.protocol) {
      last.to = i
      last.tokens.push(tokenOut)
      last.fees.push(fee)
    } else {
      out.push({
        protocol: pool.protocol,
        from: i,
        to: i,
        tokens: [route.path[i] as Address, tokenOut],
        fees: [fee],
      })
    }
  })
  return out
}

/** v3 path bytes (token, fee, token, …), in swap order or reversed for exact output. */
export function v3Path(tokens: readonly Address[], fees: readonly number[], reverse = false): Hex {
  const t = reverse ? [...tokens].reverse() : [...tokens]
  const f = reverse ? [...fees].reverse() : [...fees]
  const parts: Hex[] = []
  t.forEach((token, i) => {
    parts.push(token)
    const fee = f[i]
    if (fee !== undefined && i < t.length - 1) parts.push(numberToHex(fee, { size: 3 }))
  })
  return concatHex(parts)
}

export interface SegmentQuote {
  /** Amounts at each token of the segment (v2: all; v3: only the ends are known). */
  amountIn: bigint
  amountOut: bigint
  /** v3 only: price after each pool, and QuoterV2's count of initialized ticks crossed. */
  sqrtPriceX96After?: readonly bigint[]
  ticksCrossed?: readonly number[]
  /** v2 only: every amount along the path. */
  amounts?: readonly bigint[]
}

/** The on-chain quote call for one segment with its fixed amount, and its decoder. */
export function segmentQuoteCall(
  contracts: DevnetContracts,
  segment: Segment,
  tradeType: TradeType,
  amount: bigint,
): { call: Call; decode: (data: Hex) => SegmentQuote } {
  if (segment.protocol === 'v2') {
    const functionName = tradeType === 'exactIn' ? 'getAmountsOut' : 'getAmountsIn'
    return {
      call: {
        to: contracts.v2Router02,
        data: encodeFunctionData({
          abi: v2RouterAbi,
          functionName,
          args: [amount, segment.tokens],
        }),
      },
      decode: (data) => {
        const amounts = decodeFunctionResult({ abi: v2RouterAbi, functionName, data })
        return {
          amountIn: amounts[0] ?? -1n,
          amountOut: amounts[amounts.length - 1] ?? -1n,
          amounts,
        }
      },
    }
  }
  const exactIn = tradeType === 'exactIn'
  const functionName = exactIn ? 'quoteExactInput' : 'quoteExactOutput'
  return {
    call: {
      to: contracts.quoterV2,
      data: encodeFunctionData({
        abi: quoterAbi,
        functionName,
        args: [v3Path(segment.tokens, segment.fees, !exactIn), amount],
      }),
    },
    decode: (data) => {
      const [computed, prices, ticks] = decodeFunctionResult({ abi: quoterAbi, functionName, data })
      // quoteExactOutput lists the pools in its (reversed) path order.
      const order = <T>(list: readonly T[]): T[] => (exactIn ? [...list] : [...list].reverse())
      return {
        amountIn: exactIn ? amount : computed,
        amountOut: exactIn ? computed : amount,
        sqrtPriceX96After: order(prices),
        ticksCrossed: order(ticks),
      }
    },
  }
}

const swapRouterAbi = parseAbi([
  'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params) payable returns (uint256 amountOut)',
  'function exactOutput((bytes path, address recipient, uint256 amountOut, uint256 amountInMaximum) params) payable returns (uint256 amountIn)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256 amountOut)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to) payable returns (uint256 amountIn)',
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
])

/** SwapRouter02's recipient flag for "keep it in the router" (next segment spends it). */
const ADDRESS_THIS: Address = '0x0000000000000000000000000000000000000002'
/** amountIn = 0 makes SwapRouter02 spend its whole balance of the segment's input token. */
const CONTRACT_BALANCE = 0n

export interface RouteToExecute {
  route: Route
  amountIn: bigint
  amountOut: bigint
  /** Exact input: the amount after each hop (hop amounts out), for the per-segment minimums. */
  hopAmountsOut: readonly bigint[]
}

/**
 * SwapRouter02 `multicall(deadline, data)` calldata for a trade. Minimums (exact input) and
 * maximums (exact output) are the quoted amounts themselves: any deviation of one wei reverts.
 */
export function swapRouterCalldata(
  tradeType: TradeType,
  routes: readonly RouteToExecute[],
  recipient: Address,
  deadline: bigint,
): Hex {
  const data: Hex[] = []
  for (const r of routes) {
    const segs = segments(r.route)
    if (tradeType === 'exactOut') {
      const [seg] = segs
      if (seg === undefined || segs.length !== 1)
        throw new Error('exact output routes stay in one protocol')
      data.push(
        seg.protocol === 'v3'
          ? encodeFunctionData({
              abi: swapRouterAbi,
              functionName: 'exactOutput',
              args: [
                {
                  path: v3Path(seg.tokens, seg.fees, true),
                  recipient,
                  amountOut: r.amountOut,
                  amountInMaximum: r.amountIn,
                },
              ],
            })
          : encodeFunctionData({
              abi: swapRouterAbi,
              functionName: 'swapTokensForExactTokens',
              args: [r.amountOut, r.amountIn, seg.tokens, recipient],
            }),
      )
      continue
    }
    segs.forEach((seg, k) => {
      const first = k === 0
      const last = k === segs.length - 1
      const amountIn = first ? r.amountIn : CONTRACT_BALANCE
      const minOut = r.hopAmountsOut[seg.to] ?? -1n
      const to = last ? recipient : ADDRESS_THIS
      data.push(
        seg.protocol === 'v3'
          ? encodeFunctionData({
              abi: swapRouterAbi,
              functionName: 'exactInput',
              args: [
                {
                  path: v3Path(seg.tokens, seg.fees),
                  recipient: to,
                  amountIn,
                  amountOutMinimum: minOut,
                },
              ],
            })
          : encodeFunctionData({
              abi: swapRouterAbi,
              functionName: 'swapExactTokensForTokens',
              args: [amountIn, minOut, seg.tokens, to],
            }),
      )
    })
  }
  return encodeFunctionData({
    abi: swapRouterAbi,
    functionName: 'multicall',
    args: [deadline, data],
  })
}
