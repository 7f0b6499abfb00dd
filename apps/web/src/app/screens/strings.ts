// User-visible text of the placeholder screens (issue 12 #9): each not-yet-built page says what
// it will hold and offers a way on, as Lingui descriptors translated at render (`_(…)`). Route
// values are never printed raw: a position or proposal id reads as '#123'.
import { msg } from '@lingui/core/macro'

export const SCREEN_STRINGS = {
  comingSoon: msg`Coming soon`,
  // Links
  toSwap: msg`Go to Swap`,
  toVote: msg`Back to Vote`,
  // Governance
  createProposalTitle: msg`Create Proposal`,
  createProposalText: msg`Here you will be able to write a governance proposal and submit it for a vote.`,
}
