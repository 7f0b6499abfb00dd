// Uniswap v4 periphery: what the liquidity screens read (issue 32). The position manager's token
// ids, pool keys and packed position info, and StateView's pool state by pool id, from the ABIs
// in the official npm artifacts (@uniswap/v4-periphery 1.0.3 foundry-out/PositionManager.sol,
// StateView.sol), internal type names dropped. See erc20.ts for why JSON `as const`.

const view = 'view' as const
const bytes32 = (name: string) => ({ name, type: 'bytes32' }) as const
const int24 = (name: string) => ({ name, type: 'int24' }) as const
const uint256 = (name = '') => ({ name, type: 'uint256' }) as const

/** PoolKey: currencies sorted, 0x0…0 for the native coin; `hooks` is the hook's address. */
export const poolKey = {
  name: 'poolKey',
  type: 'tuple',
  components: [
    { name: 'currency0', type: 'address' },
    { name: 'currency1', type: 'address' },
    { name: 'fee', type: 'uint24' },
    { name: 'tickSpacing', type: 'int24' },
    { name: 'hooks', type: 'address' },
  ],
} as const

export const v4PositionManagerAbi = [
  {
    type: 'function',
    name: 'getPoolAndPositionInfo',
    stateMutability: view,
    inputs: [uint256('tokenId')],
    // `info` packs the pool id's first 25 bytes, tickUpper, tickLower and hasSubscriber
    // (PositionInfoLibrary): liquidity/positions/utils/v4PositionInfo.ts decodes it.
    outputs: [poolKey, uint256('info')],
  },
  {
    type: 'function',
    name: 'getPositionLiquidity',
    stateMutability: view,
    inputs: [uint256('tokenId')],
    outputs: [{ name: 'liquidity', type: 'uint128' }],
  },
  {
    type: 'function',
    name: 'ownerOf',
    stateMutability: view,
    inputs: [uint256('id')],
    outputs: [{ name: 'owner', type: 'address' }],
  },
  // ERC721's approvals (solmate): who besides the owner may modify a position (spec 02 §6).
  {
    type: 'function',
    name: 'getApproved',
    stateMutability: view,
    inputs: [uint256('')],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'isApprovedForAll',
    stateMutability: view,
    inputs: [
      { name: '', type: 'address' },
      { name: '', type: 'address' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'event',
    name: 'Transfer',
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'id', type: 'uint256', indexed: true },
    ],
  },
] as const

/**
 * The position manager's writes (issue 32): modifyLiquidities(unlockData, deadline), and the
 * multicall that initialises a new pool before its first position's modifyLiquidities.
 */
export const v4PositionManagerWriteAbi = [
  {
    type: 'function',
    name: 'modifyLiquidities',
    stateMutability: 'payable',
    inputs: [
      { name: 'unlockData', type: 'bytes' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'multicall',
    stateMutability: 'payable',
    inputs: [{ name: 'data', type: 'bytes[]' }],
    outputs: [{ name: 'results', type: 'bytes[]' }],
  },
  {
    type: 'function',
    name: 'initializePool',
    stateMutability: 'payable',
    inputs: [
      { ...poolKey, name: 'key' },
      { name: 'sqrtPriceX96', type: 'uint160' },
    ],
    outputs: [{ name: '', type: 'int24' }],
  },
] as const

export const stateViewAbi = [
  {
    type: 'function',
    name: 'getSlot0',
    stateMutability: view,
    inputs: [bytes32('poolId')],
    outputs: [
      { name: 'sqrtPriceX96', type: 'uint160' },
      int24('tick'),
      { name: 'protocolFee', type: 'uint24' },
      { name: 'lpFee', type: 'uint24' },
    ],
  },
  {
    type: 'function',
    name: 'getLiquidity',
    stateMutability: view,
    inputs: [bytes32('poolId')],
    outputs: [{ name: 'liquidity', type: 'uint128' }],
  },
  // The depth chart's reads (issue 32): the pool's TickBitmap word and a tick's liquidity.
  {
    type: 'function',
    name: 'getTickBitmap',
    stateMutability: view,
    inputs: [bytes32('poolId'), { name: 'tick', type: 'int16' }],
    outputs: [uint256('tickBitmap')],
  },
  {
    type: 'function',
    name: 'getTickLiquidity',
    stateMutability: view,
    inputs: [bytes32('poolId'), int24('tick')],
    outputs: [
      { name: 'liquidityGross', type: 'uint128' },
      { name: 'liquidityNet', type: 'int128' },
    ],
  },
  {
    type: 'function',
    name: 'getFeeGrowthInside',
    stateMutability: view,
    inputs: [bytes32('poolId'), int24('tickLower'), int24('tickUpper')],
    outputs: [uint256('feeGrowthInside0X128'), uint256('feeGrowthInside1X128')],
  },
  {
    type: 'function',
    name: 'getPositionInfo',
    stateMutability: view,
    inputs: [
      bytes32('poolId'),
      { name: 'owner', type: 'address' },
      int24('tickLower'),
      int24('tickUpper'),
      bytes32('salt'),
    ],
    outputs: [
      { name: 'liquidity', type: 'uint128' },
      uint256('feeGrowthInside0LastX128'),
      uint256('feeGrowthInside1LastX128'),
    ],
  },
] as const
