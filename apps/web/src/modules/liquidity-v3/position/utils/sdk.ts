// The position as v3-sdk objects (ARCHITECTURE "Writes: v3-sdk for the position manager";
// principle 3: amounts exact to the wei). The SDK computes the underlying amounts the way the pool
// does (rounded down on a burn), so what the screens show is what the chain pays.
import { Percent, Token } from '@uniswap/sdk-core'
import { Pool, Position } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import type { OnChainPosition, PositionTokenAmounts } from '../actions/readPosition'

export interface PositionToken {
  address: Address
  decimals: number
  symbol: string
}

export interface SdkPosition {
  token0: Token
  token1: Token
  pool: Pool
  position: Position
}

const toToken = (chainId: number, t: PositionToken) =>
  new Token(chainId, t.address, t.decimals, t.symbol)

/** The pool at slot0's price and the position in it (the pool's liquidity plays no part here). */
export function sdkPosition(
  chainId: number,
  details: Pick<OnChainPosition, 'fee' | 'tickLower' | 'tickUpper' | 'liquidity' | 'pool'>,
  tokens: { token0: PositionToken; token1: PositionToken },
): SdkPosition {
  const token0 = toToken(chainId, tokens.token0)
  const token1 = toToken(chainId, tokens.token1)
  const pool = new Pool(
    token0,
    token1,
    details.fee,
    details.pool.sqrtPriceX96.toString(),
    '0',
    details.pool.tick,
  )
  const position = new Position({
    pool,
    liquidity: details.liquidity.toString(),
    tickLower: details.tickLower,
    tickUpper: details.tickUpper,
  })
  return { token0, token1, pool, position }
}

/** What the position's liquidity is worth in each token now (spec 02 §2 liquidity value). */
export function positionAmounts(position: Position): PositionTokenAmounts {
  return {
    amount0: BigInt(position.amount0.quotient.toString()),
    amount1: BigInt(position.amount1.quotient.toString()),
  }
}

export interface RemovalAmounts extends PositionTokenAmounts {
  /** The liquidity decreaseLiquidity removes: ⌊liquidity × percent / 100⌋, as the SDK sends it. */
  liquidity: bigint
}

/**
 * What decreaseLiquidity pays for `percent` of the position (1–100): the amounts of the partial
 * position the SDK's removeCallParameters builds, so the preview equals the chain to the wei.
 */
export function removalAmounts(sdk: SdkPosition, percent: number): RemovalAmounts {
  const { position } = sdk
  const liquidity = new Percent(percent, 100).multiply(position.liquidity).quotient
  const partial = new Position({
    pool: position.pool,
    liquidity,
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
  })
  return { liquidity: BigInt(liquidity.toString()), ...positionAmounts(partial) }
}
