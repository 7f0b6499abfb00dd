// getActions(id), each action decoded by its signature (common/decodeAction).
import type { Address, Client } from 'viem'
import { readContract } from 'viem/actions'
import { governorAbi } from '../common/abis'
import { decodeAction, type ProposalAction } from '../common/decodeAction'

export async function readProposalActions(
  client: Client,
  { governor, id }: { governor: Address; id: bigint },
): Promise<ProposalAction[]> {
  const [targets, values, signatures, calldatas] = await readContract(client, {
    address: governor,
    abi: governorAbi,
    functionName: 'getActions',
    args: [id],
  })
  return targets.map((target, i) =>
    decodeAction({
      target,
      value: values[i] ?? 0n,
      signature: signatures[i] ?? '',
      calldata: calldatas[i] ?? '0x',
    }),
  )
}
