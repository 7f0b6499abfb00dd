// The proposal page's actions (spec 02 §2/§4 'Anyone may … vote (with a reason), queue, execute or
// cancel subject to contract rules'): the eligible votes (getPriorVotes at startBlock, spec 02 §5
// snapshot rule), 'already voted' from getReceipt, the vote modal, and queue / execute / cancel
// where the status allows them. Every write goes through the transactions module.
import { useLingui } from '@lingui/react'
import type { Address } from 'viem'
import { useFormatAmount } from '../../../lib/format'
import { Button, TransactionDialog } from '../../../ui'
import { useModalOpen, useOpenModal, useToggleModal } from '../../application'
import { dialogState } from '../../transactions'
import type { ProposalReport } from '../actions/readGovernor'
import { lifecycleCall, type VoteDecision, voteCall } from '../common/calls'
import { canCancel, canExecute, canQueue, canVote } from '../common/proposalState'
import { VoteModal } from '../components/VoteModal'
import { useGovernanceWrite } from '../hooks/useGovernanceWrite'
import { useProposerVotes, useVoterOnProposal } from '../hooks/useVoter'
import { GOVERNANCE_STRINGS as S } from '../strings'
import type { Governance } from './GovernanceGate'

const DECISION_OF_SUPPORT: readonly VoteDecision[] = ['against', 'for', 'abstain']

export function VotePanel({
  gov,
  governor,
  report,
  account,
  headBlock,
  proposalThreshold,
}: {
  gov: Governance
  governor: Address
  report: ProposalReport
  account: Address | undefined
  headBlock: bigint | undefined
  proposalThreshold: bigint | undefined
}) {
  const { _ } = useLingui()
  const f = useFormatAmount()
  const { chain, uni } = gov
  const openWallet = useOpenModal('wallet')
  const voteOpen = useModalOpen('vote')
  const toggleVote = useToggleModal('vote')
  const voter = useVoterOnProposal(chain, {
    governor,
    uni: uni.address,
    account,
    id: report.id,
    startBlock: report.startBlock,
    headBlock,
  })
  const proposerVotes = useProposerVotes(chain, {
    uni: uni.address,
    proposer: report.proposer,
    headBlock,
  })
  const { dialog, write, closeDialog } = useGovernanceWrite(chain, account)
  const id = report.id.toString()
  const proposalId = Number(report.id)
  const v = voter.data
  const votes = v?.eligibleVotes
  const mayVote = canVote(report.state) && v !== undefined && !v.hasVoted && (votes ?? 0n) > 0n
  const isProposer = account?.toLowerCase() === report.proposer.toLowerCase()
  const belowThreshold =
    proposerVotes.data !== undefined &&
    proposalThreshold !== undefined &&
    proposerVotes.data < proposalThreshold
  const cancelable =
    account !== undefined &&
    canCancel({ state: report.state, isProposer, proposerBelowThreshold: belowThreshold })

  const vote = (decision: VoteDecision, reason: string) => {
    toggleVote()
    void write(voteCall(governor, report.id, decision, reason), {
      type: 'vote',
      governorAddress: governor,
      proposalId,
      decision,
      reason: reason.trim(),
    })
  }
  const lifecycle = (kind: 'queue' | 'execute' | 'cancel') =>
    void write(lifecycleCall(governor, kind, report.id), {
      type: kind,
      governorAddress: governor,
      proposalId,
    })

  return (
    <section
      className="card gov-panel"
      aria-labelledby="gov-panel-heading"
      data-testid="vote-panel"
    >
      <h2 id="gov-panel-heading" className="gov-section-title">
        {_(S.castYourVote)}
      </h2>
      {!account ? (
        <div className="gov-power__connect">
          <p>{_(S.connectToVote)}</p>
          <Button onClick={openWallet}>{_(S.connectWallet)}</Button>
        </div>
      ) : (
        <>
          {v?.hasVoted && (
            <p className="gov-panel__voted" data-testid="already-voted">
              {_({
                ...S.youVoted,
                values: {
                  decision: _(S[DECISION_OF_SUPPORT[v.support] ?? 'abstain']),
                  votes: f.tokenAmount(votes ?? 0n, uni.decimals),
                },
              })}
            </p>
          )}
          {canVote(report.state) && v && !v.hasVoted && (
            <p className="gov-panel__eligible" data-testid="eligible-votes">
              {votes !== undefined && votes > 0n
                ? _({ ...S.eligibleVotes, values: { votes: f.tokenAmount(votes, uni.decimals) } })
                : _(S.noEligibleVotes)}
            </p>
          )}
          <p className="gov-panel__rule">{_(S.snapshotRule)}</p>
          {canQueue(report.state) && <p className="gov-panel__rule">{_(S.queueHint)}</p>}
          <div className="gov-panel__actions">
            {mayVote && (
              <Button onClick={toggleVote} testId="open-vote">
                {_(S.voteButton)}
              </Button>
            )}
            {canQueue(report.state) && (
              <Button onClick={() => lifecycle('queue')} testId="queue-proposal">
                {_(S.queue)}
              </Button>
            )}
            {canExecute(report.state) && (
              <Button onClick={() => lifecycle('execute')} testId="execute-proposal">
                {_(S.execute)}
              </Button>
            )}
            {cancelable && (
              <Button
                variant="outline"
                onClick={() => lifecycle('cancel')}
                testId="cancel-proposal"
              >
                {_(S.cancel)}
              </Button>
            )}
          </div>
        </>
      )}
      <VoteModal
        isOpen={voteOpen && mayVote}
        onDismiss={toggleVote}
        proposalId={id}
        votes={f.tokenAmount(votes ?? 0n, uni.decimals)}
        onVote={vote}
      />
      {dialog.status !== 'closed' && (
        <TransactionDialog isOpen onDismiss={closeDialog} state={dialogState(dialog, undefined)} />
      )}
    </section>
  )
}
