import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../lib/format'
import { AlertTriangleIcon } from '../../../ui'
import { SWAP_STRINGS as S } from '../strings'
import { priceImpactTone } from '../utils/priceImpact'

// The texts only this part shows.
const TEXT = {
  // Issue 12 #9, issue 34 #6: the warning above the button, why the swap is blocked (§9; short
  // enough that the button stays near the fold on a phone)…
  impactBlocked: msg({
    message:
      'This trade would move the price by {percent}. Above 3%, swaps are blocked unless Expert Mode is on. Try a smaller amount.',
  }),
  // …or, above 2 % (or in expert mode), what the impact costs.
  impactWarning: msg({
    message:
      'This trade moves the price by {percent}, so you get noticeably less than the market rate. Check the amount before you swap.',
  }),
}

export interface ImpactWarningProps {
  impactBps: number
  /** utils/priceImpact impactNotice: the swap is blocked (§9), or only warned about. */
  kind: 'blocked' | 'warn'
}

/**
 * Issue 34 #6: a high price impact is said right above the button, with the trade's figure, in
 * words, not only as a red figure in the details. spec 01 §9: warn above 2 %, block above 3 %
 * unless in expert mode; red from 3 %, yellow below (the impact's own colouring).
 */
export function ImpactWarning({ impactBps, kind }: ImpactWarningProps) {
  const { _ } = useLingui()
  const { bpsPercent } = useFormatAmount()
  const values = { percent: bpsPercent(impactBps) }
  const tone = priceImpactTone(impactBps) === 'error' ? 'error' : 'warning'
  return (
    <div
      className={`swap-impact-warning swap-impact-warning--${tone}`}
      role="alert"
      data-testid="swap-impact-warning"
      data-kind={kind}
    >
      <span className="swap-impact-warning__icon">
        <AlertTriangleIcon size={20} />
      </span>
      <div className="swap-impact-warning__text">
        <strong>{_(S.highPriceImpact)}</strong>
        <p>{_({ ...(kind === 'blocked' ? TEXT.impactBlocked : TEXT.impactWarning), values })}</p>
      </div>
    </div>
  )
}
