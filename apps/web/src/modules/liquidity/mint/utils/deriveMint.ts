// The derived half of spec 02 §3 "Mint v3 form state": ticks lower and upper, price, pool,
// position, invalidRange, outOfRange, depositADisabled, depositBDisabled — from the typed values,
// the pair (A is the base of the price shown, B its quote), the fee and the pool read. Pure, so
// the screen, the preview and the calldata read the same numbers.
import type { Price, Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, Pool, TickMath } from '@uniswap/v3-sdk'
import { parseTypedAmount } from '../../../../lib/format'
import type { PoolLookup } from '../../pool/utils/poolStatus'
import type { FeeTier } from '../../range/feeTiers'
import { isInvalidStartPrice, parsePrice } from '../../range/price'
import { rangeTicks } from '../../range/rangeTicks'
import { isInvalidRange, isOutOfRange, type TickRange } from '../../range/ticks'
import type { MintFormValues } from '../state/mintStore'
import { addPositions } from './addCall'
import { dependentAmount, lockedSides, type MintAmounts } from './deposit'

export interface DeriveMintParameters {
  form: MintFormValues
  tokenA: Token | undefined
  tokenB: Token | undefined
  fee: FeeTier | undefined
  lookup: PoolLookup
  /** /increase: the position's own range (the form's range inputs do not apply). */
  existingRange?: TickRange | undefined
}

export interface DerivedMint {
  /** The pool does not exist yet: a starting price is asked for (spec 02 §4 Add flow). */
  noLiquidity: boolean
  /** One A in B: the pool's, or the typed starting price of a new pool. */
  price: Price<Token, Token> | undefined
  /** spec 02 §5 'Invalid price input'. */
  invalidPrice: boolean
  /** The pool, or for a new pool one at the starting price with no liquidity (what mint sees). */
  pool: Pool | undefined
  ticks: Partial<TickRange>
  range: TickRange | undefined
  invalidRange: boolean
  outOfRange: boolean
  depositADisabled: boolean
  depositBDisabled: boolean
  /** Raw amounts of A and B: the typed one and the dependent one (0 for a locked side). */
  amounts: { a: bigint | undefined; b: bigint | undefined }
  /** What the position manager will take and the liquidity it mints (the preview's numbers). */
  position: (MintAmounts & { range: TickRange }) | undefined
}

function poolAt(price: Price<Token, Token>, fee: FeeTier): Pool | undefined {
  const aFirst = price.baseCurrency.sortsBefore(price.quoteCurrency)
  // The pool's price is token1 per token0 in raw units.
  const sqrt = aFirst
    ? encodeSqrtRatioX96(price.numerator, price.denominator)
    : encodeSqrtRatioX96(price.denominator, price.numerator)
  const [t0, t1] = aFirst
    ? [price.baseCurrency, price.quoteCurrency]
    : [price.quoteCurrency, price.baseCurrency]
  return new Pool(t0, t1, fee, sqrt, 0, TickMath.getTickAtSqrtRatio(sqrt))
}

export function deriveMint(p: DeriveMintParameters): DerivedMint {
  const { form, tokenA, tokenB, fee, lookup } = p
  const noLiquidity = lookup.status === 'NOT_EXISTS'
  const price =
    tokenA && tokenB
      ? noLiquidity
        ? parsePrice(form.startPriceTypedValue, tokenA, tokenB)
        : lookup.pool?.priceOf(tokenA)
      : undefined
  const invalidPrice = noLiquidity && price !== undefined && isInvalidStartPrice(price)
  const pool = noLiquidity
    ? price && fee && !invalidPrice
      ? poolAt(price, fee)
      : undefined
    : lookup.pool
  const ticks =
    p.existingRange ??
    (tokenA && tokenB && fee
      ? rangeTicks(form.leftRangeTypedValue, form.rightRangeTypedValue, {
          base: tokenA,
          quote: tokenB,
          fee,
        })
      : {})
  const range =
    ticks.tickLower !== undefined && ticks.tickUpper !== undefined
      ? { tickLower: ticks.tickLower, tickUpper: ticks.tickUpper }
      : undefined
  const invalidRange = range !== undefined && isInvalidRange(range)
  const outOfRange =
    pool !== undefined &&
    range !== undefined &&
    !invalidRange &&
    isOutOfRange(range, pool.tickCurrent)

  const aIs0 = tokenA && tokenB ? tokenA.sortsBefore(tokenB) : true
  const locked = pool && range ? lockedSides(pool, range) : { token0: false, token1: false }
  const depositADisabled = invalidRange || (aIs0 ? locked.token0 : locked.token1)
  const depositBDisabled = invalidRange || (aIs0 ? locked.token1 : locked.token0)

  const independentA = form.independentField === 'CURRENCY_A'
  const indepToken = independentA ? tokenA : tokenB
  const indepDisabled = independentA ? depositADisabled : depositBDisabled
  const typed =
    indepToken && !indepDisabled
      ? parseTypedAmount(form.typedValue, indepToken.decimals)
      : undefined
  const indepSide = independentA === aIs0 ? 'token0' : 'token1'
  const dependent =
    typed !== undefined && pool && range && !invalidRange
      ? dependentAmount({ pool, range, side: indepSide, amount: typed })
      : undefined
  const depDisabled = independentA ? depositBDisabled : depositADisabled
  const dep = depDisabled ? 0n : dependent
  const amounts = independentA ? { a: typed, b: dep } : { a: dep, b: typed }

  let position: DerivedMint['position']
  if (pool && range && !invalidRange && typed !== undefined) {
    const a = amounts.a ?? 0n
    const b = amounts.b ?? 0n
    const desired = aIs0 ? { amount0: a, amount1: b } : { amount0: b, amount1: a }
    const settled = addPositions(pool, range, desired.amount0, desired.amount1).minted
    const { amount0, amount1 } = settled.mintAmounts
    const m: MintAmounts = {
      liquidity: BigInt(settled.liquidity.toString()),
      amount0: BigInt(amount0.toString()),
      amount1: BigInt(amount1.toString()),
    }
    position = m.liquidity > 0n ? { ...m, range } : undefined
  }
  return {
    noLiquidity,
    price,
    invalidPrice,
    pool,
    ticks,
    range,
    invalidRange,
    outOfRange,
    depositADisabled,
    depositBDisabled,
    amounts,
    position,
  }
}
