// What the v2 add form amounts to (spec 02 §2 v2 add screen, §3 Mint v2 form state, §4 v2 pool
// status): the two deposit amounts — with liquidity in the pair the dependent side is the
// v2-sdk pair quote of the typed one (what the router's quote takes, floor(a·rB/rA), so the
// router moves exactly these amounts); with none, both are typed — the price, the liquidity
// tokens the pair will mint and the share of the pool they are. The pair's mint first pays the
// protocol fee when the factory's fee switch is on, which grows the supply: the minted amount is
// worked out on that supply, so it is what the chain mints, to the wei.
import { CurrencyAmount, Price, type Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { parseTypedAmount } from '../../../../lib/format'
import { sqrt } from '../../../../lib/sqrt'
import type { V2PairData, V2PairLookup } from '../../../liquidity'
import { toSdkPair } from '../../pair'
import type { MintV2Field, MintV2FormValues } from '../state/mintV2Store'

export interface DeriveV2MintInput {
  form: MintV2FormValues
  /** The pool tokens of sides A and B (the native coin as its wrapped token). */
  tokenA: Token | undefined
  tokenB: Token | undefined
  lookup: V2PairLookup
  /**
   * The side the router quotes from (its `tokenA`): the token side of addLiquidityETH, else A.
   * UniswapV2Router02._addLiquidity keeps that side's desired amount when the other one covers its
   * quote, so what the pair takes can be a wei below the other desired amount.
   */
  routerFirst: 'a' | 'b'
}

export interface DerivedV2Mint {
  pair: V2PairData | undefined
  /** No pair yet, or one without liquidity: the user sets the price (both amounts typed). */
  noLiquidity: boolean
  /** Raw desired amounts of sides A and B, as the inputs show them (undefined when empty or zero). */
  amounts: { a: bigint | undefined; b: bigint | undefined }
  /** What the router will take of each side (routerAmounts), to the wei; undefined without both. */
  deposit: { a: bigint; b: bigint } | undefined
  dependentField: MintV2Field
  /** B per A: the pair's, or the typed amounts' for the first provider. */
  price: Price<Token, Token> | undefined
  /** The liquidity tokens this deposit mints (undefined when too little or unknown). */
  liquidityMinted: bigint | undefined
  /** The minted tokens as a share of the supply after the mint. */
  poolShare: { numerator: bigint; denominator: bigint } | undefined
}

/** UniswapV2Pair.MINIMUM_LIQUIDITY: burnt on the first mint. */
export const MINIMUM_LIQUIDITY = 1000n

/**
 * The supply the pair's mint works on: UniswapV2Pair._mintFee mints the protocol's share of the
 * growth of √k since the last mint or burn before the new liquidity (fee on and kLast ≠ 0).
 */
export function supplyAfterFee(pair: V2PairData): bigint {
  if (!pair.feeOn || pair.kLast === 0n) return pair.totalSupply
  const rootK = sqrt(pair.reserve0 * pair.reserve1)
  const rootKLast = sqrt(pair.kLast)
  if (rootK <= rootKLast) return pair.totalSupply
  const fee = (pair.totalSupply * (rootK - rootKLast)) / (rootK * 5n + rootKLast)
  return pair.totalSupply + fee
}

/** UniswapV2Library.quote: amountA · reserveB / reserveA, rounded down. */
const quote = (amountA: bigint, reserveA: bigint, reserveB: bigint): bigint =>
  (amountA * reserveB) / reserveA

/**
 * UniswapV2Router02._addLiquidity: the amounts the pair receives for the desired `x` (the router's
 * tokenA) and `y`, given their reserves; both desired as they are for a pair without reserves.
 */
export function routerAmounts(
  x: bigint,
  y: bigint,
  reserveX: bigint,
  reserveY: bigint,
): { x: bigint; y: bigint } {
  if (reserveX === 0n && reserveY === 0n) return { x, y }
  const yOptimal = quote(x, reserveX, reserveY)
  if (yOptimal <= y) return { x, y: yOptimal }
  return { x: quote(y, reserveY, reserveX), y }
}

export function deriveV2Mint({
  form,
  tokenA,
  tokenB,
  lookup,
  routerFirst,
}: DeriveV2MintInput): DerivedV2Mint {
  const pair = lookup.status === 'EXISTS' ? lookup.pair : undefined
  const noLiquidity =
    lookup.status === 'NOT_EXISTS' ||
    (pair !== undefined &&
      (pair.totalSupply === 0n || (pair.reserve0 === 0n && pair.reserve1 === 0n)))
  const independentField = form.independentField
  const dependentField: MintV2Field =
    independentField === 'CURRENCY_A' ? 'CURRENCY_B' : 'CURRENCY_A'
  const none: DerivedV2Mint = {
    pair,
    noLiquidity,
    amounts: { a: undefined, b: undefined },
    deposit: undefined,
    dependentField,
    price: undefined,
    liquidityMinted: undefined,
    poolShare: undefined,
  }
  if (!tokenA || !tokenB || tokenA.equals(tokenB)) return none
  const [indepToken, depToken] =
    independentField === 'CURRENCY_A' ? [tokenA, tokenB] : [tokenB, tokenA]
  const independent = parseTypedAmount(form.typedValue, indepToken.decimals)
  let dependent: bigint | undefined
  if (noLiquidity) dependent = parseTypedAmount(form.otherTypedValue, depToken.decimals)
  else if (pair && independent !== undefined) {
    const sdk = toSdkPair(pair).pair
    const quoted = sdk
      .priceOf(indepToken)
      .quote(CurrencyAmount.fromRawAmount(indepToken, independent.toString()))
    dependent = BigInt(quoted.quotient.toString())
    if (dependent === 0n) dependent = undefined
  }
  const amounts =
    independentField === 'CURRENCY_A'
      ? { a: independent, b: dependent }
      : { a: dependent, b: independent }

  let price: Price<Token, Token> | undefined
  if (noLiquidity) {
    if (amounts.a !== undefined && amounts.b !== undefined)
      price = new Price(tokenA, tokenB, amounts.a.toString(), amounts.b.toString())
  } else if (pair) price = toSdkPair(pair).pair.priceOf(tokenA)

  let deposit: { a: bigint; b: bigint } | undefined
  if (amounts.a !== undefined && amounts.b !== undefined) {
    const aIs0 = pair ? pair.token0.equals(tokenA) : true
    const [rA, rB] = pair
      ? aIs0
        ? [pair.reserve0, pair.reserve1]
        : [pair.reserve1, pair.reserve0]
      : [0n, 0n]
    if (routerFirst === 'a') {
      const r = routerAmounts(amounts.a, amounts.b, rA, rB)
      deposit = { a: r.x, b: r.y }
    } else {
      const r = routerAmounts(amounts.b, amounts.a, rB, rA)
      deposit = { a: r.y, b: r.x }
    }
  }
  const minted = deposit && liquidityMinted(pair, tokenA, tokenB, deposit.a, deposit.b)
  // A first mint also locks MINIMUM_LIQUIDITY (1000) at the zero address.
  const supply = pair ? supplyAfterFee(pair) : 0n
  const poolShare =
    minted === undefined
      ? undefined
      : {
          numerator: minted,
          denominator: supply + minted + (supply === 0n ? MINIMUM_LIQUIDITY : 0n),
        }
  return { ...none, amounts, deposit, price, liquidityMinted: minted, poolShare }
}

/** What UniswapV2Pair.mint gives for `a` of A and `b` of B (v2-sdk getLiquidityMinted). */
function liquidityMinted(
  data: V2PairData | undefined,
  tokenA: Token,
  tokenB: Token,
  a: bigint,
  b: bigint,
): bigint | undefined {
  const sdk = data
    ? toSdkPair(data).pair
    : new Pair(CurrencyAmount.fromRawAmount(tokenA, 0), CurrencyAmount.fromRawAmount(tokenB, 0))
  const supply = CurrencyAmount.fromRawAmount(
    sdk.liquidityToken,
    (data ? supplyAfterFee(data) : 0n).toString(),
  )
  try {
    const minted = sdk.getLiquidityMinted(
      supply,
      CurrencyAmount.fromRawAmount(tokenA, a.toString()),
      CurrencyAmount.fromRawAmount(tokenB, b.toString()),
    )
    return BigInt(minted.quotient.toString())
  } catch {
    // InsufficientInputAmountError: the deposit mints nothing (below the minimum liquidity).
    return undefined
  }
}
