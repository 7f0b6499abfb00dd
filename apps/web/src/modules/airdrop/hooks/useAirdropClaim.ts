// The claim of an address on a chain with an airdrop (spec 01 §4, §7 items 3 and 6): the files'
// entry (cached for the session), then the distributor's root and isClaimed through the multicall,
// refreshed at the chain's polling interval, and what that makes available.
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import { chainQueryKeys } from '../../../chain/queries'
import { uniProtocolOf } from '../../../chain/uniProtocol'
import { ClaimLookupError, fetchClaim } from '../actions/fetchClaim'
import { readClaimStatus } from '../actions/readClaimStatus'
import { type ClaimAvailability, claimAvailability } from '../utils/claimAvailability'

/** The `read` of the status multicall (chainQueryKeys.multicall), key [distributor, index]. */
export const AIRDROP_STATUS_READ = 'airdropStatus'

export type AddressInputState = 'none' | 'loading' | 'invalid' | 'valid'

export function useAirdropClaim(
  chain: ChainInfo,
  addressState: AddressInputState,
  address: Address | undefined,
): ClaimAvailability {
  const getClient = useChainClients()
  const airdrop = uniProtocolOf(chain)?.airdrop
  const enabled = airdrop !== undefined && addressState === 'valid' && address !== undefined
  const lookup = useQuery({
    queryKey: ['airdrop', 'claim', airdrop?.claimFilesBaseUrl, address?.toLowerCase()],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: () => {
      if (!airdrop || !address) throw new ClaimLookupError('invalidAddress', String(address))
      return fetchClaim({ baseUrl: airdrop.claimFilesBaseUrl, account: address })
    },
  })
  const claim = lookup.data
  const status = useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: AIRDROP_STATUS_READ,
      key: [airdrop?.distributor, claim?.index, claim?.account],
    }),
    enabled: enabled && claim !== undefined,
    refetchInterval: chain.pollingIntervalMs,
    queryFn: () => {
      if (!airdrop || !claim) throw new Error('no claim to read')
      return readClaimStatus({
        client: getClient(chain.id),
        distributor: airdrop.distributor,
        claim,
        multicallAddress: chain.contracts?.multicall3,
      })
    },
  })
  if (!airdrop) return { kind: 'empty' }
  return claimAvailability({
    address: addressState,
    lookup:
      lookup.status === 'success'
        ? { status: 'success', claim: lookup.data }
        : lookup.status === 'error'
          ? {
              status: 'error',
              kind: lookup.error instanceof ClaimLookupError ? lookup.error.kind : 'unavailable',
            }
          : { status: 'pending' },
    chain:
      status.status === 'success'
        ? { status: 'success', data: status.data }
        : status.status === 'error'
          ? { status: 'error' }
          : { status: 'pending' },
  })
}
