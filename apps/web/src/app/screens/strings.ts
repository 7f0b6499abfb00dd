// User-visible text of the placeholder screens (issue 12 #9): each not-yet-built page says what
// it will hold and offers a way on, as Lingui descriptors translated at render (`_(…)`). Route
// values are never printed raw: a position or proposal id reads as '#123'.
import { msg } from '@lingui/core/macro'

export const SCREEN_STRINGS = {
  comingSoon: msg`Coming soon`,
  // Links
  toSwap: msg`Go to Swap`,
  toPools: msg`Back to Pools`,
  toV2Liquidity: msg`Back to V2 Liquidity`,
  toMigrationList: msg`Back to migration`,
  toLiquidityMining: msg`Back to Liquidity Mining`,
  toVote: msg`Back to Vote`,
  // Pools (spec 02 §2)
  poolV2Title: msg`V2 Liquidity`,
  poolV2Text: msg`Your Uniswap V2 liquidity will be listed here, with your share of each pool.`,
  addV2Title: msg`Add V2 Liquidity`,
  addV2Text: msg`Here you will be able to deposit two tokens into a Uniswap V2 pool and earn a share of its trading fees.`,
  migrateTitle: msg`Migrate V2 Liquidity`,
  migrateListText: msg`Your V2 liquidity that can move to Uniswap V3 will be listed here.`,
  migratePairText: msg`Here you will be able to move this pair's liquidity from Uniswap V2 to Uniswap V3.`,
  // Liquidity mining
  miningTitle: msg`Liquidity Mining`,
  miningText: msg`Liquidity mining pools and the rewards you have earned will be listed here.`,
  manageStakeTitle: msg`Manage Liquidity Mining`,
  manageStakeText: msg`Here you will be able to stake and withdraw liquidity tokens and claim your rewards.`,
  // Governance
  voteTitle: msg`Vote`,
  voteText: msg`Governance proposals and your voting power will be shown here.`,
  createProposalTitle: msg`Create Proposal`,
  createProposalText: msg`Here you will be able to write a governance proposal and submit it for a vote.`,
  proposalTitle: msg({ message: 'Proposal #{id}' }),
  proposalTitleNoId: msg`Proposal`,
  proposalText: msg`This proposal's description, votes and status will be shown here.`,
}
