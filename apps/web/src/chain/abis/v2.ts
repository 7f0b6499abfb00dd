// The v2 protocol and the v3 migrator, the functions the app calls (spec 02 §7: pair reads, the
// v2 router add/remove calls, the migrator multicall). Taken from the artifacts of
// @uniswap/v2-core 1.0.1, @uniswap/v2-periphery 1.1.0-beta.0 and @uniswap/v3-periphery; see
// abis/erc20.ts for why the ABIs are split by file. The fork exchange (Sushi) shares the pair ABI.

/** UniswapV2Pair (and the fork exchange's pair): reserves, supply, kLast, LP balance, permit. */
export const v2PairAbi = [
  {
    type: 'function',
    name: 'getReserves',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '_reserve0',
        type: 'uint112',
      },
      {
        name: '_reserve1',
        type: 'uint112',
      },
      {
        name: '_blockTimestampLast',
        type: 'uint32',
      },
    ],
  },
  {
    type: 'function',
    name: 'totalSupply',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'kLast',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [
      {
        name: '',
        type: 'address',
      },
    ],
    outputs: [
      {
        name: '',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'token0',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'address',
      },
    ],
  },
  {
    type: 'function',
    name: 'token1',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'address',
      },
    ],
  },
  {
    type: 'function',
    name: 'factory',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'address',
      },
    ],
  },
  {
    type: 'function',
    name: 'nonces',
    stateMutability: 'view',
    inputs: [
      {
        name: '',
        type: 'address',
      },
    ],
    outputs: [
      {
        name: '',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'DOMAIN_SEPARATOR',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'bytes32',
      },
    ],
  },
  {
    type: 'function',
    name: 'PERMIT_TYPEHASH',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'bytes32',
      },
    ],
  },
  {
    type: 'function',
    name: 'permit',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'owner',
        type: 'address',
      },
      {
        name: 'spender',
        type: 'address',
      },
      {
        name: 'value',
        type: 'uint256',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
      {
        name: 'v',
        type: 'uint8',
      },
      {
        name: 'r',
        type: 'bytes32',
      },
      {
        name: 's',
        type: 'bytes32',
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'string',
      },
    ],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'string',
      },
    ],
  },
] as const

/** UniswapV2Factory: pair lookup and the protocol-fee switch (feeTo non-zero: fee on). */
export const v2FactoryAbi = [
  {
    type: 'function',
    name: 'getPair',
    stateMutability: 'view',
    inputs: [
      {
        name: '',
        type: 'address',
      },
      {
        name: '',
        type: 'address',
      },
    ],
    outputs: [
      {
        name: '',
        type: 'address',
      },
    ],
  },
  {
    type: 'function',
    name: 'feeTo',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      {
        name: '',
        type: 'address',
      },
    ],
  },
] as const

