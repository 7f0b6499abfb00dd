// spec 02 §2 Remove v2 liquidity (the reference's links): with one side native, "Receive WETH";
// with one side the wrapped native, "Receive ETH" — the same pair, the other side's URL.
import type { ChainInfo } from '../../../../chain/chains'

export interface WrapLink {
  /** The remove route with the one side switched. */
  to: string
  /** The currency that side then pays out in. */
  symbol: string
}

export interface WrapLinkParameters {
  chain: Pick<ChainInfo, 'wrappedNative' | 'wrappedNativeSymbol' | 'nativeCurrency'>
  /** The route's currency ids ('ETH' for the native currency, else an address). */
  currencyIdA: string
  currencyIdB: string
  nativeSide: 'A' | 'B' | null
}

/** The link to the pair's other form of the native side, or null when neither side is either. */
export function wrapLink({
  chain,
  currencyIdA,
  currencyIdB,
  nativeSide,
}: WrapLinkParameters): WrapLink | null {
  const weth = chain.wrappedNative?.address.toLowerCase()
  const isWeth = (id: string) => weth !== undefined && id.toLowerCase() === weth
  const switchTo = (side: 'A' | 'B', id: string) =>
    side === 'A' ? `/remove/v2/${id}/${currencyIdB}` : `/remove/v2/${currencyIdA}/${id}`
  if (nativeSide && chain.wrappedNative)
    return {
      to: switchTo(nativeSide, chain.wrappedNative.address),
      symbol: chain.wrappedNativeSymbol,
    }
  if (isWeth(currencyIdA)) return { to: switchTo('A', 'ETH'), symbol: chain.nativeCurrency.symbol }
  if (isWeth(currencyIdB)) return { to: switchTo('B', 'ETH'), symbol: chain.nativeCurrency.symbol }
  return null
}
