// The GovernorBravo fragments the create page uses (docs/plan: the governor interface as
// Uniswap's mainnet GovernorBravoDelegate exposes it) and UNI's Compound-style votes.
import { parseAbi } from 'viem'

export const governorCreateAbi = parseAbi([
  'function proposalThreshold() view returns (uint256)',
  'function latestProposalIds(address proposer) view returns (uint256)',
  'function state(uint256 proposalId) view returns (uint8)',
  'function propose(address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, string description) returns (uint256)',
  'event ProposalCreated(uint256 id, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 startBlock, uint256 endBlock, string description)',
])

export const uniVotesAbi = parseAbi([
  'function getCurrentVotes(address account) view returns (uint96)',
])
