// What a v4 position's liquidity is worth, and what a change of it moves, as the pool manager
// computes it (v4-core Pool.modifyLiquidity: the current tick against the bounds; SqrtPriceMath
// rounding down what a removal pays and up what an addition takes; v4-periphery LiquidityAmounts
// for the liquidity desired amounts buy). Integer math on bigint, the contracts' formulas line by
// line, for any tick spacing (issue 32: previews exact to the wei). v3-sdk's TickMath gives the
// bounds' prices; its Position can't hold a v4 pool whose spacing isn't its fee's.
import { TickMath } from '@uniswap/v3-sdk'

const Q96 = 1n << 96n

export interface V4PoolPrice {
  sqrtPriceX96: bigint
  tick: number
}

export interface V4Range {
  tickLower: number
  tickUpper: number
}

export interface TokenAmounts {
  amount0: bigint
  amount1: bigint
}

const sqrtAt = (tick: number): bigint => BigInt(TickMath.getSqrtRatioAtTick(tick).toString())
const divUp = (a: bigint, b: bigint): bigint => (a + b - 1n) / b

/** SqrtPriceMath.getAmount0Delta: L·2⁹⁶·(b − a) / b / a, for a < b. */
function amount0Delta(a: bigint, b: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const n = (liquidity << 96n) * (b - a)
  return roundUp ? divUp(divUp(n, b), a) : n / b / a
}

/** SqrtPriceMath.getAmount1Delta: L·(b − a) / 2⁹⁶. */
function amount1Delta(a: bigint, b: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const n = liquidity * (b - a)
  return roundUp ? divUp(n, Q96) : n / Q96
}

/**
 * The amounts of `liquidity` in the range at the pool's price: rounded down, what removing it
 * pays (Pool.modifyLiquidity with a negative delta), rounded up, what adding it takes.
 */
export function amountsForLiquidity(
  pool: V4PoolPrice,
  range: V4Range,
  liquidity: bigint,
  roundUp: boolean,
): TokenAmounts {
  const [lower, upper] = [sqrtAt(range.tickLower), sqrtAt(range.tickUpper)]
  if (pool.tick < range.tickLower)
    return { amount0: amount0Delta(lower, upper, liquidity, roundUp), amount1: 0n }
  if (pool.tick < range.tickUpper)
    return {
      amount0: amount0Delta(pool.sqrtPriceX96, upper, liquidity, roundUp),
      amount1: amount1Delta(lower, pool.sqrtPriceX96, liquidity, roundUp),
    }
  return { amount0: 0n, amount1: amount1Delta(lower, upper, liquidity, roundUp) }
}

/** What removing `percent` (1–100) of `liquidity` removes: ⌊liquidity × percent / 100⌋. */
export const liquidityShare = (liquidity: bigint, percent: number): bigint =>
  (liquidity * BigInt(Math.round(percent))) / 100n

/** LiquidityAmounts.getLiquidityForAmount0 / 1. */
const liquidity0 = (a: bigint, b: bigint, amount: bigint) => (amount * ((a * b) / Q96)) / (b - a)
const liquidity1 = (a: bigint, b: bigint, amount: bigint) => (amount * Q96) / (b - a)

/**
 * The most liquidity the desired amounts buy in the range (LiquidityAmounts.getLiquidityForAmounts,
 * which compares the sqrt price with the bounds), and what the pool takes for it (rounded up, each
 * ≤ the desired amount).
 */
export function liquidityForAmounts(
  pool: V4PoolPrice,
  range: V4Range,
  desired: TokenAmounts,
): TokenAmounts & { liquidity: bigint } {
  const [lower, upper] = [sqrtAt(range.tickLower), sqrtAt(range.tickUpper)]
  const p = pool.sqrtPriceX96
  const liquidity =
    p <= lower
      ? liquidity0(lower, upper, desired.amount0)
      : p < upper
        ? [liquidity0(p, upper, desired.amount0), liquidity1(lower, p, desired.amount1)].reduce(
            (x, y) => (x < y ? x : y),
          )
        : liquidity1(lower, upper, desired.amount1)
  return { liquidity, ...amountsForLiquidity(pool, range, liquidity, true) }
}

/**
 * Which sides take no deposit: wholly above the price the range holds currency0 alone, wholly
 * below it currency1 alone (compared on the sqrt price, as the mint's liquidity is).
 */
export function lockedV4Sides(pool: V4PoolPrice, range: V4Range): { 0: boolean; 1: boolean } {
  const p = pool.sqrtPriceX96
  return { 0: p >= sqrtAt(range.tickUpper), 1: p <= sqrtAt(range.tickLower) }
}

/**
 * What adding to the range takes when the user types `amount` of `side` (issue 32 increase; spec
 * 02 §3's independent field): the liquidity that amount buys, and both amounts the pool takes for
 * it (rounded up; the typed side's is ≤ what was typed). Undefined when the typed side is locked.
 */
export function depositForAmount(
  pool: V4PoolPrice,
  range: V4Range,
  side: 0 | 1,
  amount: bigint,
): (TokenAmounts & { liquidity: bigint }) | undefined {
  if (lockedV4Sides(pool, range)[side]) return undefined
  const huge = 1n << 200n
  const desired =
    side === 0 ? { amount0: amount, amount1: huge } : { amount0: huge, amount1: amount }
  return liquidityForAmounts(pool, range, desired)
}
