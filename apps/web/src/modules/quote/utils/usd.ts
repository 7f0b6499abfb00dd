// Fiat values (spec 01 §2 Token input panel; §9 Routing: "Price quoting uses per-chain references
// for stable amounts"). A currency is priced by quoting a fixed amount of the chain's stablecoin
// out of it (exact output, at most 2 hops); the value of any amount follows from that ratio on
// integers, and becomes a float only at the end, for display.
import { formatUnits } from 'viem'
import type { ChainInfo } from '../../../chain/chains'

/**
 * Whole stablecoin units quoted for a price: big enough that the price is not dust-rounded,
 * small enough that the quote's price impact stays negligible in the pools of that chain (the
 * devnet's seeded pools are shallow next to mainnet's).
 */
export function usdReferenceUnits(chain: ChainInfo): bigint {
  if (chain.isLocal) return 100n
  return chain.networkType === 'L2' ? 10_000n : 100_000n
}

/** Raw stablecoin amount used as the reference, or undefined without a stablecoin. */
export function usdReferenceAmount(chain: ChainInfo): bigint | undefined {
  const stable = chain.stablecoin
  if (stable === undefined) return undefined
  return usdReferenceUnits(chain) * 10n ** BigInt(stable.decimals)
}

/** `currencyRaw` of the currency is worth `usdRaw` of the stablecoin (raw units both). */
export interface UsdPrice {
  currencyRaw: bigint
  usdRaw: bigint
  usdDecimals: number
}

/** The stablecoin itself: one raw unit is one raw unit. */
export const usdPriceOfStablecoin = (usdDecimals: number): UsdPrice => ({
  currencyRaw: 1n,
  usdRaw: 1n,
  usdDecimals,
})

/** Dollar value of `amountRaw` (display only: a float). */
export function usdValueOf(amountRaw: bigint, price: UsdPrice): number {
  if (price.currencyRaw <= 0n) return 0
  const usdRaw = (amountRaw * price.usdRaw) / price.currencyRaw
  return Number(formatUnits(usdRaw, price.usdDecimals))
}
