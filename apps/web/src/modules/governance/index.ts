// Governance (issue 16; spec 02 §2 Governance screens, §3 Governor proposal report and Vote
// support, §4 statuses, §5, §6 Layer 1 only, §7 governor reads, §8, §9; spec 01 §2 delegate and
// vote modals, §3 vote/delegate infos). Governance lives in ChainInfo.uniProtocol.governance
// (absent on Layer 2: every screen says so through GovernanceGate).
//   VotePage      /vote: proposals newest first with their state(), voting power, Unlock Voting,
//                 the delegate modal (address or ENS name), Create Proposal.
//   ProposalPage  /vote/{governorIndex}/{id}: the description as safe Markdown, proposer, bars
//                 and quorum, end time from blocks, decoded actions, vote / queue / execute /
//                 cancel.
//   Reads: actions/ (plain, over the shared multicall) → hooks/ (queries under GOVERNANCE_READ).
//   Titles: ProposalCreated logs in bounded ranges (common/logRanges), cached per chain and
//   governor (state/descriptionCache). create/ and simulate/ have their own index.ts.
export { ProposalPage } from './containers/ProposalPage'
export { VotePage } from './containers/VotePage'
export { CreateProposal } from './create'
