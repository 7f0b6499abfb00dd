import type { Token } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import type { PoolTicks } from '../actions/poolTicks'
import { activeLiquidity, type DepthPoint, depthSeries } from '../utils/depth'

/** The depth series of `ticks` in the view "quote per base", recomputed only when either changes. */
export function useDepthSeries(
  ticks: PoolTicks | null | undefined,
  base: Token | undefined,
  quote: Token | undefined,
): DepthPoint[] | undefined {
  return useMemo(() => {
    if (!ticks || !base || !quote) return undefined
    return depthSeries(activeLiquidity(ticks.ticks, ticks.tickCurrent, ticks.liquidity), {
      base,
      quote,
    })
  }, [ticks, base, quote])
}
