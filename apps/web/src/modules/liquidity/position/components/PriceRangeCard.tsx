import { useLingui } from '@lingui/react'
import { Button, Card } from '../../../../ui'
import { POSITION_MESSAGES as S } from '../strings'
import '../position.css'

export interface PriceRangeCardProps {
  min: string
  max: string
  current: string
  /** Both bounds at the usable limits (spec 02 §5 full range). */
  fullRange: boolean
  base: string
  quote: string
  onInvert: () => void
  /** Out of range: the token the whole position is held in. */
  allIn?: string | undefined
}

/** spec 02 §2 Position detail: the price range and current price, in either view. */
export function PriceRangeCard(p: PriceRangeCardProps) {
  const { _ } = useLingui()
  const unit = _({ ...S.quotePerBase, values: { quote: p.quote, base: p.base } })
  return (
    <Card
      variant="outline"
      as="section"
      aria-labelledby="position-range-title"
      className="position-range"
    >
      <div className="position-card__head">
        <h2 id="position-range-title">{_(S.priceRange)}</h2>
        <Button variant="outline" size="small" onClick={p.onInvert} testId="position-invert">
          {_({ ...S.invertPrices, values: { symbol: p.base } })}
        </Button>
      </div>
      {p.fullRange && (
        <p className="position-range__full" data-testid="position-full-range">
          {_(S.fullRange)}
        </p>
      )}
      <div className="position-range__bounds">
        <Bound label={_(S.minPrice)} value={p.min} unit={unit} testId="position-min-price" />
        <Bound label={_(S.maxPrice)} value={p.max} unit={unit} testId="position-max-price" />
      </div>
      <Bound
        label={_(S.currentPrice)}
        value={p.current}
        unit={unit}
        testId="position-current-price"
      />
      {p.allIn && (
        <p className="position-range__note">{_({ ...S.allToken, values: { symbol: p.allIn } })}</p>
      )}
    </Card>
  )
}

function Bound({
  label,
  value,
  unit,
  testId,
}: {
  label: string
  value: string
  unit: string
  testId: string
}) {
  return (
    <div className="position-range__bound">
      <span className="position-range__label">{label}</span>
      <span className="position-range__value" data-testid={testId}>
        {value}
      </span>
      <span className="position-range__unit">{unit}</span>
    </div>
  )
}
