// Issue 34 #9: one price unit on the whole add flow (start price, range inputs, chart, preview),
// named after what the user picked: "USDC per ETH" when they chose ETH, not the pool's WETH.
// The pool token is only a fallback for flows that have no currency (the v2 → v3 migration
// passes the pair's tokens).
/** Anything with a symbol: the app's listed tokens and ETH, or the SDK's pool tokens. */
type Named = { readonly symbol?: string | undefined } | undefined

export interface PriceUnitSides {
  currencyA?: Named
  currencyB?: Named
  tokenA?: Named
  tokenB?: Named
}

/** The symbols of "quote per base" as the user chose them; undefined until both sides are set. */
export function priceUnitSymbols(
  sides: PriceUnitSides,
): { base: string; quote: string } | undefined {
  const base = (sides.currencyA ?? sides.tokenA)?.symbol
  const quote = (sides.currencyB ?? sides.tokenB)?.symbol
  return base && quote ? { base, quote } : undefined
}
