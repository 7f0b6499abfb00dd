// Issue 32 "Range and amounts": the deposit in pool order (spec 02 §2's independent field: one
// typed side, the other what that liquidity takes, rounded up as the pool manager rounds it); a
// side the range does not take is locked.
import { useLingui } from '@lingui/react'
import { formatSignificant } from '../../../../lib/format'
import { useMintForm } from '../../../liquidity'
import { V4DepositPanel } from '../../shared/V4DepositPanel'
import type { V4AddFlow } from '../hooks/useV4AddFlow'
import { ADD_V4_STRINGS as S } from '../strings'

/** spec 02 §9 "6 for amounts". */
const DIGITS = 6

export function V4DepositSection({ flow }: { flow: V4AddFlow }) {
  const { _ } = useLingui()
  const form = useMintForm()
  const { derived, chain, balances } = flow
  const { currencies, deposit, locked, range } = derived
  if (!currencies || !derived.price || !range || derived.invalidRange) return null
  const side = form.independentField === 'CURRENCY_A' ? 0 : 1
  const onType = (i: 0 | 1, v: string) => (i === 0 ? form.onFieldAInput(v) : form.onFieldBInput(v))
  const shown = (i: 0 | 1) => {
    if (locked[i]) return ''
    if (i === side) return form.typedValue
    const a = deposit && (i === 0 ? deposit.amount0 : deposit.amount1)
    return a !== undefined && a > 0n ? formatSignificant(a, currencies[i].decimals, DIGITS) : ''
  }
  const panel = (i: 0 | 1) => (
    <V4DepositPanel
      chain={chain}
      currency={currencies[i]}
      value={shown(i)}
      balance={balances[i]}
      locked={locked[i]}
      onType={(v) => onType(i, v)}
      testId={`v4-deposit-${i}`}
    />
  )
  return (
    <section className="v4-add__section" aria-labelledby="v4-deposit-title">
      <h2 id="v4-deposit-title" className="v4-add__h2">
        {_(S.depositTitle)}
      </h2>
      {panel(0)}
      {panel(1)}
    </section>
  )
}
