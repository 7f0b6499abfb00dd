// The contract ABIs the app reads and writes live in this folder, one file per contract family
// (issue 11 §3 "One chain-read layer: ABIs in one place"). JSON `as const`, never parseAbi: the
// human-readable parser would load with the swap screen, and viem infers the same types from
// JSON. One file per family, imported by path (no index): a module lands in every chunk that
// reaches it, so the swap screen's first chunk holds only the ABIs it reads itself (issue 11
// bundle budget). Only the functions the app calls are listed; a flow that needs another adds it
// here, not beside itself.

const view = 'view' as const
const address = (name: string) => ({ name, type: 'address' }) as const
const uint256 = (name = '') => ({ name, type: 'uint256' }) as const

/**
 * ERC-20 (EIP-20): the functions the app calls. Not viem's `erc20Abi`, whose events and every
 * other function would ship with the swap screen's balance and allowance reads.
 */
export const erc20Abi = [
  {
    type: 'function',
    name: 'name',
    stateMutability: view,
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: view,
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'decimals',
    stateMutability: view,
    inputs: [],
    outputs: [{ name: '', type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'totalSupply',
    stateMutability: view,
    inputs: [],
    outputs: [uint256()],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: view,
    inputs: [address('account')],
    outputs: [uint256()],
  },
  {
    type: 'function',
    name: 'allowance',
    stateMutability: view,
    inputs: [address('owner'), address('spender')],
    outputs: [uint256()],
  },
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [address('spender'), uint256('amount')],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/**
 * name() and symbol() returning bytes32: old tokens (MKR, SAI) declared them so. Read beside the
 * string forms; spec 01 §2 "bytes32 fallback" decides which one is shown (tokens/tokenMetadata).
 */
export const erc20Bytes32Abi = [
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'bytes32' }],
  },
] as const

/** EIP-2612 nonces(owner): the approval hook watches it to drop a used permit signature. */
export const erc20NoncesAbi = [
  {
    type: 'function',
    name: 'nonces',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const
