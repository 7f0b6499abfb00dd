// Its own file: the identity lookup is a lazy chunk, and an ABI beside the registry's would ride
// in the initial JS with the module the list lookup shares (issue 11 §1 budget).
/**
 * The resolver records of an account's identity (spec 01 §7 item 6 "ENS … name/text (avatar)"):
 * the reverse record's name and the forward name's text records.
 */
export const ensIdentityResolverAbi = [
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'addr',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'text',
    stateMutability: 'view',
    inputs: [
      { name: 'node', type: 'bytes32' },
      { name: 'key', type: 'string' },
    ],
    outputs: [{ name: '', type: 'string' }],
  },
] as const
