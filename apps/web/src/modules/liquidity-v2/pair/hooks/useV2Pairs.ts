// v2-style pairs for a screen (spec 02 §4 v2 pool status): the liquidity core's readV2Pairs
// wired into the query cache for the connected account, refreshed at the chain's polling interval
// (spec 01 §7.6). After a v2 transaction is mined, invalidate
// ['chain', 'multicall', chainId, V2_PAIRS_READ].
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import {
  readV2Pairs,
  sortedPairTokens,
  V2_PAIRS_READ,
  type V2PairLookup,
  type V2PairRequest,
  v2PairAddress,
} from '../../../liquidity'
import { useWallet } from '../../../wallet'

const keyOf = (r: V2PairRequest): string => {
  const tokens = sortedPairTokens(r.tokenA, r.tokenB)
  return tokens
    ? v2PairAddress(r.exchange, tokens[0].address as Address, tokens[1].address as Address)
    : 'invalid'
}

/** One lookup per request, in order: LOADING until the first read, INVALID for bad requests. */
export function useV2Pairs(chain: ChainInfo, requests: readonly V2PairRequest[]): V2PairLookup[] {
  const getClient = useChainClients()
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const keys = requests.map(keyOf)
  const { data } = useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: V2_PAIRS_READ,
      key: [account, ...keys],
    }),
    enabled: requests.length > 0,
    refetchInterval: chain.pollingIntervalMs,
    queryFn: () =>
      readV2Pairs(getClient(chain.id), {
        pairs: requests,
        account,
        multicallAddress: chain.contracts?.multicall3,
      }),
  })
  return requests.map((_, i) => {
    if (keys[i] === 'invalid') return { status: 'INVALID' }
    return data?.[i] ?? { status: 'LOADING' }
  })
}

/** The Uniswap v2 pair of two tokens on `chain` (INVALID where the chain has no v2 liquidity). */
export function useV2Pair(
  chain: ChainInfo,
  tokenA: V2PairRequest['tokenA'],
  tokenB: V2PairRequest['tokenB'],
): V2PairLookup {
  const exchange = chain.v2Liquidity?.uniswap
  const [lookup] = useV2Pairs(chain, exchange ? [{ exchange, tokenA, tokenB }] : [])
  return lookup ?? { status: 'INVALID' }
}
