// How a pool's two tokens are named on screen and in routes: the wrapped native token as the
// native coin ('ETH'), as the reference interface does for /uni/{currencyIdA}/{currencyIdB} and
// the step-1 link (pairs hold WETH; the v2 add screen wraps ETH itself).
import type { Token } from '@uniswap/sdk-core'

export interface PoolCurrency {
  /** Route id: the token address, or the native coin's 'ETH'. */
  id: string
  symbol: string
  address: string
}

export function poolCurrencies(
  tokens: readonly [Token, Token],
  wrappedNative: string | undefined,
  nativeSymbol: string,
): readonly [PoolCurrency, PoolCurrency] {
  const one = (t: Token): PoolCurrency =>
    wrappedNative !== undefined && t.address.toLowerCase() === wrappedNative.toLowerCase()
      ? { id: 'ETH', symbol: nativeSymbol, address: t.address }
      : { id: t.address, symbol: t.symbol ?? '?', address: t.address }
  return [one(tokens[0]), one(tokens[1])]
}

/** One side's logo: the URLs to try, its symbol, its token's address to seed the identicon. */
export interface PoolLogo {
  srcs: string[]
  symbol: string
  seed: string
}

/** The pair's two logos (DoubleTokenLogo), from the tokens module's `useLogoUrls`. */
export function poolLogos(
  currencies: readonly [PoolCurrency, PoolCurrency],
  logos: (address: string) => string[],
): readonly [PoolLogo, PoolLogo] {
  const one = (c: PoolCurrency): PoolLogo => ({
    srcs: logos(c.address),
    symbol: c.symbol,
    seed: c.address,
  })
  return [one(currencies[0]), one(currencies[1])]
}
