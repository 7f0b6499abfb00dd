// Liquidity mining (issue 15; spec 02 §2 Liquidity mining page, §3 Staking info, §4 Rewards
// countdown and the claim/deposit/withdraw dialogs, §5, §7 rewards calls, §8, §9): /uni and
// /uni/{currencyIdA}/{currencyIdB} over the chain's UNI protocol reward pools
// (ChainInfo.uniProtocol.stakingRewards; Layer 1 only — elsewhere the pages say so).
//   actions/readStakingInfos: one block's reads of every pool (StakingRewards, its factory's
//     genesis, the pair through the liquidity core's readV2Pairs).
//   utils/: the countdown, reward-rate maths, staking-info derivation, the rewards calls with
//     their gas limits. Writes go through modules/transactions; approval or an EIP-2612 permit
//     of the liquidity token through modules/approvals' useApproval.
export { EarnScreen } from './containers/EarnScreen'
export { ManageScreen } from './containers/ManageScreen'
