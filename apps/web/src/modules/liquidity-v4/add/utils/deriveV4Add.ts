// The v4 add form's derived facts (issue 32 "Add v4 liquidity"), pure so the screen, the preview
// and the calldata read the same numbers: the pool key of the chosen pair, fee, tick spacing and
// hook (currencies sorted, the native coin as the zero address); the pool's price (StateView's
// slot0, or for a new pool the typed starting price); the range from the core's range inputs
// (spec 02 §5: rounded to the pool's tick spacing); and what the pool manager takes for the
// typed amount (the core's v4 math, rounded up: the preview's exact amounts).
import { Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, TickMath } from '@uniswap/v3-sdk'
import { type Address, isAddress } from 'viem'
import { parseTypedAmount } from '../../../../lib/format'
import {
  depositForAmount,
  isInvalidStartPrice,
  lockedV4Sides,
  type MintFormValues,
  parsePrice,
  rangeTicks,
  type TickRange,
  type TokenAmounts,
  type V4PoolKey,
} from '../../../liquidity'
import { type Currency, isNative } from '../../../tokens'

export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000'
/** v4-core TickMath: a pool's tick spacing is 1 to 32767. */
const MAX_TICK_SPACING = 32_767
/** v4-core LPFeeLibrary: a static fee is at most 100 % (1,000,000). */
const MAX_FEE = 1_000_000

export interface V4PoolChoice {
  fee: number
  tickSpacing: number
  /** As typed: '' for no hook. */
  hooks: string
}

/** StateView's slot0 of the pool: undefined while read, null when it has no price (no pool). */
export type V4Slot0 = { sqrtPriceX96: bigint; tick: number } | null | undefined

export type V4PoolStatus = 'incomplete' | 'invalid' | 'loading' | 'exists' | 'new'

export interface V4AddDerived {
  status: V4PoolStatus
  key: V4PoolKey | undefined
  /** Pool order: currency0 sorts first (the native coin always does). */
  currencies: readonly [Currency, Currency] | undefined
  /** The SDK tokens of the two sides, for the core's price math (the native coin at 0x0). */
  tokens: readonly [Token, Token] | undefined
  /** The range inputs' view, quote per base: tokens in order, or reversed by the rate toggle. */
  view: { base: Token; quote: Token } | undefined
  /** The pool's price, or a new pool's starting one. */
  price: { sqrtPriceX96: bigint; tick: number } | undefined
  invalidStartPrice: boolean
  ticks: Partial<TickRange>
  range: TickRange | undefined
  invalidRange: boolean
  locked: { 0: boolean; 1: boolean }
  /** The typed side's raw amount. */
  typed: bigint | undefined
  /** What the mint takes and the liquidity it creates, or undefined. */
  deposit: (TokenAmounts & { liquidity: bigint }) | undefined
}

/**
 * The price unit (issue 32, #7990: one unit throughout the range step). `inverted`: the range
 * inputs are currency0 per currency1 (the rate toggle), else currency1 per currency0.
 * `startInverted`: the unit the starting price was typed in, kept so that toggling never changes
 * the price the pool is created at.
 */
export interface V4PriceUnit {
  inverted: boolean
  startInverted: boolean
}

export interface DeriveV4AddParameters {
  chainId: number
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  choice: V4PoolChoice
  slot0: V4Slot0
  form: MintFormValues
  /** Default: currency1 per currency0 for both. */
  unit?: V4PriceUnit | undefined
}

const v4Address = (c: Currency): Address => (isNative(c) ? ZERO_ADDRESS : (c.address as Address))

