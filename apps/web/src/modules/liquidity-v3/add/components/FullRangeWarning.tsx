// spec 02 §4 "Full Range shows an Efficiency Comparison warning requiring 'I understand' before it
// applies".
import { useLingui } from '@lingui/react'
import { Button } from '../../../../ui'
import { ADD_STRINGS as S } from '../strings'

export function FullRangeWarning({ onUnderstand }: { onUnderstand: () => void }) {
  const { _ } = useLingui()
  return (
    <div className="v3-add__warning" role="alert" data-testid="full-range-warning">
      <strong>{_(S.efficiencyComparison)}</strong>
      <p>{_(S.efficiencyText)}</p>
      <p className="v3-add__muted">{_(S.efficiencyMore)}</p>
      <Button size="small" onClick={onUnderstand}>
        {_(S.understand)}
      </Button>
    </div>
  )
}
