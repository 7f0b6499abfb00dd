// Issue 31 "Price impact, minimum received and the network fee stay exact": the gas the Universal
// Router (UR 2.1.0 with Permit2) executes for a swap, charged per command it runs. gas.ts's v2/v3
// terms are SwapRouter02's (chains without a UR keep them); through the UR a v2 pair costs ~22k
// less, each further v3 hop ~20k less, wrapping ETH more, and a Permit2 signature in the call a
// term of its own. The constants are fitted to the gasUsed of the app's UR calldata on the devnet
// (apps/web/src/modules/swap/actions/gasModelUniversal.int.test.ts, pools warmed by a swap first);
// bench/README.md "Gas model calibration", Universal Router part, has the table and the command.
// The pools' own work per initialized tick crossed is the router's business no more than it is
// SwapRouter02's: both models charge gas.ts's tick terms, and `toRouterGas` keeps what a quote
// charged for ticks. The route search (issue 31 leftovers) weighs routes by the model of the
// router the chain sends through (`routerGasModel`): one model for the choice and the fee shown.
import {
  estimateRouteGas,
  type HopGas,
  type NativeSides,
  swapTransactionGas,
  V3_TICK_CROSSED_GAS,
  V4_TICK_CROSSED_GAS,
} from './gas.ts'

/**
 * Each term names what the router runs. The segment terms are one swap command (V2_SWAP_*,
 * V3_SWAP_*, V4_SWAP) with its first pool; each further pool of the same command is a hop term.
 */
export const UNIVERSAL_ROUTER_GAS = {
  /**
   * execute(): 21,000 intrinsic gas, the calldata, the deadline check and the command loop. Every
   * swap pays out once (a SWEEP or an UNWRAP_WETH), so this and the payout terms are not separable
   * by a fit: this one is set, the payout terms fitted on top of it.
   */
  transaction: 30_000n,
  /** A V2_SWAP command and its first pair: the input paid into the pair, its swap, the balances. */
  v2Segment: 74_000n,
  /** Each further pair of the command (the previous pair pays it directly). */
  v2Hop: 53_500n,
  /** A V3_SWAP command and its first pool: the swap loop, its callback paying the pool. */
  v3Segment: 77_000n,
  /** Each further pool of the command (the router pays it from its own balance). */
  v3Hop: 60_000n,
  /** A V4_SWAP command and its first pool: the PoolManager's unlock, swap, settle and take. */
  v4Segment: 73_000n,
  /**
   * Each further pool of the command. Not measured (the devnet seeds no two-pool v4 route):
   * read as the PoolManager's swap alone, gas.ts's V4_HOP_GAS.
   */
  v4Hop: 40_000n,
  /**
   * PERMIT2_PERMIT: the signature checked and the router's Permit2 allowance written (from zero,
   * as a token's first permit does; a renewal a month later rewrites it for less).
   */
  permit: 37_500n,
  /** WRAP_ETH: WETH's deposit of the ETH sent with the call, paid on instead of a Permit2 pull. */
  wrap: 10_000n,
  /** UNWRAP_WETH paying out: WETH's withdraw and the ETH sent to the recipient. */
  unwrap: 17_000n,
  /**
   * SWEEP paying out: the router's balance read and sent on. It also carries the output written
   * to the router's balance from zero, once per trade (a split's further routes add to it).
   */
  sweep: 11_000n,
  /** Exact output paid in ETH: UNWRAP_WETH and SWEEP of what the swap left back to the sender. */
  refund: 11_000n,
  /**
   * PERMIT2_TRANSFER_FROM: the user's WETH pulled into the router for a native-coin v4 pool. Not
   * measured (no case routes WETH into one): read as a Permit2 pull and a token transfer.
   */
  transferFrom: 15_000n,
} as const

/** The commands of one UR call beyond its swap commands (the plan the app's calldata builds). */
export interface UniversalRouterCommands {
  /** The call carries a signed PermitSingle (PERMIT2_PERMIT). */
  permit: boolean
  wraps: number
  unwraps: number
  sweeps: number
  /** Exact output paid in ETH: the unused ETH comes back (one UNWRAP_WETH and one SWEEP). */
  refund: boolean
  transfers: number
}

/**
 * One route's swap commands through the UR: a segment term per run of one protocol, a hop term
 * per further pool of it, and (issue 31, the route search) the initialized ticks its hops cross,
 * charged as gas.ts charges them: the pools' own work, whichever router calls them.
 */
export function universalRouteGas(hops: readonly HopGas[]): bigint {
  if (hops.length === 0) throw new RangeError('a route needs at least one hop')
  const g = UNIVERSAL_ROUTER_GAS
  let gas = 0n
  hops.forEach((hop, i) => {
    const ticks = hop.initializedTicksCrossed ?? 0
    if (!Number.isInteger(ticks) || ticks < 0)
      throw new RangeError(`ticks crossed must be a non-negative integer, got ${ticks}`)
    const newSegment = i === 0 || hops[i - 1]?.protocol !== hop.protocol
    if (hop.protocol === 'v2') gas += newSegment ? g.v2Segment : g.v2Hop
    else if (hop.protocol === 'v3')
      gas += (newSegment ? g.v3Segment : g.v3Hop) + V3_TICK_CROSSED_GAS * BigInt(ticks)
    else gas += (newSegment ? g.v4Segment : g.v4Hop) + V4_TICK_CROSSED_GAS * BigInt(ticks)
  })
  return gas
}

