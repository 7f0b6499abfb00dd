// spec 02 §2 "min/max price steppers": a price box with − and + (one tick spacing each way,
// rounded and clamped, §5). The box keeps what the user types until it is left; then the form
// takes it and the box shows the usable price (5 significant digits, 0 / ∞ at a limit, §9).
// The core's: the v3 add and the v4 add show the same box (issue 32).
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import './priceStepper.css'

const S = {
  increasePrice: msg({ message: 'Increase {label}' }),
  decreasePrice: msg({ message: 'Decrease {label}' }),
}

export interface PriceStepperProps {
  label: string
  /** What the form holds, as shown when the box is not being edited. */
  value: string
  /** 'quote per base'. */
  unit: string
  onCommit: (typed: string) => void
  onIncrement: () => void
  onDecrement: () => void
  disabled: boolean
  testId: string
}

const PRICE = /^\d*\.?\d*$/

export function PriceStepper(p: PriceStepperProps) {
  const { _ } = useLingui()
  const id = useId()
  const [editing, setEditing] = useState<string | null>(null)
  const commit = () => {
    if (editing !== null && editing !== p.value) p.onCommit(editing)
    setEditing(null)
  }
  return (
    <div className="price-stepper" data-testid={p.testId}>
      <label htmlFor={id} className="price-stepper__muted">
        {p.label}
      </label>
      <div className="price-stepper__row">
        <button
          type="button"
          className="price-stepper__step"
          aria-label={_({ ...S.decreasePrice, values: { label: p.label } })}
          onClick={p.onDecrement}
          disabled={p.disabled}
        >
          −
        </button>
        <input
          id={id}
          className="price-stepper__input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={editing ?? p.value}
          disabled={p.disabled}
          onChange={(e) => {
            const v = e.target.value.replace(/,/g, '.')
            if (PRICE.test(v)) setEditing(v)
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit()
          }}
        />
        <button
          type="button"
          className="price-stepper__step"
          aria-label={_({ ...S.increasePrice, values: { label: p.label } })}
          onClick={p.onIncrement}
          disabled={p.disabled}
        >
          +
        </button>
      </div>
      <span className="price-stepper__muted price-stepper__unit">{p.unit}</span>
    </div>
  )
}
