// Where a pair's pool lives (spec 02 §3 Pool: token0, token1, fee): tokens sorted by address and
// the CREATE2 address under the chain's v3 factory (the devnet's pool init code hash is the
// SDK's, devnet-facts.md).
import type { Token } from '@uniswap/sdk-core'
import { computePoolAddress } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import type { FeeTier } from '../../range/feeTiers'

export interface PoolKey {
  token0: Token
  token1: Token
  fee: FeeTier
  address: Address
}

/** The pool key of two different tokens, or undefined when they are the same token. */
export function poolKey(
  tokenA: Token,
  tokenB: Token,
  fee: FeeTier,
  factory: Address,
): PoolKey | undefined {
  if (tokenA.equals(tokenB)) return undefined
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  const address = computePoolAddress({
    factoryAddress: factory,
    tokenA: token0,
    tokenB: token1,
    fee,
  }) as Address
  return { token0, token1, fee, address }
}
