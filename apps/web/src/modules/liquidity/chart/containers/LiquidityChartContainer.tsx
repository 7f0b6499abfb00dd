import { useLingui } from '@lingui/react'
import type { Currency, Price, Token } from '@uniswap/sdk-core'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { Skeleton } from '../../../../ui'
import { type TickGrid, tickSpacingOf } from '../../range/feeTiers'
import { isInvertedView } from '../../range/price'
import type { PoolTicksQuery } from '../actions/poolTicks'
import { type ChartBound, LiquidityChart } from '../components/LiquidityChart'
import { useDepthSeries } from '../hooks/useDepthSeries'
import { useSetDragPreview } from '../state/dragPreview'
import { CHART_STRINGS as S } from '../strings'
import {
  droppedHandleTyped,
  type HandleSide,
  handleValueText,
  steppedHandleTyped,
} from '../utils/handles'
import { initialRange } from '../utils/zoom'

export interface LiquidityChartContainerProps {
  /** The pool's ticks as read (v3: usePoolTicks; v4: useV4PoolTicks); data null: no pool. */
  ticks: PoolTicksQuery
  /** The view's base: prices are "currencyB per currencyA" (the add form's order). */
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  /** A v3 tier, or a v4 pool's tick spacing. */
  feeAmount: TickGrid | undefined
  /** Whether the range's ticks sit at the usable limits, in pool order (tickLower, tickUpper). */
  ticksAtLimit: { LOWER?: boolean | undefined; UPPER?: boolean | undefined }
  /** The pool's current price of A in B (or that price as a float); undefined while unknown. */
  price: Price<Token, Token> | number | undefined
  /** The range's min and max price in the view (A in B), from the form's ticks. */
  priceLower: Price<Token, Token> | undefined
  priceUpper: Price<Token, Token> | undefined
  /** Handles can be dragged and stepped (false: a read-only chart). */
  interactive: boolean
  /** The min range input's new text (spec 02 §5: the form parses, rounds and clamps it). */
  onLeftRangeInput: (typed: string) => void
  onRightRangeInput: (typed: string) => void
  /**
   * Whether the chart sets the initial range of spec 02 §9 while no bound is set (default true;
   * false when the form does it itself).
   */
  proposeInitialRange?: boolean
  /** The title's unit symbols; default: the currencies' own (issue 34 #9). */
  unitSymbols?: { base: string; quote: string } | undefined
}

// Digits enough to place a handle or the price line within a pixel.
const FLOAT_DIGITS = 10
const floatOf = (p: Price<Token, Token> | undefined): number | undefined =>
  p && Number.parseFloat(p.toSignificant(FLOAT_DIGITS))

/**
 * The add form's liquidity depth chart over the pool of (currencyA, currencyB, feeAmount), its
 * ticks as read from the chain (spec 02 §2 price range section, §8 chart messages). While no
 * range is set it proposes the initial range of spec 02 §9 through the range-input setters.
 */
export function LiquidityChartContainer(props: LiquidityChartContainerProps) {
  const { ticks, currencyA, currencyB, feeAmount, ticksAtLimit, price } = props
  const { priceLower, priceUpper, interactive, onLeftRangeInput, onRightRangeInput } = props
  const { proposeInitialRange = true } = props
  const { _ } = useLingui()
  const setPreview = useSetDragPreview()
  const base = currencyA?.wrapped
  const quote = currencyB?.wrapped
  const series = useDepthSeries(ticks.data, base, quote)
  const current = useMemo(() => (typeof price === 'number' ? price : floatOf(price)), [price])
  const inverted = base && quote && !base.equals(quote) ? isInvertedView({ base, quote }) : false
  const minAtLimit = Boolean(inverted ? ticksAtLimit.UPPER : ticksAtLimit.LOWER)
  const maxAtLimit = Boolean(inverted ? ticksAtLimit.LOWER : ticksAtLimit.UPPER)
  const min = useMemo<ChartBound>(
    () => ({
      price: floatOf(priceLower),
      text: handleValueText('min', priceLower, minAtLimit),
      atLimit: minAtLimit,
    }),
    [priceLower, minAtLimit],
  )
  const max = useMemo<ChartBound>(
    () => ({
      price: floatOf(priceUpper),
      text: handleValueText('max', priceUpper, maxAtLimit),
      atLimit: maxAtLimit,
    }),
    [priceUpper, maxAtLimit],
  )

  const setInitialRange = () => {
    if (current === undefined || feeAmount === undefined) return
    const [lo, hi] = initialRange(current, feeAmount)
    const left = droppedHandleTyped('min', lo)
    const right = droppedHandleTyped('max', hi)
    if (left !== undefined) onLeftRangeInput(left)
    if (right !== undefined) onRightRangeInput(right)
  }
  // spec 02 §9: with no range typed yet, the chart's initial range becomes the form's range.
  // Once per pool: a range the user clears afterwards stays cleared.
  const grid = feeAmount === undefined ? '' : tickSpacingOf(feeAmount)
  const poolKey = `${base?.chainId}:${base?.address}:${quote?.address}:${grid}`
  const proposedFor = useRef<string | null>(null)
  const noRange = priceLower === undefined && priceUpper === undefined
  const ready = proposeInitialRange && interactive && series !== undefined && current !== undefined
  useEffect(() => {
    if (ready && noRange && proposedFor.current !== poolKey) {
      proposedFor.current = poolKey
      setInitialRange()
    }
  })

  useEffect(() => {
    // spec 02 §8: 'Liquidity data not available' is also reported.
    if (ticks.error) console.error('Liquidity data not available', ticks.error)
  }, [ticks.error])

  const onMove = (side: HandleSide, at: number) => {
    const typed = droppedHandleTyped(side, at)
    if (typed !== undefined) (side === 'min' ? onLeftRangeInput : onRightRangeInput)(typed)
  }
  const onStep = (side: HandleSide, direction: 'increase' | 'decrease') => {
    const bound = side === 'min' ? priceLower : priceUpper
    if (!bound || !base || !quote || feeAmount === undefined) return
    const typed = steppedHandleTyped({ bound, base, quote, fee: feeAmount, direction })
    ;(side === 'min' ? onLeftRangeInput : onRightRangeInput)(typed)
  }

  const message = (text: ReactNode) => (
    <div className="liquidity-chart__message" data-testid="liquidity-chart-message">
      {text}
    </div>
  )
  if (!base || !quote || feeAmount === undefined || ticks.data === null)
    return message(_(S.uninitialized))
  if (ticks.isPending)
    return (
      <div className="liquidity-chart__message" role="status" aria-label={_(S.loading)}>
        <Skeleton height={150} shape="block" testId="liquidity-chart-loading" />
      </div>
    )
  if (ticks.isError) return message(_(S.unavailable))
  if (current === undefined) return message(_(S.uninitialized))
  if (!series || series.length === 0) return message(_(S.noData))
  return (
    <LiquidityChart
      series={series}
      current={current}
      fee={feeAmount}
      min={min}
      max={max}
      interactive={interactive}
      // issue 34 #9: the unit the user chose (ETH, not the pool's WETH), as the inputs say it.
      title={_({
        ...S.chartLabel,
        values: props.unitSymbols ?? {
          base: currencyA?.symbol ?? base.symbol ?? '',
          quote: currencyB?.symbol ?? quote.symbol ?? '',
        },
      })}
      onMove={onMove}
      onPreview={setPreview}
      onStep={onStep}
      onReset={setInitialRange}
    />
  )
}
