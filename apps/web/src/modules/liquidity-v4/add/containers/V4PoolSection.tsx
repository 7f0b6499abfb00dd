// Issue 32 "Pool choice": a fee and tick spacing (v3's tiers, or a dynamic fee for a hook), an
// optional hook address, and what StateView says of that pool: its price, or that it is new.
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { formatFeeTier, useFormatAmount } from '../../../../lib/format'
import type { V4AddFlow } from '../hooks/useV4AddFlow'
import { DYNAMIC_FEE, usePoolChoice, V4_POOL_PRESETS } from '../state/poolChoiceStore'
import { ADD_V4_STRINGS as S } from '../strings'

export function V4PoolSection({ flow }: { flow: V4AddFlow }) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const hookId = useId()
  const { fee, tickSpacing, hooks, choose, setHooks } = usePoolChoice()
  const { status } = flow.derived
  // The unit the range reads in (the rate toggle's, #7990).
  const pair = flow.viewCurrencies
  const unit = pair
    ? _({ ...S.pricePer, values: { quote: pair[1].symbol, base: pair[0].symbol } })
    : ''
  return (
    <section className="v4-add__section" aria-labelledby="v4-pool-title">
      <h2 id="v4-pool-title" className="v4-add__h2">
        {_(S.poolTitle)}
      </h2>
      <div className="v4-add__presets" data-testid="v4-pool-presets">
        {V4_POOL_PRESETS.map((p) => (
          <button
            key={`${p.fee}-${p.tickSpacing}`}
            type="button"
            className="v4-add__preset"
            aria-pressed={p.fee === fee && p.tickSpacing === tickSpacing}
            onClick={() => choose(p)}
            data-testid={`v4-preset-${p.fee}-${p.tickSpacing}`}
          >
            {p.fee === DYNAMIC_FEE
              ? _({ ...S.dynamicFee, values: { spacing: p.tickSpacing } })
              : _({
                  ...S.feeOption,
                  values: { fee: formatFeeTier(p.fee, fmt.locale), spacing: p.tickSpacing },
                })}
          </button>
        ))}
      </div>
      <label htmlFor={hookId} className="v4-add__label">
        {_(S.hookLabel)}
      </label>
      <input
        id={hookId}
        className="v4-add__input"
        placeholder="0x…"
        autoComplete="off"
        spellCheck={false}
        value={hooks}
        onChange={(e) => setHooks(e.target.value)}
        data-testid="v4-hook-input"
      />
      <p className="v4-add__status" data-testid="v4-pool-status" data-status={status} role="status">
        {status === 'invalid'
          ? _(S.invalidPool)
          : status === 'loading'
            ? _(S.poolLoading)
            : status === 'new'
              ? _(S.poolNew)
              : status === 'exists' && flow.viewPrice
                ? _({
                    ...S.poolExists,
                    values: { price: fmt.decimal(flow.viewPrice.toSignificant(6)), unit },
                  })
                : null}
      </p>
    </section>
  )
}
