// Arbitrum's NodeInterface, the part Tidepool reads (issue 33): the L1 component of a transaction's
// gas. A virtual contract the node answers eth_calls to (docs.arbitrum.io "NodeInterface
// reference"): it has no code, so contracts (Multicall3) cannot call it. Shared by the routing
// engine's L1 fee probe and the app's network fee (chain/l1Fee.ts); the devnet's emulation keeps
// its own copy, as the independent side of the tests.

export const nodeInterfaceAbi = [
  {
    type: 'function',
    name: 'gasEstimateL1Component',
    // Payable in Nitro's interface; read with eth_call only, so declared a view here.
    stateMutability: 'view',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'contractCreation', type: 'bool' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [
      { name: 'gasEstimateForL1', type: 'uint64' },
      { name: 'baseFee', type: 'uint256' },
      { name: 'l1BaseFeeEstimate', type: 'uint256' },
    ],
  },
] as const
