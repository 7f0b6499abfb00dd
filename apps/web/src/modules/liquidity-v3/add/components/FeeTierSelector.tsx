// spec 02 §2 "Fee tier selector with an Edit/Hide toggle", §4 Fee tier selection: the chosen
// tier's box pulses on change; each tier shows its share of the pair's liquidity (read on chain)
// or 'Not created'.
import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState } from 'react'
import { formatFeeTier, useFormatAmount } from '../../../../lib/format'
import { Button } from '../../../../ui'
import type { FeeTier } from '../../../liquidity'
import type { TierShare } from '../../pool'
import { ADD_STRINGS as S } from '../strings'

const DESCRIPTION = {
  100: S.tierBestForStable,
  500: S.tierStable,
  3000: S.tierMost,
  10000: S.tierExotic,
} as const

export interface FeeTierSelectorProps {
  fees: readonly FeeTier[]
  fee: FeeTier | undefined
  shares: readonly TierShare[] | undefined
  onSelect: (fee: FeeTier) => void
  disabled: boolean
  /** Opened from outside (no tier found, a read error: spec 02 §4). */
  open: boolean
  onToggle: () => void
}

export function FeeTierSelector(p: FeeTierSelectorProps) {
  const { _ } = useLingui()
  const { locale, percent } = useFormatAmount()
  const [pulse, setPulse] = useState(false)
  const last = useRef(p.fee)
  useEffect(() => {
    if (p.fee === last.current) return
    last.current = p.fee
    setPulse(true)
    const t = setTimeout(() => setPulse(false), 800)
    return () => clearTimeout(t)
  }, [p.fee])
  const shareText = (fee: FeeTier) => {
    const s = p.shares?.find((x) => x.fee === fee)
    if (!s) return undefined
    if (!s.created) return _(S.notCreated)
    return s.percent === undefined
      ? _(S.noShare)
      : _({ ...S.selectedShare, values: { percent: percent(s.percent / 100, 0) } })
  }
  return (
    <section className="v3-add__fee" aria-label={_(S.feeTier)} data-testid="fee-tier-selector">
      <div className={`v3-add__fee-current${pulse ? ' v3-add__fee-current--pulse' : ''}`}>
        <div>
          <strong data-testid="fee-tier-current">
            {p.fee
              ? _({ ...S.feeTierPercent, values: { percent: formatFeeTier(p.fee, locale) } })
              : _(S.feeTier)}
          </strong>
          {p.fee && shareText(p.fee) && (
            <span className="v3-add__fee-share">{shareText(p.fee)}</span>
          )}
        </div>
        <Button
          size="small"
          variant="secondary"
          onClick={p.onToggle}
          disabled={p.disabled}
          aria-expanded={p.open}
        >
          {_(p.open ? S.hide : S.edit)}
        </Button>
      </div>
      {p.open && (
        <div className="v3-add__fee-options" role="radiogroup" aria-label={_(S.feeTier)}>
          {p.fees.map((fee) => (
            // biome-ignore lint/a11y/useSemanticElements: a radio card holding several lines of text
            <button
              key={fee}
              type="button"
              role="radio"
              aria-checked={fee === p.fee}
              className="v3-add__fee-option"
              data-testid={`fee-tier-${fee}`}
              onClick={() => p.onSelect(fee)}
              disabled={p.disabled}
            >
              <strong>{formatFeeTier(fee, locale)}</strong>
              <span className="v3-add__muted">{_(DESCRIPTION[fee])}</span>
              {shareText(fee) && <span className="v3-add__fee-share">{shareText(fee)}</span>}
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