/** The UR call's own gas beyond its swap commands: execute() and the commands `commands` names. */
export function universalRouterCallGas(commands: UniversalRouterCommands): bigint {
  const g = UNIVERSAL_ROUTER_GAS
  const count = (n: number, term: bigint) => {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`command counts are whole, got ${n}`)
    return term * BigInt(n)
  }
  return (
    g.transaction +
    (commands.permit ? g.permit : 0n) +
    count(commands.wraps, g.wrap) +
    count(commands.unwraps, g.unwrap) +
    count(commands.sweeps, g.sweep) +
    (commands.refund ? g.refund : 0n) +
    count(commands.transfers, g.transferFrom)
  )
}

/** A trade's gas through the UR: its call and each route's commands (ticks as the hops say). */
export function estimateUniversalRouterGas(
  routes: readonly (readonly HopGas[])[],
  commands: UniversalRouterCommands,
): bigint {
  if (routes.length === 0) throw new RangeError('a trade needs at least one route')
  return routes.reduce(
    (sum, hops) => sum + universalRouteGas(hops),
    universalRouterCallGas(commands),
  )
}

/**
 * The commands the route search charges a UR call for, knowing only the native sides: ETH in is
 * wrapped, ETH out unwrapped, a token out swept, exact output's unused ETH refunded; no permit
 * (the search knows neither the account nor its allowance). The same for every route, so they
 * weigh nothing in the choice; the swap screen charges the plan its calldata builds
 * (`toRouterGas`).
 */
export function searchCommands(
  native: NativeSides,
  tradeType: 'exactIn' | 'exactOut',
): UniversalRouterCommands {
  return {
    permit: false,
    wraps: native.in ? 1 : 0,
    unwraps: native.out ? 1 : 0,
    sweeps: native.out ? 0 : 1,
    refund: native.in === true && tradeType === 'exactOut',
    transfers: 0,
  }
}

/**
 * The router whose gas a quote weighs its routes by (issue 31): the Universal Router where the
 * chain has one, SwapRouter02 (gas.ts) elsewhere and for fee-on-transfer trades, which it sends.
 */
export type GasRouter = 'swapRouter02' | 'universalRouter'

/** One router's gas model as the route search uses it: each route's, then the call's. */
export interface RouterGasModel {
  route(hops: readonly HopGas[]): bigint
  transaction(native: NativeSides, tradeType: 'exactIn' | 'exactOut'): bigint
}

const MODELS: Record<GasRouter, RouterGasModel> = {
  swapRouter02: { route: estimateRouteGas, transaction: swapTransactionGas },
  universalRouter: {
    route: universalRouteGas,
    transaction: (native, tradeType) => universalRouterCallGas(searchCommands(native, tradeType)),
  },
}

export function routerGasModel(router: GasRouter = 'swapRouter02'): RouterGasModel {
  return MODELS[router]
}

export interface ToRouterGasParameters {
  /** A quote's gas estimate: `router`'s model, the ticks crossed included. */
  estimate: bigint
  /** The model the quote estimated with (absent: SwapRouter02's, gas.ts). */
  router?: GasRouter
  routes: readonly (readonly Pick<HopGas, 'protocol'>[])[]
  /** The native sides the estimate charged its router's terms for (none: the service). */
  charged: NativeSides
  tradeType: 'exactIn' | 'exactOut'
  /**
   * The UR commands of the call the swap is sent as; undefined: sent through SwapRouter02, its
   * terms charged for the same native sides.
   */
  commands: UniversalRouterCommands | undefined
}

/**
 * The gas of a quoted trade sent through the router it goes through: the estimate less its own
 * model's router terms for the trade (what is left is the ticks crossed, which the quote alone
 * knows), plus the sending router's. Never below the router's terms: an estimate missing its
 * router terms (a hand-made trade) is read as no ticks crossed.
 */
export function toRouterGas(p: ToRouterGasParameters): bigint {
  const hops = p.routes.map((r) => r.map((h) => ({ protocol: h.protocol })))
  const terms = (router: GasRouter, native: NativeSides) => {
    const model = routerGasModel(router)
    return hops.reduce((sum, r) => sum + model.route(r), model.transaction(native, p.tradeType))
  }
  const quoted = p.router ?? 'swapRouter02'
  const routerTerms = terms(quoted, p.charged)
  const ticks = p.estimate > routerTerms ? p.estimate - routerTerms : 0n
  if (p.commands !== undefined) return ticks + estimateUniversalRouterGas(hops, p.commands)
  // SwapRouter02 (or a legacy router, read as it): a SwapRouter02 estimate stands as quoted.
  if (quoted === 'swapRouter02') return p.estimate
  return ticks + terms('swapRouter02', p.charged)
}
