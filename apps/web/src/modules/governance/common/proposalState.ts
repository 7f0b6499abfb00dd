// spec 02 §4 "Governance proposal statuses": Pending, Active, Canceled, Defeated, Succeeded,
// Queued, Expired, Executed, Undetermined. The governor reports a number (GovernorBravo's
// ProposalState enum, in that order, issue 16 plan); anything else, or a failed read, is
// Undetermined.

export const PROPOSAL_STATES = [
  'pending',
  'active',
  'canceled',
  'defeated',
  'succeeded',
  'queued',
  'expired',
  'executed',
] as const

export type ProposalState = (typeof PROPOSAL_STATES)[number] | 'undetermined'

/** The status of a state() result; undefined (not read yet or failed) or unknown → undetermined. */
export function proposalState(raw: number | bigint | undefined): ProposalState {
  if (raw === undefined) return 'undetermined'
  const n = Number(raw)
  return PROPOSAL_STATES[n] ?? 'undetermined'
}

/** Where votes can still be cast (Bravo: castVote requires Active). */
export const canVote = (state: ProposalState): boolean => state === 'active'

/** Bravo: queue requires Succeeded; execute requires Queued (and eta passed, checked by the chain). */
export const canQueue = (state: ProposalState): boolean => state === 'succeeded'
export const canExecute = (state: ProposalState): boolean => state === 'queued'

/**
 * Bravo: cancel is refused once executed; the proposer may cancel, anyone else only when the
 * proposer's prior votes fell below the threshold (the chain decides; the button is offered to
 * the proposer, and to others when that condition is read to hold).
 */
export function canCancel({
  state,
  isProposer,
  proposerBelowThreshold,
}: {
  state: ProposalState
  isProposer: boolean
  proposerBelowThreshold: boolean
}): boolean {
  if (state === 'executed' || state === 'canceled' || state === 'expired') return false
  if (state === 'undetermined') return false
  return isProposer || proposerBelowThreshold
}
