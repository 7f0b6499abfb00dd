// Universal Router calldata for a quoted trade (issue 31): v2, v3 and v4 hops, mixed routes,
// splits, the native coin in and out, and a Permit2 PermitSingle carried in the same call. Built
// with viem's ABI coder: Uniswap's universal-router-sdk and v4-sdk would pull ethers v5 and
// three SDK layers for what is a few dozen lines of encoding, and this app already ships viem.
//
// The plan, for each route in turn (routes never share a pool, so they are independent):
//   - the first segment (a run of hops of one protocol) spends the route's own amount, paid by
//     the user through Permit2, or by the router from the ETH sent with the call;
//   - every later segment spends the router's whole balance of its input (CONTRACT_BALANCE /
//     v4's open delta), which at that point is exactly the previous segment's output: an
//     intermediate token is never a route's input or output, so nothing else is held in it;
//   - v4 pools may take the native coin where v2/v3 take WETH: between two segments that
//     disagree, the router unwraps or wraps its whole balance (same argument);
//   - every route pays its output to the router; at the end one SWEEP or UNWRAP_WETH sends the
//     total to the recipient with the trade's minimum, so slippage is checked once, on the sum
//     (the per-route minimums are 0, as the reference SDK does for splits).
// Exact output: one protocol per route (the engine mixes protocols for exact input only); ETH
// sent beyond what the swap used comes back (UNWRAP_WETH / SWEEP to the sender, minimum 0).

import type { UniversalRouterCommands } from '@tidepool/routing'
import {
  type Address,
  concatHex,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  parseAbiParameters,
} from 'viem'
import { universalRouterAbi } from '../../../chain/abis/universalRouter'
import type { SwapTrade, TradeHop, TradeRoute, V4Hop } from '../../quote'
import { isNative } from '../../tokens'
import { maximumAmountIn, minimumAmountOut } from './slippage'

/** Commands.sol (universal-router 2.1.0). */
const CMD = {
  V3_SWAP_EXACT_IN: 0x00,
  V3_SWAP_EXACT_OUT: 0x01,
  PERMIT2_TRANSFER_FROM: 0x02,
  SWEEP: 0x04,
  V2_SWAP_EXACT_IN: 0x08,
  V2_SWAP_EXACT_OUT: 0x09,
  PERMIT2_PERMIT: 0x0a,
  WRAP_ETH: 0x0b,
  UNWRAP_WETH: 0x0c,
  V4_SWAP: 0x10,
} as const

/**
 * Actions.sol (v4-periphery). The router's own V4Router is newer than v4-periphery 1.0.3: its
 * ExactInputParams / ExactOutputParams carry `uint256[] maxHopSlippage` after the path (empty:
 * no per-hop limit), which the devnet proved (without it the amounts are read one word off).
 */
const V4 = { SWAP_EXACT_IN: 0x07, SWAP_EXACT_OUT: 0x09, SETTLE: 0x0b, TAKE: 0x0e } as const

/** ActionConstants.sol: recipients and amounts with a meaning of their own. */
const MSG_SENDER: Address = '0x0000000000000000000000000000000000000001'
const ADDRESS_THIS: Address = '0x0000000000000000000000000000000000000002'
const CONTRACT_BALANCE = 1n << 255n
const OPEN_DELTA = 0n
const NATIVE: Address = '0x0000000000000000000000000000000000000000'

const PATH_KEYS =
  '(address intermediateCurrency, uint24 fee, int24 tickSpacing, address hooks, bytes hookData)[]'

/** Permit2's PermitSingle and the owner's EIP-712 signature of it (permit2.ts). */
export interface SignedPermit {
  permit: {
    details: { token: Address; amount: bigint; expiration: number; nonce: number }
    spender: Address
    sigDeadline: bigint
  }
  signature: Hex
}

export interface UniversalRouterCalldataParameters {
  trade: SwapTrade
  slippageBps: number
  deadline: bigint
  /** Who receives the output; undefined: the sender. */
  recipient?: Address
  /** Spends the user's ERC-20 through Permit2; absent when the router's allowance suffices. */
  permit?: SignedPermit
}

export class UnsupportedRouteError extends Error {
  override name = 'UnsupportedRouteError'
}

/** How a route holds the wrapped-native token at a point: as WETH or as the native coin. */
type Form = 'erc20' | 'native'

interface Segment {
  protocol: TradeHop['protocol']
  hops: TradeHop[]
}

/** Hops from different sources may spell an address in different cases. */
const lower = (a: string) => a.toLowerCase()

