// Issue 33: Arbitrum's NodeInterface, the part the app reads (gasEstimateL1Component).

/**
 * A virtual contract the node answers eth_calls to (docs.arbitrum.io "NodeInterface reference"):
 * it has no code, so contracts (Multicall3) cannot call it.
 */
export const NODE_INTERFACE = '0x00000000000000000000000000000000000000C8'

// The ABI is the routing engine's (its L1 fee probe reads the same call).
export { nodeInterfaceAbi } from '@tidepool/routing/viem/nodeInterface'