/** The pool key, or undefined when the choice is incomplete or not a valid key. */
export function v4PoolKeyOf(
  a: Currency | undefined,
  b: Currency | undefined,
  choice: V4PoolChoice,
): { key: V4PoolKey; currencies: [Currency, Currency] } | 'incomplete' | 'invalid' {
  if (!a || !b) return 'incomplete'
  const hooks = choice.hooks.trim() === '' ? ZERO_ADDRESS : choice.hooks.trim()
  if (!isAddress(hooks, { strict: false })) return 'invalid'
  const { fee, tickSpacing } = choice
  if (!Number.isInteger(fee) || fee < 0 || fee > MAX_FEE) return 'invalid'
  if (!Number.isInteger(tickSpacing) || tickSpacing < 1 || tickSpacing > MAX_TICK_SPACING)
    return 'invalid'
  const [x, y] = [v4Address(a), v4Address(b)]
  if (x.toLowerCase() === y.toLowerCase()) return 'invalid'
  const aFirst = x.toLowerCase() < y.toLowerCase()
  const currencies: [Currency, Currency] = aFirst ? [a, b] : [b, a]
  return {
    key: {
      currency0: aFirst ? x : y,
      currency1: aFirst ? y : x,
      fee,
      tickSpacing,
      hooks: hooks as Address,
    },
    currencies,
  }
}

const sdkToken = (chainId: number, address: Address, c: Currency) =>
  new Token(chainId, address, c.decimals, c.symbol)

export function deriveV4Add(p: DeriveV4AddParameters): V4AddDerived {
  const empty = {
    key: undefined,
    currencies: undefined,
    tokens: undefined,
    view: undefined,
    price: undefined,
    invalidStartPrice: false,
    ticks: {},
    range: undefined,
    invalidRange: false,
    locked: { 0: false, 1: false },
    typed: undefined,
    deposit: undefined,
  }
  const keyed = v4PoolKeyOf(p.currencyA, p.currencyB, p.choice)
  if (typeof keyed === 'string') return { ...empty, status: keyed }
  const { key, currencies } = keyed
  const tokens = [
    sdkToken(p.chainId, key.currency0, currencies[0]),
    sdkToken(p.chainId, key.currency1, currencies[1]),
  ] as const
  const unit = p.unit ?? { inverted: false, startInverted: false }
  const view = unit.inverted
    ? { base: tokens[1], quote: tokens[0] }
    : { base: tokens[0], quote: tokens[1] }
  const base = { ...empty, key, currencies, tokens, view }
  if (p.slot0 === undefined) return { ...base, status: 'loading' }

  let price = p.slot0 ?? undefined
  let invalidStartPrice = false
  if (p.slot0 === null) {
    // The pool's price is currency1 per currency0 in raw units; a price typed the other way
    // round is its exact inverse.
    const [b, q] = unit.startInverted ? [tokens[1], tokens[0]] : [tokens[0], tokens[1]]
    const typedAs = parsePrice(p.form.startPriceTypedValue, b, q)
    const typed = unit.startInverted ? typedAs?.invert() : typedAs
    invalidStartPrice = typed !== undefined && isInvalidStartPrice(typed)
    if (typed && !invalidStartPrice) {
      const sqrt = encodeSqrtRatioX96(typed.numerator, typed.denominator)
      price = {
        sqrtPriceX96: BigInt(sqrt.toString()),
        tick: TickMath.getTickAtSqrtRatio(sqrt),
      }
    }
  }
  const status = p.slot0 === null ? 'new' : 'exists'
  const grid = { tickSpacing: key.tickSpacing }
  const ticks = rangeTicks(p.form.leftRangeTypedValue, p.form.rightRangeTypedValue, {
    ...view,
    fee: grid,
  })
  const range =
    ticks.tickLower !== undefined && ticks.tickUpper !== undefined
      ? { tickLower: ticks.tickLower, tickUpper: ticks.tickUpper }
      : undefined
  const invalidRange = range !== undefined && range.tickLower >= range.tickUpper
  const locked = price && range && !invalidRange ? lockedV4Sides(price, range) : empty.locked
  const side: 0 | 1 = p.form.independentField === 'CURRENCY_A' ? 0 : 1
  const typed = parseTypedAmount(p.form.typedValue, currencies[side].decimals)
  const deposit =
    price && range && !invalidRange && typed !== undefined && typed > 0n
      ? depositForAmount(price, range, side, typed)
      : undefined
  return {
    ...base,
    status,
    price,
    invalidStartPrice,
    ticks,
    range,
    invalidRange,
    locked,
    typed,
    deposit: deposit && deposit.liquidity > 0n ? deposit : undefined,
  }
}
