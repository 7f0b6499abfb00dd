// Every governance read keys under the chain's multicall keys (chain/queries.ts), so a settled
// vote, queue or delegation refreshes them with one invalidation of GOVERNANCE_READ.
import type { Address } from 'viem'
import { chainQueryKeys } from '../../../chain/queries'

export const GOVERNANCE_READ = 'governance'

export const governanceKey = (chainId: number, ...key: readonly unknown[]) =>
  chainQueryKeys.multicall({ chainId, read: GOVERNANCE_READ, key })

export const governorKey = (chainId: number, governor: Address, ...key: readonly unknown[]) =>
  governanceKey(chainId, governor.toLowerCase(), ...key)
