// Simple mode of the v2 remove form (spec 02 §2 Remove v2 liquidity: a slider plus 25/50/75/Max)
// and what the burn pays out.
import { useLingui } from '@lingui/react'
import { Card, Slider, type TokenAmountRow, TokenAmountRows } from '../../../../ui'
import { REMOVE_V2_STRINGS as S } from '../strings'

export interface SimpleAmountProps {
  /** Where the handle is. */
  sliderValue: number
  /** The handle's label at sliderValue: a typed percent as typed, '<1' under 1 % (spec 02 §5). */
  percentText: string
  onSlide: (percent: number) => void
  disabled: boolean
  /** What the burn pays, one row per side. */
  receive: readonly TokenAmountRow[]
}

export function SimpleAmount(p: SimpleAmountProps) {
  const { _ } = useLingui()
  return (
    <>
      <Card variant="inset" className="v2-remove__amount">
        <span className="v2-remove__label">{_(S.amount)}</span>
        <Slider
          label={_(S.amount)}
          value={p.sliderValue}
          onChange={p.onSlide}
          showValue
          formatValue={(v) =>
            _({
              ...S.percentValue,
              values: { percent: v === p.sliderValue ? p.percentText : v },
            })
          }
          disabled={p.disabled}
          testId="v2-remove-slider"
        />
      </Card>
      <Card variant="inset" className="v2-remove__receive">
        <span className="v2-remove__label">{_(S.youReceive)}</span>
        <TokenAmountRows rows={p.receive} />
      </Card>
    </>
  )
}