function segmentsOf(route: TradeRoute): Segment[] {
  const out: Segment[] = []
  for (const hop of route.hops) {
    const last = out[out.length - 1]
    const links =
      last?.protocol === hop.protocol &&
      (hop.protocol !== 'V4' ||
        lower(currencyOut(last.hops.at(-1) as V4Hop)) === lower(currencyIn(hop)))
    if (last && links) last.hops.push(hop)
    else out.push({ protocol: hop.protocol, hops: [hop] })
  }
  return out
}

/**
 * The currency a v4 hop takes: currency1 when the route's token is it, else currency0 (the
 * route's token itself, or WETH standing for the native coin, which is always currency0).
 */
function currencyIn(hop: V4Hop): Address {
  return lower(hop.tokenIn.address) === lower(hop.currency1) ? hop.currency1 : hop.currency0
}

function currencyOut(hop: V4Hop): Address {
  return currencyIn(hop) === hop.currency0 ? hop.currency1 : hop.currency0
}

/** The form a segment takes its input in, and gives its output in. */
function formsOf(segment: Segment): { input: Form; output: Form } {
  if (segment.protocol !== 'V4') return { input: 'erc20', output: 'erc20' }
  const first = segment.hops[0] as V4Hop
  const last = segment.hops.at(-1) as V4Hop
  return {
    input: currencyIn(first) === NATIVE ? 'native' : 'erc20',
    output: currencyOut(last) === NATIVE ? 'native' : 'erc20',
  }
}

class Plan {
  commands: number[] = []
  inputs: Hex[] = []
  add(command: number, input: Hex): void {
    this.commands.push(command)
    this.inputs.push(input)
  }
  wrap(recipient: Address, amount: bigint): void {
    this.add(
      CMD.WRAP_ETH,
      encodeAbiParameters(parseAbiParameters('address, uint256'), [recipient, amount]),
    )
  }
  unwrap(recipient: Address, amountMin: bigint): void {
    this.add(
      CMD.UNWRAP_WETH,
      encodeAbiParameters(parseAbiParameters('address, uint256'), [recipient, amountMin]),
    )
  }
  sweep(token: Address, recipient: Address, amountMin: bigint): void {
    this.add(
      CMD.SWEEP,
      encodeAbiParameters(parseAbiParameters('address, address, uint256'), [
        token,
        recipient,
        amountMin,
      ]),
    )
  }
}

function v3Path(hops: readonly TradeHop[], reverse: boolean): Hex {
  const tokens = [hops[0]?.tokenIn.address, ...hops.map((h) => h.tokenOut.address)] as Address[]
  const fees = hops.map((h) => (h.protocol === 'V3' ? h.fee : 0))
  const t = reverse ? [...tokens].reverse() : tokens
  const f = reverse ? [...fees].reverse() : fees
  const types: ('address' | 'uint24')[] = []
  const values: (Address | number)[] = []
  t.forEach((token, i) => {
    types.push('address')
    values.push(token)
    if (i < f.length) {
      types.push('uint24')
      values.push(f[i] as number)
    }
  })
  return encodePacked(types, values)
}

function v4PathKeys(hops: readonly V4Hop[], exactIn: boolean) {
  return hops.map((h) => ({
    intermediateCurrency: exactIn ? currencyOut(h) : currencyIn(h),
    fee: h.fee,
    tickSpacing: h.tickSpacing,
    hooks: h.hooks,
    hookData: '0x' as Hex,
  }))
}

/** One V4_SWAP command: the swap, then settle what it owes and take what it is owed. */
function v4Swap(
  plan: Plan,
  hops: readonly V4Hop[],
  exactIn: boolean,
  amount: bigint,
  limit: bigint,
  payerIsUser: boolean,
  settleAmount: bigint,
): void {
  const first = hops[0] as V4Hop
  const last = hops.at(-1) as V4Hop
  const swap = exactIn
    ? encodeAbiParameters(
        parseAbiParameters(
          `(address currencyIn, ${PATH_KEYS} path, uint256[] maxHopSlippage, uint128 amountIn, uint128 amountOutMinimum)`,
        ),
        [
          {
            currencyIn: currencyIn(first),
            path: v4PathKeys(hops, true),
            maxHopSlippage: [],
            amountIn: amount,
            amountOutMinimum: limit,
          },
        ],
      )
    : encodeAbiParameters(
        parseAbiParameters(
          `(address currencyOut, ${PATH_KEYS} path, uint256[] maxHopSlippage, uint128 amountOut, uint128 amountInMaximum)`,
        ),
        [
          {
            currencyOut: currencyOut(last),
            path: v4PathKeys(hops, false),
            maxHopSlippage: [],
            amountOut: amount,
            amountInMaximum: limit,
          },
        ],
      )
  const settle = encodeAbiParameters(parseAbiParameters('address, uint256, bool'), [
    currencyIn(first),
    settleAmount,
    payerIsUser,
  ])
  const take = encodeAbiParameters(parseAbiParameters('address, address, uint256'), [
    currencyOut(last),
    ADDRESS_THIS,
    OPEN_DELTA,
  ])
  // Paid from the router's balance (CONTRACT_BALANCE), the input is settled first and swapped
  // as the open credit; otherwise swapped first and settled as the open debt.
  const fromBalance = settleAmount === CONTRACT_BALANCE
  const actions = fromBalance
    ? [V4.SETTLE, exactIn ? V4.SWAP_EXACT_IN : V4.SWAP_EXACT_OUT, V4.TAKE]
    : [exactIn ? V4.SWAP_EXACT_IN : V4.SWAP_EXACT_OUT, V4.SETTLE, V4.TAKE]
  const params = fromBalance ? [settle, swap, take] : [swap, settle, take]
  plan.add(
    CMD.V4_SWAP,
    encodeAbiParameters(parseAbiParameters('bytes, bytes[]'), [
      concatHex(actions.map((a) => `0x${a.toString(16).padStart(2, '0')}` as Hex)),
      params,
    ]),
  )
}

