// The few view functions the depth chart reads (spec 02 §7 on-chain reads; §3 Tick), typed for
// viem. Only what is called: a pool's slot0, liquidity and tickBitmap, TickLens'
// getPopulatedTicksInWord (v3-periphery lens/TickLens.sol) and Multicall3's getBlockNumber.
export const poolAbi = [
  {
    type: 'function',
    name: 'slot0',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'sqrtPriceX96', type: 'uint160' },
      { name: 'tick', type: 'int24' },
      { name: 'observationIndex', type: 'uint16' },
      { name: 'observationCardinality', type: 'uint16' },
      { name: 'observationCardinalityNext', type: 'uint16' },
      { name: 'feeProtocol', type: 'uint8' },
      { name: 'unlocked', type: 'bool' },
    ],
  },
  {
    type: 'function',
    name: 'liquidity',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint128' }],
  },
  {
    type: 'function',
    name: 'tickBitmap',
    stateMutability: 'view',
    inputs: [{ name: 'wordPosition', type: 'int16' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

export const tickLensAbi = [
  {
    type: 'function',
    name: 'getPopulatedTicksInWord',
    stateMutability: 'view',
    inputs: [
      { name: 'pool', type: 'address' },
      { name: 'tickBitmapIndex', type: 'int16' },
    ],
    outputs: [
      {
        name: 'populatedTicks',
        type: 'tuple[]',
        components: [
          { name: 'tick', type: 'int24' },
          { name: 'liquidityNet', type: 'int128' },
          { name: 'liquidityGross', type: 'uint128' },
        ],
      },
    ],
  },
] as const

export const multicall3BlockAbi = [
  {
    type: 'function',
    name: 'getBlockNumber',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'blockNumber', type: 'uint256' }],
  },
] as const
