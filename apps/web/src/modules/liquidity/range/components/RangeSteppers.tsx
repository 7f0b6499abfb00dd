// spec 02 §2 "min/max price steppers" and §4 "Full Range shows an Efficiency Comparison warning
// requiring 'I understand' before it applies": the min and max boxes (PriceStepper: one tick
// spacing a step, rounded to the grid, §5) and Full Range behind its warning, on the mint form
// store. The v3 add, the v4 add and the change of range (issue 32) show the same steppers.
import type { Price, Token } from '@uniswap/sdk-core'
import { Button } from '../../../../ui'
import { useMintForm } from '../../mint/state/mintStore'
import { isInvertedView } from '../price'
import { steppedBound, type ViewParameters } from '../rangeTicks'
import type { TickRange } from '../ticks'
import { FullRangeWarning } from './FullRangeWarning'
import { PriceStepper } from './PriceStepper'
import './priceStepper.css'

export interface RangeSteppersProps {
  /** The pair and grid the prices are read in; undefined while it is not known. */
  view: ViewParameters | undefined
  ticks: Partial<TickRange>
  /** The boxes' texts (boundTexts, or a drag's preview). */
  texts: { min: string; max: string }
  /** 'quote per base'. */
  unit: string
  labels: { min: string; max: string; fullRange: string }
  /** Where a step starts when its bound is not set yet. */
  price: Price<Token, Token> | undefined
  disabled: boolean
  /** The steppers' test ids and Full Range's: `${prefix}-min`, `${prefix}-max`, `${full}`. */
  testIds: { min: string; max: string; fullRange: string }
}

export function RangeSteppers(p: RangeSteppersProps) {
  const form = useMintForm()
  const { view, ticks } = p
  const inverted = view ? isInvertedView(view) : false
  // The min box's tick: the lower one, or the upper one in the inverted view.
  const minTick = inverted ? ticks.tickUpper : ticks.tickLower
  const maxTick = inverted ? ticks.tickLower : ticks.tickUpper
  const step =
    (tick: number | undefined, dir: 'increase' | 'decrease', set: (v: string) => void) => () => {
      if (view && tick !== undefined) set(steppedBound(tick, view, dir))
      else if (view && p.price) set(p.price.toSignificant(8))
    }
  return (
    <>
      <div className="range-steppers">
        <PriceStepper
          label={p.labels.min}
          value={p.texts.min}
          unit={p.unit}
          onCommit={form.onLeftRangeInput}
          onIncrement={step(minTick, 'increase', form.onLeftRangeInput)}
          onDecrement={step(minTick, 'decrease', form.onLeftRangeInput)}
          disabled={p.disabled}
          testId={p.testIds.min}
        />
        <PriceStepper
          label={p.labels.max}
          value={p.texts.max}
          unit={p.unit}
          onCommit={form.onRightRangeInput}
          onIncrement={step(maxTick, 'increase', form.onRightRangeInput)}
          onDecrement={step(maxTick, 'decrease', form.onRightRangeInput)}
          disabled={p.disabled}
          testId={p.testIds.max}
        />
      </div>
      {form.fullRangeAsked ? (
        <FullRangeWarning onUnderstand={form.setFullRange} />
      ) : (
        <Button
          variant="secondary"
          block
          onClick={form.askFullRange}
          disabled={p.disabled}
          testId={p.testIds.fullRange}
        >
          {p.labels.fullRange}
        </Button>
      )}
    </>
  )
}
