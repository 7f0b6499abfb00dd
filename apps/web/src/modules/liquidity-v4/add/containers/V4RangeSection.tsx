// Issue 32 "Range and amounts": a new pool's starting price, then the min and max price in one
// unit (#7990) with the core's steppers (PriceStepper: one tick spacing a step, rounded to the
// pool's spacing, spec 02 §5), Full Range (the pool's usable limits), and for an existing pool the
// core's depth chart with draggable handles (spec 02 §2). The rate toggle turns the unit round,
// currency1 per currency0 ⇄ currency0 per currency1, for the steppers, the chart and the starting
// price; the range keeps its ticks (the core's toggledRangeInputs) and the amounts stay as they are.
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import {
  boundTexts,
  DragPreviewProvider,
  RangeSteppers,
  RateToggle,
  toggledRangeInputs,
  useDraggedTexts,
  useMintForm,
  V4LiquidityChartSlot,
} from '../../../liquidity'
import type { V4AddFlow } from '../hooks/useV4AddFlow'
import { usePoolChoice } from '../state/poolChoiceStore'
import { ADD_V4_STRINGS as S } from '../strings'

const PRICE = /^\d*\.?\d*$/

// Issue 34 #10 as on v3: the chart and the min/max boxes share the bounds of a drag in progress.
export function V4RangeSection({ flow }: { flow: V4AddFlow }) {
  return (
    <DragPreviewProvider>
      <V4RangeBody flow={flow} />
    </DragPreviewProvider>
  )
}

function V4RangeBody({ flow }: { flow: V4AddFlow }) {
  const { _ } = useLingui()
  const form = useMintForm()
  const { inverted, startInverted, toggleInverted, startTypedNow } = usePoolChoice()
  const { derived, viewPrice, viewCurrencies } = flow
  const { view, key, status } = derived
  const texts = useDraggedTexts(
    view && key
      ? boundTexts(derived.ticks, { ...view, fee: { tickSpacing: key.tickSpacing } })
      : { min: '', max: '' },
  )
  if (!view || !viewCurrencies || !key || (status !== 'exists' && status !== 'new')) return null
  const grid = { ...view, fee: { tickSpacing: key.tickSpacing } }
  const symbols = { base: viewCurrencies[0].symbol, quote: viewCurrencies[1].symbol }
  const unit = _({ ...S.pricePer, values: symbols })
  const toggle = () => {
    const { leftRangeTypedValue: left, rightRangeTypedValue: right } = form
    form.setRangeInputs(toggledRangeInputs({ left, right, ticks: derived.ticks, view }))
    toggleInverted()
  }
  const [c0, c1] = derived.currencies ?? viewCurrencies
  return (
    <section className="v4-add__section" aria-labelledby="v4-range-title">
      <div className="v4-add__section-head">
        <h2 id="v4-range-title" className="v4-add__h2">
          {_(S.priceRange)}
        </h2>
        <RateToggle
          symbols={[c0.symbol, c1.symbol]}
          selected={inverted ? 1 : 0}
          onSelect={toggle}
          testIds={['v4-rate-0', 'v4-rate-1']}
        />
      </div>
      {status === 'new' && (
        <StartPrice
          unit={unit}
          // The text as typed while its unit is shown; the same price in the other unit after a
          // toggle (typing there starts a new text in that unit).
          value={
            startInverted === inverted
              ? form.startPriceTypedValue
              : (viewPrice?.toSignificant(8) ?? '')
          }
          invalid={derived.invalidStartPrice}
          onType={(v) => {
            form.onStartPriceInput(v)
            startTypedNow()
          }}
        />
      )}
      {status === 'exists' && (
        <div className="liquidity-chart-slot" data-testid="liquidity-chart-slot">
          <V4LiquidityChartSlot
            chainId={flow.chain.id}
            poolKey={key}
            tokenA={view.base}
            tokenB={view.quote}
            price={viewPrice ? Number(viewPrice.toSignificant(12)) : undefined}
            ticks={derived.ticks}
            onLeftRangeInput={form.onLeftRangeInput}
            onRightRangeInput={form.onRightRangeInput}
            interactive={derived.price !== undefined}
            unitSymbols={symbols}
          />
        </div>
      )}
      {/* spec 02 §4: Full Range applies only after the Efficiency Comparison warning. */}
      <RangeSteppers
        view={grid}
        ticks={derived.ticks}
        texts={texts}
        unit={unit}
        labels={{ min: _(S.minPrice), max: _(S.maxPrice), fullRange: _(S.fullRange) }}
        price={viewPrice}
        disabled={derived.price === undefined}
        testIds={{ min: 'v4-range-min', max: 'v4-range-max', fullRange: 'v4-full-range' }}
      />
      {derived.invalidRange && (
        <p className="v4-add__alert" role="alert">
          {_(S.invalidRange)}
        </p>
      )}
    </section>
  )
}

interface StartPriceProps {
  unit: string
  value: string
  invalid: boolean
  onType: (typed: string) => void
}

function StartPrice({ unit, value, invalid, onType }: StartPriceProps) {
  const { _ } = useLingui()
  const id = useId()
  return (
    <div className="v4-add__start">
      <label htmlFor={id} className="v4-add__label">
        {_(S.startingPrice)} ({unit})
      </label>
      <input
        id={id}
        className="v4-add__input"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={value}
        onChange={(e) => {
          const v = e.target.value.replace(/,/g, '.')
          if (PRICE.test(v)) onType(v)
        }}
        data-testid="v4-start-price"
      />
      {invalid && (
        <p className="v4-add__alert" role="alert">
          {_(S.invalidStartPrice)}
        </p>
      )}
    </div>
  )
}
