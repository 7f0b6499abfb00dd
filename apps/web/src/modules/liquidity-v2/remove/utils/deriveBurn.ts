// What a v2 removal burns and pays (spec 02 §3 Burn state, §5 Removal): the field typed last
// (a percent of the account's LP, an LP amount, or an amount of either token) gives the liquidity
// to burn; the token amounts are what the pair's burn pays for exactly that liquidity —
// getLiquidityValue with the factory's fee switch and kLast, as the pair mints the protocol fee
// before it pays. More than the account holds gives nothing (the button then asks for an amount).
import { CurrencyAmount, type Token } from '@uniswap/sdk-core'
import { parseUnits } from 'viem'
import type { V2PairData } from '../../../liquidity'
import { toSdkPair } from '../../pair'
import type { BurnField } from '../state/burnStore'

export interface BurnAmounts {
  /** LP tokens to burn (raw, 18 decimals). */
  liquidity: bigint
  /** What the burn pays of token A / B (raw). */
  amountA: bigint
  amountB: bigint
}

export const NO_BURN: BurnAmounts = { liquidity: 0n, amountA: 0n, amountB: 0n }

/** The LP token has 18 decimals (spec 02 §3). */
export const LP_DECIMALS = 18

function parse(typed: string, decimals: number): bigint | undefined {
  if (!/^\d*\.?\d*$/.test(typed) || typed === '' || typed === '.') return undefined
  try {
    return parseUnits(typed, decimals)
  } catch {
    return undefined
  }
}

export interface DeriveBurnParameters {
  pair: V2PairData
  /** The pair's tokens as the route orders them (A, B). */
  tokenA: Token
  tokenB: Token
  field: BurnField
  typedValue: string
}

/** The pair's payout of `token` for burning `liquidity` (exact: what the pair's burn sends). */
export function liquidityValue(pair: V2PairData, token: Token, liquidity: bigint): bigint {
  const sdk = toSdkPair(pair)
  return BigInt(
    sdk.pair
      .getLiquidityValue(
        token,
        sdk.totalSupply,
        CurrencyAmount.fromRawAmount(sdk.pair.liquidityToken, liquidity.toString()),
        pair.feeOn,
        pair.kLast.toString(),
      )
      .quotient.toString(),
  )
}

function liquidityFor(p: DeriveBurnParameters): bigint | undefined {
  const { pair } = p
  const held = pair.balance
  switch (p.field) {
    case 'LIQUIDITY_PERCENT': {
      const percent = Number(p.typedValue)
      if (!Number.isInteger(percent) || percent < 0 || percent > 100) return undefined
      return (held * BigInt(percent)) / 100n
    }
    case 'LIQUIDITY': {
      const lp = parse(p.typedValue, LP_DECIMALS)
      return lp !== undefined && lp <= held ? lp : undefined
    }
    case 'CURRENCY_A':
    case 'CURRENCY_B': {
      const token = p.field === 'CURRENCY_A' ? p.tokenA : p.tokenB
      const amount = parse(p.typedValue, token.decimals)
      if (amount === undefined) return undefined
      const all = liquidityValue(pair, token, held)
      if (amount > all || all === 0n) return undefined
      // The share of the account's LP that pays `amount` (rounded down: never more than typed).
      return (held * amount) / all
    }
  }
}

export function deriveBurn(p: DeriveBurnParameters): BurnAmounts {
  if (p.pair.totalSupply === 0n) return NO_BURN
  const liquidity = liquidityFor(p)
  if (liquidity === undefined || liquidity === 0n) return NO_BURN
  return {
    liquidity,
    amountA: liquidityValue(p.pair, p.tokenA, liquidity),
    amountB: liquidityValue(p.pair, p.tokenB, liquidity),
  }
}

/** spec 02 §5 "The percentage display shows '<1' below 1%": the share of the account's LP. */
export function percentText(liquidity: bigint, held: bigint): string {
  if (held === 0n || liquidity === 0n) return '0'
  if (liquidity * 100n < held) return '<1'
  return ((liquidity * 100n) / held).toString()
}

/** The percent shown on the slider for the burn (integer 0–100). */
export function sliderPercent(liquidity: bigint, held: bigint): number {
  return held === 0n ? 0 : Number((liquidity * 100n) / held)
}
