// The ERC-20 allowance read behind the approval state (spec 01 §7.6: allowance, per block).
import type { Address, Client } from 'viem'
import { readContract } from 'viem/actions'
import { erc20Abi } from '../../../chain/abis/erc20'

export interface ReadAllowanceParameters {
  client: Client
  token: Address
  owner: Address
  spender: Address
}

export function readAllowance({
  client,
  token,
  owner,
  spender,
}: ReadAllowanceParameters): Promise<bigint> {
  return readContract(client, {
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })
}
