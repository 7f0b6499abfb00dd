// Multicall3 (0xcA11…CA11), the functions the app calls beside aggregate3 (viem encodes that
// one itself): the block a multicall read runs at, to pin a later read round to the same block.
export const multicall3BlockAbi = [
  {
    type: 'function',
    name: 'getBlockNumber',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'blockNumber', type: 'uint256' }],
  },
] as const
