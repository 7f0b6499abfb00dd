// The position manager's add call (spec 02 §7 "Position manager add call with slippage tolerance,
// deadline, recipient, native-use and create-pool flag, or with tokenId for an existing
// position"), built with the v3-sdk's NonfungiblePositionManager.addCallParameters: multicall of
// createAndInitializePoolIfNecessary (new pool), selfPermit (signed permits), mint or
// increaseLiquidity, and refundETH when the native coin is spent.
import { Percent } from '@uniswap/sdk-core'
import { NonfungiblePositionManager, type Pool, Position } from '@uniswap/v3-sdk'
import type { Hex } from 'viem'
import type { ChainNativeCurrency } from '../../../../chain/sdkNativeCurrency'
import type { TickRange } from '../../range/ticks'

// spec 02 §9 "Default slippage for adding: 0.50 % (50/10000) for v3".
export const ADD_SLIPPAGE_BPS = 50
// spec 02 §9 "out-of-range v3 uses a different constant (value not shown)": 0 %. Out of range the
// position takes one token only and how much of it depends on the liquidity and the ticks alone,
// not on the price, as long as the price stays outside the range: there is nothing for a
// tolerance to absorb. Should the price move into the range before the transaction is mined, the
// deposit would turn two-sided, which the user did not review: with 0 % the call reverts instead.
export const OUT_OF_RANGE_SLIPPAGE_BPS = 0

/**
 * The add's slippage in basis points (shown in the review, spec 02 §9): the user's custom
 * tolerance when set (the settings menu, as v2 add honours it), else the 0.50 % default; out of
 * range always 0 % (above).
 */
export const addSlippageBps = (outOfRange: boolean, userSlippage: 'auto' | number): number =>
  outOfRange ? OUT_OF_RANGE_SLIPPAGE_BPS : userSlippage === 'auto' ? ADD_SLIPPAGE_BPS : userSlippage

/**
 * What an add sends and what it mints. addCallParameters sends the position's mintAmounts
 * (rounded up) as the desired amounts, and the manager works the liquidity out again from those
 * (LiquidityAmounts, rounding down): it can come out one unit lower — every time, on the devnet's
 * PRM/USDC 1 % pool, so there is no fixed point to aim for — and the pool takes that liquidity's
 * amounts. The SDK's slippage minimums already start from that second position
 * (mintAmountsWithSlippage), so a 0 % minimum holds; the preview shows `minted`, which is what
 * the chain moves, to the wei.
 */
export function addPositions(
  pool: Pool,
  range: TickRange,
  amount0: bigint,
  amount1: bigint,
): { sent: Position; minted: Position } {
  const at = (a0: string, a1: string) =>
    Position.fromAmounts({ pool, ...range, amount0: a0, amount1: a1, useFullPrecision: false })
  const sent = at(amount0.toString(), amount1.toString())
  const { amount0: a0, amount1: a1 } = sent.mintAmounts
  return { sent, minted: at(a0.toString(), a1.toString()) }
}

export interface PermitArgs {
  v: 27 | 28
  r: Hex
  s: Hex
  amount: bigint
  deadline: bigint
  nonce: bigint
  allowed?: true
}

export interface BuildAddCallParameters {
  pool: Pool
  range: TickRange
  /** The desired raw amounts (the form's), token0/token1 order. */
  amount0: bigint
  amount1: bigint
  /** addSlippageBps(…): what the review showed. */
  slippageBps: number
  deadline: bigint
  /** A new position to `recipient` (createPool for a pool that does not exist yet)… */
  mint?: { recipient: string; createPool: boolean }
  /** …or more liquidity for an existing position. */
  tokenId?: bigint
  /** The native coin is one side: send it as value (useNative). */
  native?: ChainNativeCurrency
  permit0?: PermitArgs
  permit1?: PermitArgs
}

const toSdkPermit = (p: PermitArgs | undefined) =>
  p &&
  (p.allowed
    ? { v: p.v, r: p.r, s: p.s, nonce: p.nonce.toString(), expiry: p.deadline.toString() }
    : { v: p.v, r: p.r, s: p.s, amount: p.amount.toString(), deadline: p.deadline.toString() })

export function buildAddCall(p: BuildAddCallParameters): { data: Hex; value: bigint } {
  const position = addPositions(p.pool, p.range, p.amount0, p.amount1).sent
  const common = {
    slippageTolerance: new Percent(p.slippageBps, 10_000),
    deadline: p.deadline.toString(),
    useNative: p.native,
    token0Permit: toSdkPermit(p.permit0),
    token1Permit: toSdkPermit(p.permit1),
  }
  const { calldata, value } =
    p.tokenId !== undefined
      ? NonfungiblePositionManager.addCallParameters(position, {
          ...common,
          tokenId: p.tokenId.toString(),
        })
      : NonfungiblePositionManager.addCallParameters(position, {
          ...common,
          recipient: p.mint?.recipient ?? '',
          createPool: p.mint?.createPool ?? false,
        })
  return { data: calldata as Hex, value: BigInt(value) }
}
