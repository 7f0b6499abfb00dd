// Issue 12 #14: does a token take a fee on transfer? swap-router-contracts' TokenValidator
// borrows a little of the token from a v2 pair with one of the base tokens (a flash swap), sends
// it on, and compares what arrived. Simulated with eth_call: nothing is ever sent.
import type { Address, Client } from 'viem'

/**
 * TokenValidator.validate. The contract does not mark it view (it runs a flash swap), but it is
 * only ever simulated here, so the ABI says view for the read path.
 */
const tokenValidatorAbi = [
  {
    type: 'function',
    name: 'validate',
    stateMutability: 'view',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'baseTokens', type: 'address[]' },
      { name: 'amountToBorrow', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'uint8' }],
  },
] as const

/** The contract's Status enum, in its order. */
const STATUSES = ['unknown', 'fee-on-transfer', 'transfer-fails'] as const
export type TransferFeeStatus = (typeof STATUSES)[number]

/** Raw units borrowed for the check: small next to any pool's reserves. */
const AMOUNT_TO_BORROW = 1_000n

export interface ReadTransferFeeParameters {
  client: Client
  validator: Address
  token: Address
  /** Tokens the token may have a v2 pair with (wrapped native, the stablecoin). */
  baseTokens: readonly Address[]
}

export async function readTransferFee(p: ReadTransferFeeParameters): Promise<TransferFeeStatus> {
  const { readContract } = await import('../../../chain/readActions')
  const status = await readContract(p.client, {
    address: p.validator,
    abi: tokenValidatorAbi,
    functionName: 'validate',
    args: [p.token, [...p.baseTokens], AMOUNT_TO_BORROW],
  })
  return STATUSES[status] ?? 'unknown'
}
