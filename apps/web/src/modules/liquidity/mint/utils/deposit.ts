// spec 02 §5 "A deposit side is disabled when the range lies wholly on the other side of the
// current price", and the amount of the other side for one typed amount (§3 Mint v3 form state:
// independentField, typedValue → otherTypedValue; depositADisabled, depositBDisabled).
//
// Exact to the wei against the chain: NonfungiblePositionManager.mint computes the liquidity with
// periphery LiquidityAmounts, whose getLiquidityForAmount0 divides sqrtA·sqrtB by Q96 first; the
// SDK reproduces that only with useFullPrecision: false. The pool then takes the amounts of that
// liquidity rounded up (SqrtPriceMath), which is the SDK's Position.mintAmounts.
import { type Pool, Position, TickMath } from '@uniswap/v3-sdk'
import type { TickRange } from '../../range/ticks'

export type PoolSide = 'token0' | 'token1'

export interface LockedSides {
  token0: boolean
  token1: boolean
}

const sqrtAt = (tick: number): bigint => BigInt(TickMath.getSqrtRatioAtTick(tick).toString())

/**
 * Which sides take no deposit. Compared on the sqrt price, as the pool does when it mints: at or
 * above the upper bound the position is all token1, at or below the lower bound all token0. Ticks
 * alone would misjudge a price sitting exactly on the lower bound. Nothing is locked for an
 * invalid range (the form shows that error instead).
 */
export function lockedSides(pool: Pool, range: TickRange): LockedSides {
  if (range.tickLower >= range.tickUpper) return { token0: false, token1: false }
  const price = BigInt(pool.sqrtRatioX96.toString())
  return { token0: price >= sqrtAt(range.tickUpper), token1: price <= sqrtAt(range.tickLower) }
}

export interface DependentAmountParameters {
  pool: Pool
  range: TickRange
  /** The side the user typed and its raw amount. */
  side: PoolSide
  amount: bigint
}

/**
 * The raw amount of the other side that goes with a typed amount: what the pool will take for
 * the liquidity the typed amount buys (0 when the other side is locked). Rounded up, so the
 * manager's liquidity from this amount is never below the typed side's and the typed side stays
 * the binding one. Undefined when the typed side itself is locked or the range is invalid.
 */
export function dependentAmount({
  pool,
  range,
  side,
  amount,
}: DependentAmountParameters): bigint | undefined {
  const locked = lockedSides(pool, range)
  if (range.tickLower >= range.tickUpper || locked[side]) return undefined
  const position =
    side === 'token0'
      ? Position.fromAmount0({
          pool,
          ...range,
          amount0: amount.toString(),
          useFullPrecision: false,
        })
      : Position.fromAmount1({ pool, ...range, amount1: amount.toString() })
  const { amount0, amount1 } = position.mintAmounts
  return BigInt((side === 'token0' ? amount1 : amount0).toString())
}

export interface MintAmounts {
  liquidity: bigint
  amount0: bigint
  amount1: bigint
}

/**
 * What a mint with these desired amounts moves: the manager's liquidity for them and the amounts
 * the pool takes for it (each ≤ the desired one). The preview shows these.
 */
export function mintAmounts(
  pool: Pool,
  range: TickRange,
  desired: { amount0: bigint; amount1: bigint },
): MintAmounts {
  const position = Position.fromAmounts({
    pool,
    ...range,
    amount0: desired.amount0.toString(),
    amount1: desired.amount1.toString(),
    useFullPrecision: false,
  })
  const { amount0, amount1 } = position.mintAmounts
  return {
    liquidity: BigInt(position.liquidity.toString()),
    amount0: BigInt(amount0.toString()),
    amount1: BigInt(amount1.toString()),
  }
}
