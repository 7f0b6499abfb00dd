import { TokenLogo as LogoImage } from '../../../ui'

export interface TokenLogoProps {
  address: string
  symbol: string
  /** Candidate URLs in order (tokenLogoUrls); each failure moves to the next. */
  urls: readonly string[]
  size?: number
}

/**
 * A token logo: the design system's TokenLogo over each URL in turn, then the identicon of the
 * address; never a broken image. Failures count per address: a reused element (a virtualized
 * row showing another token after a search) starts again from its first URL.
 */
export function TokenLogo({ address, symbol, urls, size = 24 }: TokenLogoProps) {
  return <LogoImage srcs={urls} symbol={symbol} size={size} seed={address} />
}
