// Issue 33: Arbitrum's NodeInterface, the part the app reads (gasEstimateL1Component).

/**
 * A virtual contract the node answers eth_calls to (docs.arbitrum.io "NodeInterface reference"):
 * it has no code, so contracts (Multicall3) cannot call it.
 */
export const NODE_INTERFACE = '0x00000000000000000000000000000000000000C8'

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
