// spec 02 §4 "Full Range shows an Efficiency Comparison warning requiring 'I understand' before it
// applies": the v3 and the v4 add show it alike.
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Button } from '../../../../ui'
import './FullRangeWarning.css'

const TEXT = {
  efficiencyComparison: msg`Efficiency Comparison`,
  efficiencyText: msg`Full range positions may earn less fees than concentrated positions.`,
  efficiencyMore: msg`Full range positions are spread across every price, so less of your deposit works at the current price. Choose a narrower range to earn more on the same deposit.`,
  understand: msg`I understand`,
}

export function FullRangeWarning({ onUnderstand }: { onUnderstand: () => void }) {
  const { _ } = useLingui()
  return (
    <div className="full-range-warning" role="alert" data-testid="full-range-warning">
      <strong>{_(TEXT.efficiencyComparison)}</strong>
      <p>{_(TEXT.efficiencyText)}</p>
      <p className="full-range-warning__more">{_(TEXT.efficiencyMore)}</p>
      <Button size="small" onClick={onUnderstand}>
        {_(TEXT.understand)}
      </Button>
    </div>
  )
}
