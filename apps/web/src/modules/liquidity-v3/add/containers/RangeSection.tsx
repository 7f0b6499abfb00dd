// spec 02 §2 "Price range section": a new pool's starting price first, then min/max prices with
// steppers, the chart slot, Full Range behind the Efficiency Comparison warning, and the rate
// toggle; spec 02 §4: range inputs stay disabled until a fee is chosen and (new pool) a start
// price entered; §5 warnings (invalid range, out of range). The Full Range warning's flag is the
// form store's (the liquidity core's mint/state/mintStore), the same for the add screen and the
// migration.
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import {
  boundTexts,
  DragPreviewProvider,
  RangeSteppers,
  RateToggle,
  useDraggedTexts,
} from '../../../liquidity'
import { LIQUIDITY_V3_STRINGS as V3 } from '../../strings'
import type { RangeFlow } from '../hooks/useAddFlow'
import { ADD_STRINGS as S } from '../strings'
import { priceUnitSymbols } from '../utils/priceUnit'
// Its styles travel with it (the migration screen mounts it outside the add screen).
import '../add.css'

export interface RangeSectionProps {
  flow: RangeFlow
  chart?: ReactNode
  onRateToggle: () => void
}

// Issue 34 #10: the chart and the min/max boxes share the bounds of a drag in progress.
export function RangeSection(props: RangeSectionProps) {
  return (
    <DragPreviewProvider>
      <RangeSectionBody {...props} />
    </DragPreviewProvider>
  )
}

function RangeSectionBody({ flow, chart, ...p }: RangeSectionProps) {
  const { _ } = useLingui()
  const { tokenA, tokenB, fee, derived } = flow
  const view = tokenA && tokenB && fee ? { base: tokenA, quote: tokenB, fee } : undefined
  const disabled = !view || !derived.pool
  const texts = useDraggedTexts(view ? boundTexts(derived.ticks, view) : { min: '', max: '' })
  const symbols = priceUnitSymbols(flow)
  const unit = symbols ? _({ ...S.pricePer, values: symbols }) : ''
  const symbolA = flow.currencyA?.symbol ?? ''
  const symbolB = flow.currencyB?.symbol ?? ''
  return (
    <section
      className="v3-add__section"
      aria-labelledby="v3-range-title"
      data-testid="range-section"
    >
      <div className="v3-add__section-head">
        <h2 id="v3-range-title" className="v3-add__h2">
          {_(S.setPriceRange)}
        </h2>
        {symbolA && symbolB && (
          <RateToggle
            symbols={[symbolA, symbolB]}
            // The form's side A is the base: a press swaps the sides, so A stays selected.
            selected={0}
            onSelect={p.onRateToggle}
            testIds={['rate-toggle-a', 'rate-toggle-b']}
          />
        )}
      </div>
      {!derived.noLiquidity && (
        <div className="liquidity-chart-slot" data-testid="liquidity-chart-slot">
          {chart ?? <span className="v3-add__muted">{_(S.chartPlaceholder)}</span>}
        </div>
      )}
      <RangeSteppers
        view={view}
        ticks={derived.ticks}
        texts={texts}
        unit={unit}
        labels={{ min: _(S.minPrice), max: _(S.maxPrice), fullRange: _(S.fullRange) }}
        price={derived.price}
        disabled={disabled}
        testIds={{ min: 'range-min', max: 'range-max', fullRange: 'full-range' }}
      />
      {derived.invalidRange && (
        <p className="v3-add__alert v3-add__alert--error" role="alert" data-testid="invalid-range">
          {_(V3.invalidRange)}
        </p>
      )}
      {derived.outOfRange && (
        <p className="v3-add__alert" role="status" data-testid="out-of-range-warning">
          {_(V3.outOfRange)}
        </p>
      )}
    </section>
  )
}
