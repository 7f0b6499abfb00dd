// The governor interface the app reads and writes (issue 16 plan: GovernorBravo's, as Uniswap's
// mainnet GovernorBravoDelegate exposes it) and UNI's Compound-style vote reads and delegate().
// Only what the vote screens use; parseAbi keeps the list readable and typed.
import { parseAbi } from 'viem'

export const governorAbi = parseAbi([
  'function proposalCount() view returns (uint256)',
  'function initialProposalId() view returns (uint256)',
  'function proposals(uint256 id) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, uint256 abstainVotes, bool canceled, bool executed)',
  'function state(uint256 id) view returns (uint8)',
  'function getActions(uint256 id) view returns (address[] targets, uint256[] values, string[] signatures, bytes[] calldatas)',
  'function getReceipt(uint256 id, address voter) view returns ((bool hasVoted, uint8 support, uint96 votes))',
  'function proposalThreshold() view returns (uint256)',
  'function quorumVotes() view returns (uint256)',
  'function votingPeriod() view returns (uint256)',
  'function votingDelay() view returns (uint256)',
  'function timelock() view returns (address)',
  'function castVote(uint256 proposalId, uint8 support)',
  'function castVoteWithReason(uint256 proposalId, uint8 support, string reason)',
  'function queue(uint256 proposalId)',
  'function execute(uint256 proposalId) payable',
  'function cancel(uint256 proposalId)',
  'event ProposalCreated(uint256 id, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 startBlock, uint256 endBlock, string description)',
])

export const proposalCreatedEvent = governorAbi.find(
  (item) => item.type === 'event' && item.name === 'ProposalCreated',
) as Extract<(typeof governorAbi)[number], { type: 'event'; name: 'ProposalCreated' }>

export const uniVotesAbi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function delegates(address account) view returns (address)',
  'function getCurrentVotes(address account) view returns (uint96)',
  'function getPriorVotes(address account, uint256 blockNumber) view returns (uint96)',
  'function delegate(address delegatee)',
])
