// Prices for gas: how many raw units of a token one wei of the native currency is worth, read
// off the same snapshot with the engine's price quoting (spec 01 §9: at most 2 hops). The
// reference amount is 0.1 wrapped native — big enough for wei precision in 6-decimals tokens,
// small enough that price impact in the seeded pools is negligible.
import {
  findBestTrade,
  type GasPricing,
  MAX_HOPS_PRICE_QUOTING,
  type PoolSnapshot,
  RoutingError,
} from '@tidepool/routing'
import { formatUnits } from 'viem'
import type { Address } from './params.ts'

const REFERENCE_WEI = 10n ** 17n

export type Fraction = GasPricing['quoteTokenPerWei']

/** Raw `token` per wei, or undefined when no route connects the wrapped native token to it. */
export function tokenPerWei(
  snapshot: PoolSnapshot,
  wrappedNative: Address,
  token: Address,
): Fraction | undefined {
  if (token === wrappedNative) return { numerator: 1n, denominator: 1n }
  try {
    const trade = findBestTrade({
      snapshot,
      tokenIn: wrappedNative,
      tokenOut: token,
      tradeType: 'exactIn',
      amount: REFERENCE_WEI,
      maxHops: MAX_HOPS_PRICE_QUOTING,
    })
    return { numerator: trade.amountOut, denominator: REFERENCE_WEI }
  } catch (e) {
    if (e instanceof RoutingError) return undefined
    throw e
  }
}

/** Cost of `gas` at `gasPriceWei` in the USD token, as a decimal string of whole dollars. */
export function gasCostUsd(
  gas: bigint,
  gasPriceWei: bigint,
  usdPerWei: Fraction,
  usdDecimals: number,
): string {
  const raw = (gas * gasPriceWei * usdPerWei.numerator) / usdPerWei.denominator
  return formatUnits(raw, usdDecimals)
}
