// The Universal Router's one entry point (@uniswap/universal-router 2.x): a string of one-byte
// commands and one abi-encoded input per command, checked against a deadline. The swap's calldata
// (modules/swap utils/universalRouter) and the v3 → v4 migration (modules/liquidity migrate/) build
// on it. See abis/erc20.ts for why the ABIs are split by file.

export const universalRouterAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'payable',
    inputs: [
      { name: 'commands', type: 'bytes' },
      { name: 'inputs', type: 'bytes[]' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
  },
] as const
