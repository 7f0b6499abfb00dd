// spec 02 §4 Add flow / §5: a pool that does not exist asks for its starting price first, with
// the initialization note (the higher-gas sentence included).
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { useFormatAmount } from '../../../../lib/format'
import { useMintForm } from '../../../liquidity'
import type { RangeFlow } from '../hooks/useAddFlow'
import { ADD_STRINGS as S } from '../strings'
import { type PriceUnitSides, priceUnitSymbols } from '../utils/priceUnit'
// Its styles travel with it (the migration screen mounts it outside the add screen).
import '../add.css'

const PRICE = /^\d*\.?\d*$/

export function StartPriceSection({
  flow,
}: {
  flow: Pick<RangeFlow, 'tokenA' | 'tokenB' | 'derived'> & PriceUnitSides
}) {
  const { _ } = useLingui()
  const { decimal } = useFormatAmount()
  const id = useId()
  const typed = useMintForm((s) => s.startPriceTypedValue)
  const set = useMintForm((s) => s.onStartPriceInput)
  const { derived } = flow
  const symbols = priceUnitSymbols(flow)
  return (
    <section
      className="v3-add__section"
      aria-labelledby={`${id}-title`}
      data-testid="start-price-section"
    >
      <h2 id={`${id}-title`} className="v3-add__h2">
        {_(S.setStartingPrice)}
      </h2>
      <p className="v3-add__note" data-testid="initialize-note">
        {_(S.initializeNote)}
      </p>
      <label htmlFor={id} className="v3-add__muted">
        {_(S.startingPrice)}
      </label>
      <input
        id={id}
        className="price-stepper__input v3-add__price-input--wide"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={typed}
        data-testid="start-price-input"
        onChange={(e) => {
          const v = e.target.value.replace(/,/g, '.')
          if (PRICE.test(v)) set(v)
        }}
      />
      {symbols && (
        <p className="v3-add__muted" data-testid="start-price-shown">
          {_(S.currentPrice)}:{' '}
          {derived.price && !derived.invalidPrice ? decimal(derived.price.toSignificant(6)) : '-'}{' '}
          {_({ ...S.pricePer, values: symbols })}
        </p>
      )}
    </section>
  )
}
