// Issue 32 "Hook review": a hooked pool's review before adding — the hook's address (explorer
// link), what its permission bits let it do, a plain warning where a *ReturnDelta bit lets it
// take a share of liquidity or of swaps (and their fees), and the acknowledgement that unlocks
// the add. Pure: the review and the callbacks come in.
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { HOOK_PERMISSION_STRINGS } from '../../../../chain/hookStrings'
import { ExternalLink } from '../../../../ui'
import { ADD_V4_STRINGS as S } from '../strings'
import type { HookReview } from '../utils/hookReview'

export interface HookReviewCardProps {
  review: HookReview
  explorerUrl: string
  acknowledged: boolean
  onAcknowledge: (yes: boolean) => void
}

export function HookReviewCard({
  review,
  explorerUrl,
  acknowledged,
  onAcknowledge,
}: HookReviewCardProps) {
  const { _ } = useLingui()
  const ackId = useId()
  const safe = !review.takesLiquidity && !review.takesSwaps
  return (
    <section
      className="v4-add__hook"
      aria-labelledby={`${ackId}-title`}
      data-testid="v4-hook-review"
    >
      <h2 id={`${ackId}-title`} className="v4-add__h2">
        {_(S.hookTitle)}
      </h2>
      <p>
        {_(S.hookIntro)}{' '}
        <ExternalLink href={explorerUrl} className="v4-add__address" testId="v4-hook-address">
          {review.address}
        </ExternalLink>
      </p>
      <h3 className="v4-add__h3">{_(S.hookMay)}</h3>
      {review.permissions.length === 0 ? (
        <p>{_(S.hookNone)}</p>
      ) : (
        <ul className="v4-add__permissions" data-testid="v4-hook-permissions">
          {review.permissions.map((p) => (
            <li key={p} data-permission={p}>
              {_(HOOK_PERMISSION_STRINGS[p])}
            </li>
          ))}
        </ul>
      )}
      {review.takesLiquidity && (
        <p className="v4-add__warning" role="note" data-testid="v4-hook-takes-liquidity">
          {_(S.takesLiquidity)}
        </p>
      )}
      {review.takesSwaps && (
        <p className="v4-add__warning" role="note" data-testid="v4-hook-takes-swaps">
          {_(S.takesSwaps)}
        </p>
      )}
      {safe && <p data-testid="v4-hook-takes-nothing">{_(S.takesNothing)}</p>}
      <label className="v4-add__ack">
        <input
          type="checkbox"
          checked={acknowledged}
          onChange={(e) => onAcknowledge(e.target.checked)}
          data-testid="v4-hook-acknowledge"
        />
        {_(S.acknowledge)}
      </label>
    </section>
  )
}
