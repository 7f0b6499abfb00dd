// The range step's rate toggle (spec 02 §2 "rate toggle"; #7990: one unit throughout): the pair's
// two symbols, the one the prices are quoted per marked. The add screens and the change-of-range
// dialog show it; what a press does is theirs (v3 swaps its form's sides, v4 and the dialog turn
// their view round, toggledRangeInputs keeping the ticks).

import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { SegmentedControl } from '../../../../ui'
import './rateToggle.css'

const SHOW_PRICES_IN = msg`Show prices in`

export interface RateToggleProps {
  symbols: readonly [string, string]
  /** Which symbol the prices are quoted per. */
  selected: 0 | 1
  onSelect: (side: 0 | 1) => void
  testIds: readonly [string, string]
}

export function RateToggle({ symbols, selected, onSelect, testIds }: RateToggleProps) {
  const { _ } = useLingui()
  return (
    <div className="rate-toggle">
      <SegmentedControl<'0' | '1'>
        size="small"
        label={_(SHOW_PRICES_IN)}
        options={[
          { value: '0', label: symbols[0], testId: testIds[0] },
          { value: '1', label: symbols[1], testId: testIds[1] },
        ]}
        value={selected === 1 ? '1' : '0'}
        onChange={(v) => {
          const side = v === '1' ? 1 : 0
          if (side !== selected) onSelect(side)
        }}
      />
    </div>
  )
}
