import type { Price, Token } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import type { FeeTier } from '../../../liquidity'
import { isInvertedView, type TickRange, tickAtLimit, tickPrice } from '../../../liquidity'
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

/**
 * The depth chart in the add form's slot: its tick range becomes the view's bounds and limit
 * flags. The form proposes the initial range itself, so the chart does not.
 */
export function LiquidityChartSlot(props: LiquidityChartSlotProps) {
  const { chainId, tokenA, tokenB, fee, price, ticks, interactive } = props
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
      chainId={chainId}
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
