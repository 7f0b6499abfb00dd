// /vote/{governorIndex}/{id} (issue 16): the title and the description rendered as Markdown
// (safely: markdown/), the status from state(), proposer, For/Against/Abstain totals and bars with
// the quorum (read from the governor), the end time from blocks, the decoded actions, and the
// vote / queue / execute / cancel panel.
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { Link, useParams } from 'wouter'
import { explorerLink } from '../../../chain/chains'
import { useFormatAmount } from '../../../lib/format'
import { ExternalLink, PlaceholderCard, Skeleton, SkeletonRow } from '../../../ui'
import { useWallet } from '../../wallet'
import type { ChainClock } from '../actions/readChainClock'
import type { ProposalReport } from '../actions/readGovernor'
import type { ProposalState } from '../common/proposalState'
import { endTimeSeconds, tallies } from '../common/tallies'
import { ActionsList } from '../components/ActionsList'
import { StatusBadge } from '../components/StatusBadge'
import { VoteBars } from '../components/VoteBars'
import {
  useChainClock,
  useDescriptions,
  useGovernorSettings,
  useProposalReports,
} from '../hooks/useGovernor'
import { useProposalActions } from '../hooks/useProposalActions'
import { MarkdownView } from '../markdown/MarkdownView'
import { splitTitle } from '../markdown/parseMarkdown'
import { ActionsSimulation } from '../simulate'
import { GOVERNANCE_STRINGS as S } from '../strings'
import { type Governance, GovernanceGate } from './GovernanceGate'
import { VotePanel } from './VotePanel'
import '../governance.css'

/** A route id: digits only, else none (never printed raw, issue 12 #9). */
const routeNumber = (raw: string | undefined): bigint | undefined =>
  raw !== undefined && /^\d{1,30}$/.test(raw) ? BigInt(raw) : undefined

export function ProposalPage() {
  const params = useParams<{ governorIndex: string; id: string }>()
  return (
    <GovernanceGate>
      {(gov) => {
        const index = routeNumber(params.governorIndex)
        const id = routeNumber(params.id)
        const governor = index !== undefined ? gov.governors[Number(index)] : undefined
        return governor && id !== undefined && id > 0n ? (
          <ProposalView gov={gov} governor={governor} id={id} />
        ) : (
          <NotFound />
        )
      }}
    </GovernanceGate>
  )
}

function NotFound() {
  const { _ } = useLingui()
  return (
    <div className="gov-page" data-testid="proposal-not-found">
      <PlaceholderCard
        title={_(S.voteTitle)}
        description={_(S.proposalNotFound)}
        action={<Link to="/">{_(S.allProposals)}</Link>}
      />
    </div>
  )
}

function ProposalView({ gov, governor, id }: { gov: Governance; governor: Address; id: bigint }) {
  const { _ } = useLingui()
  const { chain } = gov
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const ids = useMemo(() => [id], [id])
  const settings = useGovernorSettings(chain, governor)
  const reports = useProposalReports(chain, governor, ids)
  const clock = useChainClock(chain)
  const report = reports.data?.[0]
  const descriptions = useDescriptions(chain, governor, reports.data, settings.data?.votingDelay)
  const actions = useProposalActions(chain, governor, id)
  if (reports.data && !report) return <NotFound />
  if (settings.data && id > settings.data.proposalCount) return <NotFound />
  const description = descriptions.data?.[id.toString()]
  const { title, body } = splitTitle(description ?? '')
  return (
    <div className="gov-page" data-testid="proposal-page" data-proposal-id={id.toString()}>
      <Link to="/" className="gov-back" data-testid="all-proposals">
        ← {_(S.allProposals)}
      </Link>
      <article className="card gov-proposal" aria-busy={!report}>
        <div className="gov-proposal__head">
          {report ? <StatusBadge state={report.state} /> : <Skeleton width={80} />}
          <h1 className="gov-proposal__title" data-testid="proposal-title">
            {title || _({ ...S.untitled, values: { id: id.toString() } })}
          </h1>
          {report && clock.data && <When report={report} clock={clock.data} />}
        </div>
        {report ? (
          <>
            <Tallies gov={gov} report={report} quorumVotes={settings.data?.quorumVotes} />
            <p className="gov-proposal__proposer">
              <span className="gov-label">{_(S.proposer)}</span>{' '}
              <ExternalLink href={explorerLink(chain, report.proposer, 'address')}>
                <span data-testid="proposal-proposer">{report.proposer}</span>
              </ExternalLink>
            </p>
          </>
        ) : (
          <SkeletonRow height={120} withLogo={false} />
        )}
      </article>
      {report && (
        <VotePanel
          gov={gov}
          governor={governor}
          report={report}
          account={account}
          headBlock={clock.data?.headBlock}
          proposalThreshold={settings.data?.proposalThreshold}
        />
      )}
      <section className="card gov-section" aria-labelledby="gov-desc-heading">
        <h2 id="gov-desc-heading" className="gov-section-title">
          {_(S.description)}
        </h2>
        {descriptions.isPending ? (
          <SkeletonRow height={80} withLogo={false} />
        ) : description === undefined ? (
          <p className="gov-empty">{_(S.noDescription)}</p>
        ) : (
          <MarkdownView source={body} testId="proposal-description" />
        )}
      </section>
      <section className="card gov-section" aria-labelledby="gov-actions-heading">
        <h2 id="gov-actions-heading" className="gov-section-title">
          {_(S.actions)}
        </h2>
        {actions.data ? (
          <ActionsList
            actions={actions.data}
            nativeSymbol={chain.nativeCurrency.symbol}
            tokens={[gov.uni]}
          />
        ) : (
          <SkeletonRow height={64} withLogo={false} />
        )}
        {/* Issue 16 'know what you vote for': while the proposal can still be executed, what its
            actions would do now, run as the timelock would run them. */}
        {actions.data && report && STILL_EXECUTABLE.has(report.state) && (
          <ActionsSimulation chain={chain} timelock={gov.timelock} actions={actions.data} />
        )}
      </section>
    </div>
  )
}

const STILL_EXECUTABLE: ReadonlySet<ProposalState> = new Set([
  'pending',
  'active',
  'succeeded',
  'queued',
])

function Tallies({
  gov,
  report,
  quorumVotes,
}: {
  gov: Governance
  report: ProposalReport
  quorumVotes: bigint | undefined
}) {
  const t = tallies(report, quorumVotes)
  return (
    <VoteBars votes={report} tallies={t} quorumVotes={quorumVotes} decimals={gov.uni.decimals} />
  )
}

/** When voting starts or ends, from blocks (issue 16), or when a queued proposal can execute. */
function When({ report, clock }: { report: ProposalReport; clock: ChainClock }) {
  const { _ } = useLingui()
  const f = useFormatAmount()
  const at = (block: bigint) => f.date(endTimeSeconds({ ...clock, endBlock: block }) * 1000)
  const text =
    report.state === 'pending'
      ? _({ ...S.startsAt, values: { time: at(report.startBlock) } })
      : report.state === 'active'
        ? _({ ...S.endsAt, values: { time: at(report.endBlock) } })
        : report.state === 'queued' && report.eta > 0n
          ? _({ ...S.etaAt, values: { time: f.date(Number(report.eta) * 1000) } })
          : _({ ...S.endedAt, values: { time: at(report.endBlock) } })
  return (
    <p className="gov-proposal__when" data-testid="proposal-when">
      {text}
    </p>
  )
}
