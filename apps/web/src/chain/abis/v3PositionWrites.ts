// The v3 position manager's writes that change a range in one transaction (issue 32 "Change range
// in one transaction"): its multicall of decreaseLiquidity + collect + mint (+ burn), and the ERC-721 permit and approve
// the v3 → v4 migration gives the Universal Router (issue 32 "Migrate v3 → v4"), from
// @uniswap/v3-periphery 1.4.4's NonfungiblePositionManager ABI. Apart from v3.ts so that only the
// change-range chunk holds them (see erc20.ts).

export const positionManagerWriteAbi = [
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
    name: 'decreaseLiquidity',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'params',
        type: 'tuple',
        components: [
          {
            name: 'tokenId',
            type: 'uint256',
          },
          {
            name: 'liquidity',
            type: 'uint128',
          },
          {
            name: 'amount0Min',
            type: 'uint256',
          },
          {
            name: 'amount1Min',
            type: 'uint256',
          },
          {
            name: 'deadline',
            type: 'uint256',
          },
        ],
      },
    ],
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
  },
  {
    type: 'function',
    name: 'collect',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'params',
        type: 'tuple',
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
      },
    ],
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
  },
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'params',
        type: 'tuple',
        components: [
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
            name: 'amount0Desired',
            type: 'uint256',
          },
          {
            name: 'amount1Desired',
            type: 'uint256',
          },
          {
            name: 'amount0Min',
            type: 'uint256',
          },
          {
            name: 'amount1Min',
            type: 'uint256',
          },
          {
            name: 'recipient',
            type: 'address',
          },
          {
            name: 'deadline',
            type: 'uint256',
          },
        ],
      },
    ],
    outputs: [
      {
        name: 'tokenId',
        type: 'uint256',
      },
      {
        name: 'liquidity',
        type: 'uint128',
      },
      {
        name: 'amount0',
        type: 'uint256',
      },
      {
        name: 'amount1',
        type: 'uint256',
      },
    ],
  },
  {
    type: 'function',
    name: 'burn',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'tokenId',
        type: 'uint256',
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'permit',
    stateMutability: 'payable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
      { name: 'v', type: 'uint8' },
      { name: 'r', type: 'bytes32' },
      { name: 's', type: 'bytes32' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
    ],
    outputs: [],
  },
] as const
