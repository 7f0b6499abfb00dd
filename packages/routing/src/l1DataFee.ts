// Issue 33 "Fees as the chain charges them": on OP-stack chains a swap pays, beside its L2 gas,
// an L1 data fee for its calldata, so a route with more hops or another split costs more there
// than its gas says. The route search weighs it too.
//
// The fee grows with the calldata as Ecotone counts it: 16 per non-zero byte, 4 per zero byte
// (OP spec, exec-engine.md "Ecotone L1-Cost fee changes"; the devnet's L1FeeOracle.sol). This
// module calls that count "data gas". The search cannot know the calldata before it builds it,
// but it knows the calldata's shape: each route is one swap command of the Universal Router per
// protocol segment, and the command's input grows with the segment's pools.
//
// The terms below are fitted to the data gas of the app's own UR calldata
// (apps/web swap/utils/universalRouter buildUniversalRouterCalldata; its test
// l1DataGas.test.ts holds every shape within 5 %). They assume amounts of ~10 significant
// bytes. SwapRouter02's multicall carries the same paths and amounts, so chains without a UR
// are weighed by them as well.
//
// The price of a unit of data gas is the chain's. The reader probes the GasPriceOracle
// (viem/chainReader.ts `l1FeePerDataGas`), and the result is passed in as a fraction of wei.
import type { HopGas, NativeSides } from './gas.ts'

/** Each term names what the calldata carries for it. */
export const UNIVERSAL_ROUTER_DATA_GAS = {
  /**
   * execute()'s selector, its three heads, the deadline, the commands' length, and the SWEEP
   * that pays a token out (token, recipient, minimum).
   */
  transaction: 1_940n,
  /**
   * A V2_SWAP command with its first pair: the command byte, the input's offset and length,
   * recipient, amount, limit, the path's offset, payerIsUser, the path's length and its first
   * two addresses.
   */
  v2Segment: 1_964n,
  /** Each further pair: one more address in the path. */
  v2Hop: 368n,
  /** A V3_SWAP command with its first pool: the same heads, a packed path of 43 bytes. */
  v3Segment: 1_976n,
  /** Each further pool: 23 more bytes of packed path (fee and token), padding absorbed. */
  v3Hop: 340n,
  /**
   * A V4_SWAP command with its first pool: the actions, the swap's params (currency in, the
   * PathKey array, amounts) and the settle and take params.
   */
  v4Segment: 5_804n,
  /** Each further pool: one more PathKey (currency, fee, tick spacing, hooks, hook data). */
  v4Hop: 1_214n,
  /** WRAP_ETH for native ETH in: its command and input (recipient, amount). */
  wrap: 656n,
  /** Native ETH out: UNWRAP_WETH (recipient, minimum) pays out instead of SWEEP, one word less. */
  unwrapInsteadOfSweep: -368n,
  /** Exact output paid in ETH: UNWRAP_WETH and SWEEP return the ETH not used. */
  refund: 1_572n,
} as const

/** The data gas one route adds to the call: a segment term per protocol run, a hop term after. */
export function routeDataGas(hops: readonly Pick<HopGas, 'protocol'>[]): bigint {
  if (hops.length === 0) throw new RangeError('a route needs at least one hop')
  const d = UNIVERSAL_ROUTER_DATA_GAS
  return hops.reduce((sum, hop, i) => {
    const newSegment = i === 0 || hops[i - 1]?.protocol !== hop.protocol
    if (hop.protocol === 'v2') return sum + (newSegment ? d.v2Segment : d.v2Hop)
    if (hop.protocol === 'v3') return sum + (newSegment ? d.v3Segment : d.v3Hop)
    return sum + (newSegment ? d.v4Segment : d.v4Hop)
  }, 0n)
}

/** The call's own data gas beyond its routes: execute(), wrapping, the payout, a refund. */
export function transactionDataGas(native: NativeSides, tradeType: 'exactIn' | 'exactOut'): bigint {
  const d = UNIVERSAL_ROUTER_DATA_GAS
  let gas = d.transaction
  if (native.in) gas += d.wrap + (tradeType === 'exactOut' ? d.refund : 0n)
  if (native.out) gas += d.unwrapInsteadOfSweep
  return gas
}

/** Wei of L1 data fee per unit of data gas, as a fraction (both parts non-negative). */
export interface L1FeePerDataGas {
  numerator: bigint
  denominator: bigint
}

/** The L1 data fee in wei of `dataGas`, rounded up; 0 without a price (chains without one). */
export function l1FeeWei(dataGas: bigint, price: L1FeePerDataGas | undefined): bigint {
  if (price === undefined || price.numerator === 0n) return 0n
  if (price.denominator <= 0n || price.numerator < 0n)
    throw new RangeError('an L1 fee price must be non-negative with a positive denominator')
  return (dataGas * price.numerator + price.denominator - 1n) / price.denominator
}
