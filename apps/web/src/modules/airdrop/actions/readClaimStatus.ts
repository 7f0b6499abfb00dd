// spec 01 §7 item 6 ("isClaimed" through the multicall) and issue 15: the distributor's merkleRoot
// and the entry's isClaimed in one read, and the proof checked against that root in the browser
// before anything may be sent.
import type { Address, Client, Hex } from 'viem'
import { multicallReads } from '../../../chain/multicall'
import { merkleDistributorAbi } from '../abi'
import type { AirdropClaim } from '../utils/claimFile'
import { verifyClaimProof } from '../utils/merkle'

export interface ReadClaimStatusParameters {
  client: Client
  distributor: Address
  claim: AirdropClaim
  multicallAddress?: Address | undefined
}

export interface ClaimStatus {
  isClaimed: boolean
  /** The file's proof leads to the distributor's merkleRoot: only then may the claim be sent. */
  proofValid: boolean
  merkleRoot: Hex
}

/** The calls of one status read (for multicallQueryOptions too). */
export const claimStatusCalls = (distributor: Address, index: number) =>
  [
    { address: distributor, abi: merkleDistributorAbi, functionName: 'merkleRoot' },
    {
      address: distributor,
      abi: merkleDistributorAbi,
      functionName: 'isClaimed',
      args: [BigInt(index)],
    },
  ] as const

/** Rejects when either read fails: "cannot tell" must not read as "claimable". */
export async function readClaimStatus({
  client,
  distributor,
  claim,
  multicallAddress,
}: ReadClaimStatusParameters): Promise<ClaimStatus> {
  const [root, claimed] = await multicallReads(client, {
    calls: claimStatusCalls(distributor, claim.index),
    multicallAddress,
  })
  if (root.status !== 'success') throw root.error
  if (claimed.status !== 'success') throw claimed.error
  return {
    merkleRoot: root.result,
    isClaimed: claimed.result,
    proofValid: verifyClaimProof(claim, root.result),
  }
}
