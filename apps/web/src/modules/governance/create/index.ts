// /vote/create-proposal (spec 02 §2 Create Proposal, §5 Governance, §8; issue 16): actions with
// typed arguments, title and Markdown description, the actions' simulation before submitting
// (modules/governance/simulate), the threshold and active-proposal refusals, propose() through
// modules/transactions and a link to the new proposal.
export { CreateProposal } from './containers/CreateProposal'
export { CREATE_PROPOSAL_STRINGS } from './strings'
