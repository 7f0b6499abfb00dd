// The chosen pool's hook review (issue 32 "Hook review"), wired to the pool choice store: the add
// and the v3 → v4 migration show it before anything that would use the pool.
import { explorerLink } from '../../../../chain/chains'
import { HookReviewCard } from '../components/HookReviewCard'
import type { V4AddFlow } from '../hooks/useV4AddFlow'
import { usePoolChoice } from '../state/poolChoiceStore'

export function V4HookReview({ flow }: { flow: V4AddFlow }) {
  const acknowledged = usePoolChoice((s) => s.hookAcknowledged)
  const acknowledge = usePoolChoice((s) => s.acknowledgeHook)
  const { review, chain } = flow
  if (!review) return null
  return (
    <HookReviewCard
      review={review}
      explorerUrl={explorerLink(chain, review.address, 'address')}
      acknowledged={acknowledged}
      onAcknowledge={acknowledge}
    />
  )
}
