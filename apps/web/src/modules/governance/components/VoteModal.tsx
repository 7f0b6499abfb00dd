import { useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import { Button, Modal } from '../../../ui'
import type { VoteDecision } from '../common/calls'
import { GOVERNANCE_STRINGS as S } from '../strings'

export interface VoteModalProps {
  isOpen: boolean
  onDismiss: () => void
  proposalId: string
  /** The eligible votes, formatted (getPriorVotes at the proposal's start). */
  votes: string
  onVote: (decision: VoteDecision, reason: string) => void
}

const DECISIONS: readonly VoteDecision[] = ['for', 'against', 'abstain']

/** spec 01 §2 'vote' modal: For, Against or Abstain, with an optional reason (castVoteWithReason). */
export function VoteModal({ isOpen, onDismiss, proposalId, votes, onVote }: VoteModalProps) {
  const { _ } = useLingui()
  const [decision, setDecision] = useState<VoteDecision | undefined>(undefined)
  const [reason, setReason] = useState('')
  const reasonId = useId()
  const name = useId()
  return (
    <Modal
      isOpen={isOpen}
      onDismiss={onDismiss}
      title={_({ ...S.voteOn, values: { id: proposalId } })}
    >
      <form
        className="gov-modal"
        data-testid="vote-modal"
        onSubmit={(e) => {
          e.preventDefault()
          if (decision) onVote(decision, reason)
        }}
      >
        <p className="gov-modal__votes">{_({ ...S.eligibleVotes, values: { votes } })}</p>
        <fieldset className="gov-choices">
          <legend className="gov-modal__label">{_(S.decision)}</legend>
          {DECISIONS.map((d) => (
            <label
              key={d}
              className={`gov-choice gov-choice--${d}`}
              data-testid={`vote-option-${d}`}
            >
              <input
                type="radio"
                name={name}
                value={d}
                checked={decision === d}
                onChange={() => setDecision(d)}
              />
              <span>{_(S[d])}</span>
            </label>
          ))}
        </fieldset>
        <label className="gov-modal__label" htmlFor={reasonId}>
          {_(S.reason)}
        </label>
        <textarea
          id={reasonId}
          className="gov-modal__reason"
          data-testid="vote-reason"
          rows={3}
          maxLength={2000}
          placeholder={_(S.reasonPlaceholder)}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="submit" block size="large" disabled={!decision} testId="vote-submit">
          {decision
            ? _({ ...S.submitVote, values: { decision: _(S[decision]) } })
            : _(S.chooseDecision)}
        </Button>
      </form>
    </Modal>
  )
}
