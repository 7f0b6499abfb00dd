// The staking infos of a chain's pools for the connected account (spec 02 §3), refreshed at the
// chain's polling interval and at once after a mining transaction is mined (useMiningRefresh).
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import type { UniProtocol, V2Liquidity } from '../../../chain/contracts'
import { chainQueryKeys } from '../../../chain/queries'
import { usePendingCount } from '../../transactions'
import { useWallet } from '../../wallet'
import { readStakingInfos } from '../actions/readStakingInfos'
import type { StakingPoolRead } from '../utils/stakingInfo'

/** The `read` of the staking queries (key: account). */
export const STAKING_INFOS_READ = 'stakingInfos'

export interface StakingReads {
  /** undefined while loading; per pool undefined when it could not be read. */
  reads: (StakingPoolRead | undefined)[] | undefined
  /** Unix seconds on the chain's clock minus the browser's (the read block vs Date.now()). */
  clockOffset: number
  error: boolean
}

export function useStakingInfos(chain: ChainInfo, uni: UniProtocol, v2: V2Liquidity): StakingReads {
  const getClient = useChainClients()
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const { data, isError, refetch } = useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: STAKING_INFOS_READ,
      key: [account],
    }),
    refetchInterval: chain.pollingIntervalMs,
    queryFn: async () => {
      const reads = await readStakingInfos(getClient(chain.id), {
        chainId: chain.id,
        pools: uni.stakingRewards,
        exchange: v2.uniswap,
        account,
        multicallAddress: chain.contracts?.multicall3,
      })
      const at = reads.find((r) => r !== undefined)?.readAt
      // A block newer than the browser clock (a devnet moved ahead) sets the time; an idle
      // chain whose last block is old does not hold it back: the next block is mined now.
      return { reads, clockOffset: at === undefined ? 0 : Math.max(0, at - Date.now() / 1000) }
    },
  })
  // A transaction of the account settled (a deposit, claim or withdrawal, or an approval):
  // read again now rather than at the next poll.
  const pending = usePendingCount(chain.id, account)
  const before = useRef(pending)
  useEffect(() => {
    if (pending < before.current) void refetch()
    before.current = pending
  }, [pending, refetch])
  return { reads: data?.reads, clockOffset: data?.clockOffset ?? 0, error: isError }
}
