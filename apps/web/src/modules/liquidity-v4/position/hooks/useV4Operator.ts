// spec 02 §6 "owner or approved operator": v4's position manager lets an account approved for
// the token (getApproved) or for all the owner's tokens (isApprovedForAll) modify it, so such an
// account may collect, as on the v3 page (issue 34 untested list). Read through the chain's read
// door, at the page's polling interval, only for a connected account that is not the owner.
import { type Address, zeroAddress } from 'viem'
import { v4PositionManagerAbi } from '../../../../chain/abis/v4'
import type { ChainInfo } from '../../../../chain/chains'
import { useReadContract } from '../../../../chain/reads'

export interface UseV4OperatorParameters {
  chain: ChainInfo
  tokenId: bigint
  owner: Address | undefined
  account: Address | undefined
}

const same = (a: Address | undefined, b: Address | undefined): boolean =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/** Whether `account` is an approved operator of the position (false while unknown). */
export function useV4Operator({
  chain,
  tokenId,
  owner,
  account,
}: UseV4OperatorParameters): boolean {
  const address = chain.contracts?.v4?.positionManager
  const ask = account !== undefined && owner !== undefined && !same(owner, account)
  const query = { enabled: ask, refetchInterval: chain.pollingIntervalMs }
  const approved = useReadContract({
    chainId: chain.id,
    address,
    abi: v4PositionManagerAbi,
    functionName: 'getApproved',
    args: [tokenId],
    query,
  })
  const forAll = useReadContract({
    chainId: chain.id,
    address,
    abi: v4PositionManagerAbi,
    functionName: 'isApprovedForAll',
    // Not sent while `ask` is false (no owner or account yet).
    args: [owner ?? zeroAddress, account ?? zeroAddress],
    query,
  })
  if (!ask) return false
  return same(approved.data, account) || forAll.data === true
}
