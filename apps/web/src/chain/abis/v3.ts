// Uniswap v3 core and periphery, only the functions and events the liquidity screens read or
// decode (the position manager, the pool, TickLens, the factory's fee table) (see erc20.ts for why JSON `as const` and one file per family). Taken from the ABIs in
// the official npm artifacts (@uniswap/v3-core 1.0.1, @uniswap/v3-periphery 1.4.4), internal
// type names dropped. Writes are encoded by @uniswap/v3-sdk (NonfungiblePositionManager), so the
// position manager's write functions are not listed here except collect, which is also read
// statically for the owed amounts (spec 02 §7).

export const positionManagerAbi = [
  {
    inputs: [
      {
        name: 'tokenId',
        type: 'uint256',
      },
    ],
    name: 'positions',
    outputs: [
      {
        name: 'nonce',
        type: 'uint96',
      },
      {
        name: 'operator',
        type: 'address',
      },
      {
        name: 'token0',
        type: 'address',
      },
      {
        name: 'token1',
        type: 'address',
      },
      {
        name: 'fee',
        type: 'uint24',
      },
      {
        name: 'tickLower',
        type: 'int24',
      },
      {
        name: 'tickUpper',
        type: 'int24',
      },
      {
        name: 'liquidity',
        type: 'uint128',
      },
      {
        name: 'feeGrowthInside0LastX128',
        type: 'uint256',
      },
      {
        name: 'feeGrowthInside1LastX128',
        type: 'uint256',
      },
      {
        name: 'tokensOwed0',
        type: 'uint128',
      },
      {
        name: 'tokensOwed1',
        type: 'uint128',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        name: 'owner',
        type: 'address',
      },
    ],
    name: 'balanceOf',
    outputs: [
      {
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        name: 'owner',
        type: 'address',
      },
      {
        name: 'index',
        type: 'uint256',
      },
    ],
    name: 'tokenOfOwnerByIndex',
    outputs: [
      {
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        name: 'tokenId',
        type: 'uint256',
      },
    ],
    name: 'ownerOf',
    outputs: [
      {
        name: '',
        type: 'address',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        name: 'tokenId',
        type: 'uint256',
      },
    ],
    name: 'getApproved',
    outputs: [
      {
        name: '',
        type: 'address',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        name: 'owner',
        type: 'address',
      },
      {
        name: 'operator',
        type: 'address',
      },
    ],
    name: 'isApprovedForAll',
    outputs: [
      {
        name: '',
        type: 'bool',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        name: 'tokenId',
        type: 'uint256',
      },
    ],
    name: 'tokenURI',
    outputs: [
      {
        name: '',
        type: 'string',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        components: [
          {
            name: 'tokenId',
            type: 'uint256',
          },
          {
            name: 'recipient',
            type: 'address',
          },
          {
            name: 'amount0Max',
            type: 'uint128',
          },
          {
            name: 'amount1Max',
            type: 'uint128',
          },
        ],
        name: 'params',
        type: 'tuple',
      },
    ],
    name: 'collect',
    outputs: [
      {
        name: 'amount0',
        type: 'uint256',
      },
      {
        name: 'amount1',
        type: 'uint256',
      },
    ],
    stateMutability: 'payable',
    type: 'function',
  },
  {
    anonymous: false,
    inputs: [
      {
        indexed: true,
        name: 'tokenId',
        type: 'uint256',
      },
      {
        indexed: false,
        name: 'liquidity',
        type: 'uint128',
      },
      {
        indexed: false,
        name: 'amount0',
        type: 'uint256',
      },
      {
        indexed: false,
        name: 'amount1',
        type: 'uint256',
      },
    ],
    name: 'IncreaseLiquidity',
    type: 'event',
  },
  {
    anonymous: false,
    inputs: [
      {
        indexed: true,
        name: 'tokenId',
        type: 'uint256',
      },
      {
        indexed: false,
        name: 'liquidity',
        type: 'uint128',
      },
      {
        indexed: false,
        name: 'amount0',
        type: 'uint256',
      },
      {
        indexed: false,
        name: 'amount1',
        type: 'uint256',
      },
    ],
    name: 'DecreaseLiquidity',
    type: 'event',
  },
  {
    anonymous: false,
    inputs: [
      {
        indexed: true,
        name: 'tokenId',
        type: 'uint256',
      },
      {
        indexed: false,
        name: 'recipient',
        type: 'address',
      },
      {
        indexed: false,
        name: 'amount0',
        type: 'uint256',
      },
      {
        indexed: false,
        name: 'amount1',
        type: 'uint256',
      },
    ],
    name: 'Collect',
    type: 'event',
  },
] as const

export const v3PoolAbi = [
  {
    inputs: [],
    name: 'slot0',
    outputs: [
      {
        name: 'sqrtPriceX96',
        type: 'uint160',
      },
      {
        name: 'tick',
        type: 'int24',
      },
      {
        name: 'observationIndex',
        type: 'uint16',
      },
      {
        name: 'observationCardinality',
        type: 'uint16',
      },
      {
        name: 'observationCardinalityNext',
        type: 'uint16',
      },
      {
        name: 'feeProtocol',
        type: 'uint8',
      },
      {
        name: 'unlocked',
        type: 'bool',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'liquidity',
    outputs: [
      {
        name: '',
        type: 'uint128',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'feeGrowthGlobal0X128',
    outputs: [
      {
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'feeGrowthGlobal1X128',
    outputs: [
      {
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        name: '',
        type: 'int24',
      },
    ],
    name: 'ticks',
    outputs: [
      {
        name: 'liquidityGross',
        type: 'uint128',
      },
      {
        name: 'liquidityNet',
        type: 'int128',
      },
      {
        name: 'feeGrowthOutside0X128',
        type: 'uint256',
      },
      {
        name: 'feeGrowthOutside1X128',
        type: 'uint256',
      },
      {
        name: 'tickCumulativeOutside',
        type: 'int56',
      },
      {
        name: 'secondsPerLiquidityOutsideX128',
        type: 'uint160',
      },
      {
        name: 'secondsOutside',
        type: 'uint32',
      },
      {
        name: 'initialized',
        type: 'bool',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        name: '',
        type: 'int16',
      },
    ],
    name: 'tickBitmap',
    outputs: [
      {
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'tickSpacing',
    outputs: [
      {
        name: '',
        type: 'int24',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
] as const

export const tickLensAbi = [
  {
    inputs: [
      {
        name: 'pool',
        type: 'address',
      },
      {
        name: 'tickBitmapIndex',
        type: 'int16',
      },
    ],
    name: 'getPopulatedTicksInWord',
    outputs: [
      {
        components: [
          {
            name: 'tick',
            type: 'int24',
          },
          {
            name: 'liquidityNet',
            type: 'int128',
          },
          {
            name: 'liquidityGross',
            type: 'uint128',
          },
        ],
        name: 'populatedTicks',
        type: 'tuple[]',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
] as const

/** The factory's fee table: a tier is enabled when its tick spacing is not 0 (enableFeeAmount). */
export const v3FactoryAbi = [
  {
    inputs: [{ internalType: 'uint24', name: '', type: 'uint24' }],
    name: 'feeAmountTickSpacing',
    outputs: [{ internalType: 'int24', name: '', type: 'int24' }],
    stateMutability: 'view',
    type: 'function',
  },
] as const
