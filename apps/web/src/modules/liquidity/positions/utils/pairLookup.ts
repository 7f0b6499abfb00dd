// A v2-style pair as the screens and the v2 positions need it (spec 02 §3 V2 pair, §4 v2 pool
// status): the reserves, the liquidity token's supply and the account's balance of it (what a v2
// position's pooled amounts come from), with the status rule of §4 —
// LOADING while loading; INVALID when a token is missing or both are the same; NOT_EXISTS when the
// reserves cannot be read (no pair there); else EXISTS (an existing pair may hold no reserves).
import type { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import type { V2Exchange } from '../../../../chain/contracts'

export interface V2PairData {
  exchange: V2Exchange
  /** The pair contract, which is also its liquidity token (18 decimals, spec 02 §3). */
  address: Address
  /** Sorted as the pair stores them. */
  token0: Token
  token1: Token
  reserve0: bigint
  reserve1: bigint
  /** The liquidity token's total supply. */
  totalSupply: bigint
  /** The account's liquidity-token balance (0n without an account). */
  balance: bigint
  /** pair.kLast and whether the factory's protocol fee is on (feeTo ≠ 0): exact removal values. */
  kLast: bigint
  feeOn: boolean
}

export type V2PairLookup =
  | { status: 'LOADING' }
  | { status: 'INVALID' }
  | { status: 'NOT_EXISTS'; address: Address }
  | { status: 'EXISTS'; pair: V2PairData }

/** Sorted pair tokens, or undefined when a token is missing or both are the same (INVALID). */
export function sortedPairTokens(
  tokenA: Token | undefined,
  tokenB: Token | undefined,
): readonly [Token, Token] | undefined {
  if (!tokenA || !tokenB || tokenA.chainId !== tokenB.chainId || tokenA.equals(tokenB))
    return undefined
  return tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
}
