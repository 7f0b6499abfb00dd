import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../lib/format'
import { HelpPopover } from '../../../ui'
import { SWAP_STRINGS as S } from '../strings'

/**
 * Issue 12 #9: 'Price Impact Too High' says why, with the trade's figure and the thresholds of
 * spec 01 §9 (warn above 2 %, block above 3 % unless in expert mode).
 */
export function ImpactHelp({ impactBps }: { impactBps: number }) {
  const { _ } = useLingui()
  const { bpsPercent } = useFormatAmount()
  return (
    <HelpPopover
      label={_(S.impactHelpLabel)}
      testId="swap-impact-help"
      content={_({ ...S.impactHelp, values: { percent: bpsPercent(impactBps) } })}
    />
  )
}
