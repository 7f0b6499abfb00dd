// Issue 32 "Range and amounts": a new pool's starting price, then the min and max price in one
// unit (currency1 per currency0, #7990) with the core's steppers (PriceStepper: one tick spacing
// a step, rounded to the pool's spacing, spec 02 §5), and Full Range (the pool's usable limits).
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { boundTexts, RangeSteppers, useMintForm } from '../../../liquidity'
import type { V4AddFlow } from '../hooks/useV4AddFlow'
import { ADD_V4_STRINGS as S } from '../strings'

const PRICE = /^\d*\.?\d*$/

export function V4RangeSection({ flow }: { flow: V4AddFlow }) {
  const { _ } = useLingui()
  const startId = useId()
  const form = useMintForm()
  const { derived, price } = flow
  const { tokens, currencies, key, status } = derived
  if (!tokens || !currencies || !key || (status !== 'exists' && status !== 'new')) return null
  const view = { base: tokens[0], quote: tokens[1], fee: { tickSpacing: key.tickSpacing } }
  const unit = _({
    ...S.pricePer,
    values: { quote: currencies[1].symbol, base: currencies[0].symbol },
  })
  return (
    <section className="v4-add__section" aria-labelledby="v4-range-title">
      {status === 'new' && (
        <div className="v4-add__start">
          <label htmlFor={startId} className="v4-add__label">
            {_(S.startingPrice)} ({unit})
          </label>
          <input
            id={startId}
            className="v4-add__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={form.startPriceTypedValue}
            onChange={(e) => {
              const v = e.target.value.replace(/,/g, '.')
              if (PRICE.test(v)) form.onStartPriceInput(v)
            }}
            data-testid="v4-start-price"
          />
          {derived.invalidStartPrice && (
            <p className="v4-add__alert" role="alert">
              {_(S.invalidStartPrice)}
            </p>
          )}
        </div>
      )}
      <h2 id="v4-range-title" className="v4-add__h2">
        {_(S.priceRange)}
      </h2>
      {/* spec 02 §4: Full Range applies only after the Efficiency Comparison warning. */}
      <RangeSteppers
        view={view}
        ticks={derived.ticks}
        texts={boundTexts(derived.ticks, view)}
        unit={unit}
        labels={{ min: _(S.minPrice), max: _(S.maxPrice), fullRange: _(S.fullRange) }}
        price={price}
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
