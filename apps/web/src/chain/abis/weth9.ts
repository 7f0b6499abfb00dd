// WETH9: see abis/erc20.ts for why the ABIs are split by file.

/** WETH9 (spec 01 §7.7: "wrapped-native deposit (value) and withdraw (amount)"). */
export const weth9Abi = [
  { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'wad', type: 'uint256' }],
    outputs: [],
  },
] as const
