import type { Price, Token } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import type { FeeTier, TickGrid } from '../../range/feeTiers'
import { isInvertedView, tickPrice } from '../../range/price'
import { type TickRange, tickAtLimit } from '../../range/ticks'
import type { PoolTicksQuery } from '../actions/poolTicks'
import { usePoolTicks } from '../hooks/usePoolTicks'
import { LiquidityChartContainer } from './LiquidityChartContainer'

/**
 * What the add form hands its chart slot (modules/liquidity-v3/add ChartSlotProps, same names):
 * the pair in the view's order, the tier, the price as a float, the range's ticks and the
 * range-input setters.
 */
export interface LiquidityChartSlotProps {
  chainId: number
  /** Unused: the chart derives the pool's address from the pair and tier (CREATE2). */
  poolAddress?: string | undefined
  tokenA: Token | undefined
  tokenB: Token | undefined
  fee: FeeTier | undefined
  /** One A in B as a float. */
  price: number | undefined
  tickCurrent?: number | undefined
  ticks: Partial<TickRange>
  onLeftRangeInput: (typed: string) => void
  onRightRangeInput: (typed: string) => void
  interactive: boolean
  /** The unit's symbols as the user chose them (issue 34 #9: ETH, not the pool's WETH). */
  unitSymbols?: { base: string; quote: string } | undefined
}

type ViewBounds = { min?: Price<Token, Token>; max?: Price<Token, Token> }

/** The range's min and max price in the view A in B; in the inverted view min comes from tickUpper. */
function viewBounds(ticks: Partial<TickRange>, base: Token, quote: Token): ViewBounds {
  const at = (tick: number | undefined) =>
    tick === undefined ? undefined : tickPrice(tick, base, quote)
  const lower = at(ticks.tickLower)
  const upper = at(ticks.tickUpper)
  return isInvertedView({ base, quote }) ? { min: upper, max: lower } : { min: lower, max: upper }
}

/** The v3 pool's depth chart in the add form's slot (ticks through TickLens: usePoolTicks). */
export function LiquidityChartSlot(props: LiquidityChartSlotProps) {
  const { chainId, tokenA, tokenB, fee } = props
  const pool = usePoolTicks({ chainId, tokenA, tokenB, fee })
  return <RangeChartSlot {...props} pool={pool} />
}

export interface RangeChartSlotProps
  extends Omit<LiquidityChartSlotProps, 'chainId' | 'poolAddress' | 'tickCurrent' | 'fee'> {
  /** A v3 tier, or a v4 pool's tick spacing (memoized by the caller: the chart's scale keys on it). */
  fee: TickGrid | undefined
  /** The pool's ticks as read (v3 or v4). */
  pool: PoolTicksQuery
}

/**
 * The depth chart in a range form's slot, over ticks read by either version: its tick range
 * becomes the view's bounds and limit flags. The form proposes the initial range itself, so the
 * chart does not.
 */
export function RangeChartSlot(props: RangeChartSlotProps) {
  const { tokenA, tokenB, fee, price, ticks, interactive } = props
  const { tickLower, tickUpper } = ticks
  const bounds = useMemo<ViewBounds>(
    () =>
      tokenA && tokenB && !tokenA.equals(tokenB)
        ? viewBounds({ tickLower, tickUpper }, tokenA, tokenB)
        : {},
    [tokenA, tokenB, tickLower, tickUpper],
  )
  const ticksAtLimit = {
    LOWER: fee !== undefined && tickLower !== undefined && tickAtLimit(tickLower, fee) === 'lower',
    UPPER: fee !== undefined && tickUpper !== undefined && tickAtLimit(tickUpper, fee) === 'upper',
  }
  return (
    <LiquidityChartContainer
      ticks={props.pool}
      currencyA={tokenA}
      currencyB={tokenB}
      feeAmount={fee}
      ticksAtLimit={ticksAtLimit}
      price={price}
      priceLower={bounds.min}
      priceUpper={bounds.max}
      interactive={interactive}
      onLeftRangeInput={props.onLeftRangeInput}
      onRightRangeInput={props.onRightRangeInput}
      proposeInitialRange={false}
      unitSymbols={props.unitSymbols}
    />
  )
}
