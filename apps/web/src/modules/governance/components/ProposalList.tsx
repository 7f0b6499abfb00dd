import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import type { ProposalState } from '../common/proposalState'
import { GOVERNANCE_STRINGS as S } from '../strings'
import { StatusBadge } from './StatusBadge'

export interface ProposalListItem {
  id: bigint
  /** undefined while the description is looked up or when it was not found. */
  title: string | undefined
  state: ProposalState
}

/** The proposals, newest first (spec 02 §2), each a link to its page under /vote. */
export function ProposalList({
  governorIndex,
  items,
}: {
  governorIndex: number
  items: readonly ProposalListItem[]
}) {
  const { _ } = useLingui()
  return (
    <ul className="gov-list" data-testid="proposal-list">
      {items.map((p) => (
        <li key={p.id.toString()}>
          <Link
            to={`/${governorIndex}/${p.id}`}
            className="gov-list__row"
            data-testid="proposal-row"
            data-proposal-id={p.id.toString()}
          >
            {/* The governor's own number (issue 34 #11): '{governorIndex}.{id}' read '0.8' like a
                decimal; the index stays in the link, where it picks the governor. */}
            <span className="gov-list__id" data-testid="proposal-number">
              {p.id.toString()}
            </span>
            <span className="gov-list__title">
              {p.title || _({ ...S.untitled, values: { id: p.id.toString() } })}
            </span>
            <StatusBadge state={p.state} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
