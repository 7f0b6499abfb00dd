// The liquidity-mining contracts, the functions the app calls (spec 02 §7 "Rewards contract:
// earned, totalSupply, rewardRate, periodFinish"; getReward, stake, stakeWithPermit, exit), as
// in @uniswap/liquidity-staker's StakingRewards and StakingRewardsFactory (written out by hand:
// only these entries, typed for viem).
const uintView = <const N extends string, const I extends readonly unknown[]>(name: N, inputs: I) =>
  ({
    type: 'function',
    name,
    stateMutability: 'view',
    inputs,
    outputs: [{ name: '', type: 'uint256' }],
  }) as const

const account = [{ name: 'account', type: 'address' }] as const

export const stakingRewardsAbi = [
  uintView('balanceOf', account),
  uintView('earned', account),
  uintView('totalSupply', [] as const),
  uintView('rewardRate', [] as const),
  uintView('periodFinish', [] as const),
  {
    type: 'function',
    name: 'rewardsDistribution',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'stakingToken',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'stake',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'amount', type: 'uint256' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'stakeWithPermit',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'amount', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
      { name: 'v', type: 'uint8' },
      { name: 'r', type: 'bytes32' },
      { name: 's', type: 'bytes32' },
    ],
    outputs: [],
  },
  { type: 'function', name: 'getReward', stateMutability: 'nonpayable', inputs: [], outputs: [] },
  { type: 'function', name: 'exit', stateMutability: 'nonpayable', inputs: [], outputs: [] },
] as const

export const stakingRewardsFactoryAbi = [
  {
    type: 'function',
    name: 'stakingRewardsGenesis',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const
