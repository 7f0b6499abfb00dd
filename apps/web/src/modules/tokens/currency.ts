// The one Currency type of the app (issue 11 §3 "one Currency type with isNative and
// sameCurrency helpers"; STYLE.md: helpers were written out in three modules). A currency is a
// token from a list, a user-added or an on-chain-read token, or the chain's native coin, whose
// address is NATIVE_ADDRESS ('ETH': what the routes, URL parameters and stored currency ids say
// whatever the chain, spec 01 §2/§3). Swap sides, quote inputs, approvals and transaction
// records all use it; its ERC-20 for routing is the quote module's routeTokenOf.
import type { ChainInfo } from '../../chain/chains'
import type { ListedToken } from './types'

export type Currency = ListedToken

/** The native coin's address and currency id on every chain (spec 01 §3 currency ids). */
export const NATIVE_ADDRESS = 'ETH'

/** Whether `currency` is the chain's native coin rather than an ERC-20. */
export const isNative = (currency: { address: string }): boolean =>
  currency.address === NATIVE_ADDRESS

/** The same currency on the same chain (addresses compared case-insensitively); null/undefined never match. */
export function sameCurrency(
  a: Pick<Currency, 'chainId' | 'address'> | null | undefined,
  b: Pick<Currency, 'chainId' | 'address'> | null | undefined,
): boolean {
  return (
    a != null &&
    b != null &&
    a.chainId === b.chainId &&
    a.address.toLowerCase() === b.address.toLowerCase()
  )
}

/** spec 01 §3: a currency id is the token address, or 'ETH' for the native coin. */
export const currencyId = (currency: { address: string }): string => currency.address

/** `chain`'s native coin as a Currency. */
export function nativeToken(chain: ChainInfo): Currency {
  return { chainId: chain.id, address: NATIVE_ADDRESS, ...chain.nativeCurrency }
}

/** Polygon's native coin: POL since the 2024 migration, MATIC in links made before it. */
const POLYGON_NATIVE_IDS = new Set(['POL', 'MATIC'])

/**
 * A currency id that names a native coin: 'ETH' on every chain (spec 01 §3), or the chain's own
 * native symbol (and MATIC on Polygon, whose coin is POL now: issue 33 follows the chain). The
 * chain's native Currency; 'other-chain' for Polygon's coin named on another chain, which is
 * never taken for that chain's own (spec 01 §8 "Not matic": Polygon's native coin used on
 * another chain); undefined when `id` names no native coin.
 */
export function nativeById(chain: ChainInfo, id: string): Currency | 'other-chain' | undefined {
  const upper = id.toUpperCase()
  const ownSymbol = chain.nativeCurrency.symbol.toUpperCase()
  if (upper === NATIVE_ADDRESS || upper === ownSymbol) return nativeToken(chain)
  if (!POLYGON_NATIVE_IDS.has(upper)) return undefined
  return POLYGON_NATIVE_IDS.has(ownSymbol) ? nativeToken(chain) : 'other-chain'
}
