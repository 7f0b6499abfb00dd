// Revert data: see abis/erc20.ts for why the ABIs are split by file.

/** Solidity's built-in revert errors: Error(string) from require/revert, Panic(uint256). */
export const solidityErrorsAbi = [
  { type: 'error', name: 'Error', inputs: [{ name: 'reason', type: 'string' }] },
  { type: 'error', name: 'Panic', inputs: [{ name: 'code', type: 'uint256' }] },
] as const

/**
 * Issue 31: the custom errors a Universal Router swap can revert with — the router's own, its
 * v4 router's, Permit2's, and the PoolManager's wrapper around a reverting hook. Decoded to
 * their names (revertReasons.ts), which the swap maps to its messages.
 */
export const universalRouterErrorsAbi = [
  {
    type: 'error',
    name: 'ExecutionFailed',
    inputs: [
      { name: 'commandIndex', type: 'uint256' },
      { name: 'message', type: 'bytes' },
    ],
  },
  { type: 'error', name: 'TransactionDeadlinePassed', inputs: [] },
  { type: 'error', name: 'V2TooLittleReceived', inputs: [] },
  { type: 'error', name: 'V2TooMuchRequested', inputs: [] },
  { type: 'error', name: 'V3TooLittleReceived', inputs: [] },
  { type: 'error', name: 'V3TooMuchRequested', inputs: [] },
  { type: 'error', name: 'InsufficientToken', inputs: [] },
  { type: 'error', name: 'InsufficientETH', inputs: [] },
  {
    type: 'error',
    name: 'V4TooLittleReceived',
    inputs: [
      { name: 'minAmountOutReceived', type: 'uint256' },
      { name: 'amountReceived', type: 'uint256' },
    ],
  },
  {
    type: 'error',
    name: 'V4TooMuchRequested',
    inputs: [
      { name: 'maxAmountInRequested', type: 'uint256' },
      { name: 'amountRequested', type: 'uint256' },
    ],
  },
  {
    type: 'error',
    name: 'SignatureExpired',
    inputs: [{ name: 'signatureDeadline', type: 'uint256' }],
  },
  { type: 'error', name: 'InvalidNonce', inputs: [] },
  { type: 'error', name: 'InvalidSigner', inputs: [] },
  { type: 'error', name: 'InvalidSignature', inputs: [] },
  { type: 'error', name: 'InvalidSignatureLength', inputs: [] },
  { type: 'error', name: 'InsufficientAllowance', inputs: [{ name: 'amount', type: 'uint256' }] },
  { type: 'error', name: 'AllowanceExpired', inputs: [{ name: 'deadline', type: 'uint256' }] },
  {
    type: 'error',
    name: 'WrappedError',
    inputs: [
      { name: 'target', type: 'address' },
      { name: 'selector', type: 'bytes4' },
      { name: 'reason', type: 'bytes' },
      { name: 'details', type: 'bytes' },
    ],
  },
] as const
