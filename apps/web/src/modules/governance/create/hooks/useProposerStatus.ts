import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { uniProtocolOf } from '../../../../chain/uniProtocol'
import { readProposerStatus } from '../actions/readProposerStatus'

export const PROPOSER_STATUS_READ = 'governanceProposerStatus'

/** The account's standing as a proposer, refreshed per polling interval and after its transactions. */
export function useProposerStatus(
  chain: ChainInfo,
  governor: Address,
  account: Address | undefined,
) {
  const getClient = useChainClients()
  const uni = uniProtocolOf(chain)?.uni.address as Address | undefined
  return useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: PROPOSER_STATUS_READ,
      key: [governor, account],
    }),
    enabled: account !== undefined && uni !== undefined,
    refetchInterval: chain.pollingIntervalMs,
    queryFn: () => {
      if (!account || !uni) throw new Error('missing dependencies')
      return readProposerStatus(getClient(chain.id), {
        governor,
        uni,
        account,
        multicallAddress: chain.contracts?.multicall3,
      })
    },
  })
}
