// spec 02 §5 Governance: submitting needs more votes than the threshold and no active or pending
// proposal of one's own. Bravo's propose checks getPriorVotes(proposer, block - 1) >
// proposalThreshold (strictly) and latestProposalIds' state is neither Pending (0) nor Active (1).
export type ProposerBlock = 'activeProposal' | 'notEnoughVotes' | undefined

/** GovernorBravo state(): 0 Pending, 1 Active. */
const LIVE_STATES = new Set([0, 1])

export interface ProposerStatus {
  threshold: bigint
  votes: bigint
  /** The state of the proposer's latest proposal; undefined when there is none. */
  latestState: number | undefined
}

export function proposerBlock(s: ProposerStatus): ProposerBlock {
  if (s.latestState !== undefined && LIVE_STATES.has(s.latestState)) return 'activeProposal'
  if (s.votes <= s.threshold) return 'notEnoughVotes'
  return undefined
}
