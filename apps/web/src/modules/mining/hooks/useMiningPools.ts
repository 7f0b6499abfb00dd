// The screens' view of the pools: staking infos derived at the chain's clock (ticking each
// second), with how each pool's tokens are named.
import { useMemo } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import type { UniProtocol, V2Liquidity } from '../../../chain/contracts'
import { type PoolCurrency, poolCurrencies } from '../utils/poolCurrencies'
import { deriveStakingInfo, type StakingInfo } from '../utils/stakingInfo'
import { useChainNow } from './useChainNow'
import { useStakingInfos } from './useStakingInfos'

export interface MiningPool {
  info: StakingInfo
  currencies: readonly [PoolCurrency, PoolCurrency]
}

export function useMiningPools(chain: ChainInfo, uni: UniProtocol, v2: V2Liquidity) {
  const { reads, clockOffset, error } = useStakingInfos(chain, uni, v2)
  const now = useChainNow(clockOffset)
  const second = Math.floor(now)
  const pools = useMemo(
    () =>
      reads?.map((read): MiningPool | undefined =>
        read
          ? {
              info: deriveStakingInfo(read, second),
              currencies: poolCurrencies(
                read.tokens,
                chain.wrappedNative?.address,
                chain.nativeCurrency.symbol,
              ),
            }
          : undefined,
      ),
    [reads, second, chain.wrappedNative?.address, chain.nativeCurrency.symbol],
  )
  return { pools, now, error }
}