/** One segment's command: `amount` of its input (or CONTRACT_BALANCE), output to the router. */
function segmentCommand(
  plan: Plan,
  segment: Segment,
  exactIn: boolean,
  amounts: { amount: bigint; limit: bigint },
  payerIsUser: boolean,
): void {
  const { amount, limit } = amounts
  if (segment.protocol === 'V4') {
    const hops = segment.hops as V4Hop[]
    // Exact input from the router's balance: settle it all, swap the open credit.
    const fromBalance = exactIn && amount === CONTRACT_BALANCE
    v4Swap(
      plan,
      hops,
      exactIn,
      fromBalance ? OPEN_DELTA : amount,
      limit,
      payerIsUser,
      fromBalance ? CONTRACT_BALANCE : OPEN_DELTA,
    )
    return
  }
  if (segment.protocol === 'V3') {
    plan.add(
      exactIn ? CMD.V3_SWAP_EXACT_IN : CMD.V3_SWAP_EXACT_OUT,
      encodeAbiParameters(parseAbiParameters('address, uint256, uint256, bytes, bool'), [
        ADDRESS_THIS,
        amount,
        limit,
        v3Path(segment.hops, !exactIn),
        payerIsUser,
      ]),
    )
    return
  }
  const path = [segment.hops[0]?.tokenIn.address, ...segment.hops.map((h) => h.tokenOut.address)]
  plan.add(
    exactIn ? CMD.V2_SWAP_EXACT_IN : CMD.V2_SWAP_EXACT_OUT,
    encodeAbiParameters(parseAbiParameters('address, uint256, uint256, address[], bool'), [
      ADDRESS_THIS,
      amount,
      limit,
      path as Address[],
      payerIsUser,
    ]),
  )
}

/** Moves the router's whole wrapped-native balance from one form to the other. */
function convert(plan: Plan, from: Form, to: Form): void {
  if (from === to) return
  if (to === 'native') plan.unwrap(ADDRESS_THIS, 0n)
  else plan.wrap(ADDRESS_THIS, CONTRACT_BALANCE)
}

function exactInRoute(plan: Plan, route: TradeRoute, nativeIn: boolean, weth: Address): Form {
  const segments = segmentsOf(route)
  let held: Form | 'user' = nativeIn ? 'native' : 'user'
  segments.forEach((segment, i) => {
    const forms = formsOf(segment)
    const limits = { amount: i === 0 ? route.amountIn : CONTRACT_BALANCE, limit: 0n }
    if (held === 'user' && forms.input === 'native') {
      // The user's WETH into a native-coin pool: pulled, then unwrapped by the router.
      plan.add(
        CMD.PERMIT2_TRANSFER_FROM,
        encodeAbiParameters(parseAbiParameters('address, address, uint160'), [
          weth,
          ADDRESS_THIS,
          route.amountIn,
        ]),
      )
      plan.unwrap(ADDRESS_THIS, 0n)
      held = 'native'
    }
    if (held === 'user') {
      segmentCommand(plan, segment, true, limits, true)
    } else if (i === 0) {
      // The ETH sent with the call: wrapped for this route alone where the pool takes WETH.
      if (forms.input === 'erc20' && held === 'native') plan.wrap(ADDRESS_THIS, route.amountIn)
      segmentCommand(plan, segment, true, limits, false)
    } else {
      convert(plan, held, forms.input)
      segmentCommand(plan, segment, true, limits, false)
    }
    held = forms.output
  })
  return held === 'user' ? 'erc20' : held
}

