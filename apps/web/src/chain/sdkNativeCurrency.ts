// The chain's native coin for the Uniswap SDKs. sdk-core's Ether knows the wrapped token of the
// public chains only; this one wraps to the chain's own (the devnet's WETH9, the chain table's),
// so calldata that checks `isNative` (swap value, refundETH, unwrapWETH9 on collect) works on
// every chain of the table. Used by the swap calldata and the liquidity screens.
import { type Currency, NativeCurrency, type Token } from '@uniswap/sdk-core'

export class ChainNativeCurrency extends NativeCurrency {
  private readonly wrappedToken: Token
  constructor(wrapped: Token, symbol: string, name: string) {
    super(wrapped.chainId, 18, symbol, name)
    this.wrappedToken = wrapped
  }
  override get wrapped(): Token {
    return this.wrappedToken
  }
  override equals(other: Currency): boolean {
    return other.isNative && other.chainId === this.chainId
  }
}
