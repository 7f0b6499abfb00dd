// /vote (spec 02 §2 Governance screens): the proposals, newest first, with the status the
// governor reports (spec 02 §4), the user's voting power and delegation, and Create Proposal.
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { SkeletonRow } from '../../../ui'
import { useWallet } from '../../wallet'
import { ProposalList, type ProposalListItem } from '../components/ProposalList'
import { useDescriptions, useProposalList } from '../hooks/useGovernor'
import { splitTitle } from '../markdown/parseMarkdown'
import { GOVERNANCE_STRINGS as S } from '../strings'
import { type Governance, GovernanceGate } from './GovernanceGate'
import { VotingPowerCard } from './VotingPowerCard'
import '../governance.css'

export function VotePage() {
  return <GovernanceGate>{(gov) => <VotePageOnChain gov={gov} />}</GovernanceGate>
}

/** The current governor's proposals (index 0: GovernorBravo; older ones are Alpha-shaped). */
const GOVERNOR_INDEX = 0

function VotePageOnChain({ gov }: { gov: Governance }) {
  const { _ } = useLingui()
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const governor = gov.governors[GOVERNOR_INDEX] as (typeof gov.governors)[number]
  const { settings, reports } = useProposalList(gov.chain, governor)
  const descriptions = useDescriptions(
    gov.chain,
    governor,
    reports.data,
    settings.data?.votingDelay,
  )
  const items = useMemo<ProposalListItem[]>(
    () =>
      (reports.data ?? []).map((r) => {
        const d = descriptions.data?.[r.id.toString()]
        return {
          id: r.id,
          state: r.state,
          title: d === undefined ? undefined : splitTitle(d).title,
        }
      }),
    [reports.data, descriptions.data],
  )
  const loading = settings.isPending || (settings.data !== undefined && reports.isPending)
  const failed = (settings.isError && !settings.data) || (reports.isError && !reports.data)
  return (
    <div className="gov-page" data-testid="vote-page">
      <div className="gov-page__top">
        <div>
          <h1 className="gov-page__title">{_(S.voteTitle)}</h1>
          <p className="gov-page__intro">{_(S.intro)}</p>
        </div>
        <Link
          to="/create-proposal"
          className="gov-link gov-link--primary"
          data-testid="create-proposal"
        >
          {_(S.createProposal)}
        </Link>
      </div>
      <VotingPowerCard gov={gov} account={account} />
      <section
        className="card gov-proposals"
        aria-labelledby="gov-proposals-heading"
        aria-busy={loading}
      >
        <h2 id="gov-proposals-heading" className="gov-section-title">
          {_(S.proposals)}
        </h2>
        {loading && (
          <div data-testid="proposals-loading">
            <SkeletonRow height={56} />
            <SkeletonRow height={56} />
            <SkeletonRow height={56} />
          </div>
        )}
        {failed && (
          <p className="gov-empty" role="alert" data-testid="proposals-error">
            {_(S.loadFailed)}
          </p>
        )}
        {reports.data && items.length === 0 && (
          <p className="gov-empty" data-testid="proposals-empty">
            {_(S.noProposals)}
          </p>
        )}
        {items.length > 0 && <ProposalList governorIndex={GOVERNOR_INDEX} items={items} />}
      </section>
    </div>
  )
}
