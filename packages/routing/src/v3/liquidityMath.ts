// LiquidityMath.addDelta (v3-core): liquidity is a uint128 and the pool reverts with 'LS'
// (liquidity sub) or 'LA' (liquidity add) rather than wrap.
import { MathRevertError } from '../errors.ts'
import { MAX_UINT128 } from './fullMath.ts'

export function addDelta(x: bigint, y: bigint): bigint {
  const z = x + y
  if (z < 0n) throw new MathRevertError('LS')
  if (z > MAX_UINT128) throw new MathRevertError('LA')
  return z
}
