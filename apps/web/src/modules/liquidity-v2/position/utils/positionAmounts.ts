// A v2 position's figures (spec 02 §2 v2 list, v2 add "A panel showing the user's existing
// position"): the pooled amount of each token — the v2-sdk's getLiquidityValue with the factory's
// fee switch and kLast, so it is what burning the whole balance would pay, to the wei — and the
// account's share of the supply.
import type { V2PairData } from '../../../liquidity'
import { toSdkPair } from '../../pair'

export interface V2PositionAmounts {
  amount0: bigint
  amount1: bigint
  /** balance / totalSupply */
  share: { numerator: bigint; denominator: bigint }
}

export function positionAmounts(data: V2PairData): V2PositionAmounts {
  const share = { numerator: data.balance, denominator: data.totalSupply }
  if (data.balance === 0n || data.totalSupply === 0n || data.balance > data.totalSupply)
    return { amount0: 0n, amount1: 0n, share }
  const { pair, totalSupply, balance } = toSdkPair(data)
  const value = (token: typeof data.token0) =>
    BigInt(
      pair
        .getLiquidityValue(token, totalSupply, balance, data.feeOn, data.kLast.toString())
        .quotient.toString(),
    )
  return { amount0: value(data.token0), amount1: value(data.token1), share }
}