/** UniswapV2Router02: add and the remove variants (spec 02 §7). */
export const v2Router02Abi = [
  {
    type: 'function',
    name: 'addLiquidity',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'tokenA',
        type: 'address',
      },
      {
        name: 'tokenB',
        type: 'address',
      },
      {
        name: 'amountADesired',
        type: 'uint256',
      },
      {
        name: 'amountBDesired',
        type: 'uint256',
      },
      {
        name: 'amountAMin',
        type: 'uint256',
      },
      {
        name: 'amountBMin',
        type: 'uint256',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
    ],
    outputs: [
      {
        name: 'amountA',
        type: 'uint256',
      },
      {
        name: 'amountB',
        type: 'uint256',
      },
      {
        name: 'liquidity',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'addLiquidityETH',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'token',
        type: 'address',
      },
      {
        name: 'amountTokenDesired',
        type: 'uint256',
      },
      {
        name: 'amountTokenMin',
        type: 'uint256',
      },
      {
        name: 'amountETHMin',
        type: 'uint256',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
    ],
    outputs: [
      {
        name: 'amountToken',
        type: 'uint256',
      },
      {
        name: 'amountETH',
        type: 'uint256',
      },
      {
        name: 'liquidity',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'removeLiquidity',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'tokenA',
        type: 'address',
      },
      {
        name: 'tokenB',
        type: 'address',
      },
      {
        name: 'liquidity',
        type: 'uint256',
      },
      {
        name: 'amountAMin',
        type: 'uint256',
      },
      {
        name: 'amountBMin',
        type: 'uint256',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
    ],
    outputs: [
      {
        name: 'amountA',
        type: 'uint256',
      },
      {
        name: 'amountB',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'removeLiquidityETH',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'token',
        type: 'address',
      },
      {
        name: 'liquidity',
        type: 'uint256',
      },
      {
        name: 'amountTokenMin',
        type: 'uint256',
      },
      {
        name: 'amountETHMin',
        type: 'uint256',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
    ],
    outputs: [
      {
        name: 'amountToken',
        type: 'uint256',
      },
      {
        name: 'amountETH',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'removeLiquidityWithPermit',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'tokenA',
        type: 'address',
      },
      {
        name: 'tokenB',
        type: 'address',
      },
      {
        name: 'liquidity',
        type: 'uint256',
      },
      {
        name: 'amountAMin',
        type: 'uint256',
      },
      {
        name: 'amountBMin',
        type: 'uint256',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
      {
        name: 'approveMax',
        type: 'bool',
      },
      {
        name: 'v',
        type: 'uint8',
      },
      {
        name: 'r',
        type: 'bytes32',
      },
      {
        name: 's',
        type: 'bytes32',
      },
    ],
    outputs: [
      {
        name: 'amountA',
        type: 'uint256',
      },
      {
        name: 'amountB',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'removeLiquidityETHWithPermit',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'token',
        type: 'address',
      },
      {
        name: 'liquidity',
        type: 'uint256',
      },
      {
        name: 'amountTokenMin',
        type: 'uint256',
      },
      {
        name: 'amountETHMin',
        type: 'uint256',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
      {
        name: 'approveMax',
        type: 'bool',
      },
      {
        name: 'v',
        type: 'uint8',
      },
      {
        name: 'r',
        type: 'bytes32',
      },
      {
        name: 's',
        type: 'bytes32',
      },
    ],
    outputs: [
      {
        name: 'amountToken',
        type: 'uint256',
      },
      {
        name: 'amountETH',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'removeLiquidityETHSupportingFeeOnTransferTokens',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'token',
        type: 'address',
      },
      {
        name: 'liquidity',
        type: 'uint256',
      },
      {
        name: 'amountTokenMin',
        type: 'uint256',
      },
      {
        name: 'amountETHMin',
        type: 'uint256',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
    ],
    outputs: [
      {
        name: 'amountETH',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'token',
        type: 'address',
      },
      {
        name: 'liquidity',
        type: 'uint256',
      },
      {
        name: 'amountTokenMin',
        type: 'uint256',
      },
      {
        name: 'amountETHMin',
        type: 'uint256',
      },
      {
        name: 'to',
        type: 'address',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
      {
        name: 'approveMax',
        type: 'bool',
      },
      {
        name: 'v',
        type: 'uint8',
      },
      {
        name: 'r',
        type: 'bytes32',
      },
      {
        name: 's',
        type: 'bytes32',
      },
    ],
    outputs: [
      {
        name: 'amountETH',
        type: 'uint256',
      },
    ],
  },
] as const

/** V3Migrator: migrate, its multicall, selfPermit and pool creation (spec 02 §7 Migrator). */
export const v3MigratorAbi = [
  {
    type: 'function',
    name: 'migrate',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'params',
        type: 'tuple',
        // IV3Migrator.MigrateParams (the tuple cannot be encoded without its fields).
        components: [
          { name: 'pair', type: 'address' },
          { name: 'liquidityToMigrate', type: 'uint256' },
          { name: 'percentageToMigrate', type: 'uint8' },
          { name: 'token0', type: 'address' },
          { name: 'token1', type: 'address' },
          { name: 'fee', type: 'uint24' },
          { name: 'tickLower', type: 'int24' },
          { name: 'tickUpper', type: 'int24' },
          { name: 'amount0Min', type: 'uint256' },
          { name: 'amount1Min', type: 'uint256' },
          { name: 'recipient', type: 'address' },
          { name: 'deadline', type: 'uint256' },
          { name: 'refundAsETH', type: 'bool' },
        ],
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'multicall',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'data',
        type: 'bytes[]',
      },
    ],
    outputs: [
      {
        name: 'results',
        type: 'bytes[]',
      },
    ],
  },
  {
    type: 'function',
    name: 'selfPermit',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'token',
        type: 'address',
      },
      {
        name: 'value',
        type: 'uint256',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
      {
        name: 'v',
        type: 'uint8',
      },
      {
        name: 'r',
        type: 'bytes32',
      },
      {
        name: 's',
        type: 'bytes32',
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'selfPermitAllowed',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'token',
        type: 'address',
      },
      {
        name: 'nonce',
        type: 'uint256',
      },
      {
        name: 'expiry',
        type: 'uint256',
      },
      {
        name: 'v',
        type: 'uint8',
      },
      {
        name: 'r',
        type: 'bytes32',
      },
      {
        name: 's',
        type: 'bytes32',
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'selfPermitIfNecessary',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'token',
        type: 'address',
      },
      {
        name: 'value',
        type: 'uint256',
      },
      {
        name: 'deadline',
        type: 'uint256',
      },
      {
        name: 'v',
        type: 'uint8',
      },
      {
        name: 'r',
        type: 'bytes32',
      },
      {
        name: 's',
        type: 'bytes32',
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'selfPermitAllowedIfNecessary',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'token',
        type: 'address',
      },
      {
        name: 'nonce',
        type: 'uint256',
      },
      {
        name: 'expiry',
        type: 'uint256',
      },
      {
        name: 'v',
        type: 'uint8',
      },
      {
        name: 'r',
        type: 'bytes32',
      },
      {
        name: 's',
        type: 'bytes32',
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'createAndInitializePoolIfNecessary',
    stateMutability: 'payable',
    inputs: [
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
        name: 'sqrtPriceX96',
        type: 'uint160',
      },
    ],
    outputs: [
      {
        name: 'pool',
        type: 'address',
      },
    ],
  },
] as const
