// Revert data: see abis/erc20.ts for why the ABIs are split by file.

/** Solidity's built-in revert errors: Error(string) from require/revert, Panic(uint256). */
export const solidityErrorsAbi = [
  { type: 'error', name: 'Error', inputs: [{ name: 'reason', type: 'string' }] },
  { type: 'error', name: 'Panic', inputs: [{ name: 'code', type: 'uint256' }] },
] as const
