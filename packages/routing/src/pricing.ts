// Prices for gas: how many raw units of a token one wei of the native currency is worth, read
// off the same snapshot with the engine's price quoting (spec 01 §9: at most 2 hops). The
// reference amount is 0.1 wrapped native — big enough for wei precision in 6-decimals tokens,
// small enough that price impact in the seeded pools is negligible. A price is a pure function
// of the snapshot, so it is found once per snapshot (one block and token set) and reused.
import { RoutingError } from './errors.ts'
import { findBestTrade } from './findBestTrade.ts'
import type { GasPricing } from './gas.ts'
import { normalizeAddress } from './graph/address.ts'
import { MAX_HOPS_PRICE_QUOTING } from './graph/routes.ts'
import type { PoolSnapshot } from './graph/types.ts'

export const PRICE_REFERENCE_WEI = 10n ** 17n

/** Raw token units per wei of the native currency. */
export type TokenPerWei = GasPricing['quoteTokenPerWei']

/** Prices found on one snapshot, by lowercase token address; null: no route prices it. */
export type TokenPrices = Readonly<Record<string, TokenPerWei | null>>

/** Raw `token` per wei, or undefined when no route connects the wrapped native token to it. */
export function tokenPerWei(
  snapshot: PoolSnapshot,
  wrappedNative: string,
  token: string,
): TokenPerWei | undefined {
  if (normalizeAddress(token) === normalizeAddress(wrappedNative))
    return { numerator: 1n, denominator: 1n }
  try {
    const trade = findBestTrade({
      snapshot,
      tokenIn: wrappedNative,
      tokenOut: token,
      tradeType: 'exactIn',
      amount: PRICE_REFERENCE_WEI,
      maxHops: MAX_HOPS_PRICE_QUOTING,
    })
    return { numerator: trade.amountOut, denominator: PRICE_REFERENCE_WEI }
  } catch (e) {
    if (e instanceof RoutingError) return undefined
    throw e
  }
}

/** Cost of `gas` at `gasPriceWei` in raw units of a token at `perWei`, rounded down (display). */
export function gasCostInToken(gas: bigint, gasPriceWei: bigint, perWei: TokenPerWei): bigint {
  return (gas * gasPriceWei * perWei.numerator) / perWei.denominator
}

/** Prices per snapshot object, forgotten with it (PoolStateCache hands out one per block). */
export interface TokenPriceCache {
  get(snapshot: PoolSnapshot): TokenPrices | undefined
  set(snapshot: PoolSnapshot, prices: TokenPrices): void
}

export function createTokenPriceCache(): TokenPriceCache {
  const bySnapshot = new WeakMap<PoolSnapshot, TokenPrices>()
  return {
    get: (snapshot) => bySnapshot.get(snapshot),
    set: (snapshot, prices) => void bySnapshot.set(snapshot, prices),
  }
}