function exactOutRoute(
  plan: Plan,
  route: TradeRoute,
  nativeIn: boolean,
  slippageBps: number,
): Form {
  const segments = segmentsOf(route)
  const [segment] = segments
  if (segment === undefined || segments.length > 1)
    throw new UnsupportedRouteError('exact output takes one protocol per route')
  const forms = formsOf(segment)
  if (!nativeIn && forms.input === 'native')
    throw new UnsupportedRouteError('exact output of WETH through a native-coin pool')
  const limit = maximumAmountIn({ tradeType: 'exactOut', inputAmount: route.amountIn }, slippageBps)
  if (nativeIn && forms.input === 'erc20') plan.wrap(ADDRESS_THIS, limit)
  segmentCommand(plan, segment, false, { amount: route.amountOut, limit }, !nativeIn)
  return forms.output
}

/** The whole output to the recipient, in the form the user asked for, with the minimum. */
function payOut(
  plan: Plan,
  trade: SwapTrade,
  forms: readonly Form[],
  recipient: Address,
  minOut: bigint,
): void {
  const outToken = trade.routes[0]?.hops.at(-1)?.tokenOut.address as Address
  const nativeOut = isNative(trade.outputCurrency)
  const some = (f: Form) => forms.includes(f)
  if (nativeOut) {
    if (!some('native')) plan.unwrap(recipient, minOut)
    else {
      if (some('erc20')) plan.unwrap(ADDRESS_THIS, 0n)
      plan.sweep(NATIVE, recipient, minOut)
    }
    return
  }
  if (some('native')) plan.wrap(ADDRESS_THIS, CONTRACT_BALANCE)
  plan.sweep(outToken, recipient, minOut)
}

export function buildUniversalRouterCalldata(p: UniversalRouterCalldataParameters): {
  calldata: Hex
  value: bigint
} {
  const { plan, value } = planOf(p)
  const calldata = encodeFunctionData({
    abi: universalRouterAbi,
    functionName: 'execute',
    args: [
      concatHex(plan.commands.map((c) => `0x${c.toString(16).padStart(2, '0')}` as Hex)),
      plan.inputs,
      p.deadline,
    ],
  })
  return { calldata, value }
}

/**
 * The commands the router runs for `trade` besides its swap commands, as the calldata above
 * plans them (issue 31: the network fee charges each, routing universalRouterGas.ts).
 */
export function universalRouterCommands(
  trade: SwapTrade,
  permit: boolean,
): UniversalRouterCommands {
  const { plan } = planOf({ trade, slippageBps: 0, deadline: 0n })
  const refund = trade.tradeType === 'exactOut' && isNative(trade.inputCurrency)
  // The refund's UNWRAP_WETH and SWEEP are the plan's last two commands.
  const paid = refund ? plan.commands.slice(0, -2) : plan.commands
  const count = (c: number) => paid.filter((x) => x === c).length
  return {
    permit,
    wraps: count(CMD.WRAP_ETH),
    unwraps: count(CMD.UNWRAP_WETH),
    sweeps: count(CMD.SWEEP),
    refund,
    transfers: count(CMD.PERMIT2_TRANSFER_FROM),
  }
}

function planOf(p: UniversalRouterCalldataParameters): { plan: Plan; value: bigint } {
  const { trade } = p
  const exactIn = trade.tradeType === 'exactIn'
  const nativeIn = isNative(trade.inputCurrency)
  const firstHop = trade.routes[0]?.hops[0]
  if (firstHop === undefined) throw new UnsupportedRouteError('a trade needs a route')
  const weth = firstHop.tokenIn.address
  const plan = new Plan()
  if (p.permit)
    plan.add(
      CMD.PERMIT2_PERMIT,
      encodeAbiParameters(
        parseAbiParameters(
          '((address token, uint160 amount, uint48 expiration, uint48 nonce) details, address spender, uint256 sigDeadline), bytes',
        ),
        [p.permit.permit, p.permit.signature],
      ),
    )
  const forms = trade.routes.map((route) =>
    exactIn
      ? exactInRoute(plan, route, nativeIn, weth)
      : exactOutRoute(plan, route, nativeIn, p.slippageBps),
  )
  const recipient = p.recipient ?? MSG_SENDER
  payOut(plan, trade, forms, recipient, minimumAmountOut(trade, p.slippageBps))
  const value = nativeIn ? maximumAmountIn(trade, p.slippageBps) : 0n
  if (!exactIn && nativeIn) {
    // What the exact output did not use comes back to the sender, as WETH unwrapped and ETH.
    plan.unwrap(MSG_SENDER, 0n)
    plan.sweep(NATIVE, MSG_SENDER, 0n)
  }
  return { plan, value }
}
