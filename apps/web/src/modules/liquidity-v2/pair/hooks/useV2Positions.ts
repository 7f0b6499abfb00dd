// The connected account's positions on the chain's v2-style exchanges (spec 02 §2 v2 list: the
// Uniswap v2 exchange; Migration list: v2 and the fork exchange), from the tracked pairs
// (utils/trackedPairs), refreshed at the chain's polling interval. Keyed under V2_PAIRS_READ, so
// one invalidation after a v2 transaction refreshes the lists and the pair reads alike.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import type { V2Exchange } from '../../../../chain/contracts'
import { chainQueryKeys } from '../../../../chain/queries'
import { fnv1a64 } from '../../../../lib/digest'
import { useChainTokens } from '../../../tokens'
import { useWallet } from '../../../wallet'
import { readV2Positions } from '../actions/readV2Positions'
import { useSavedPairsStore } from '../state/savedPairs'
import type { V2PairData } from '../utils/pairLookup'
import { trackedPairs } from '../utils/trackedPairs'
import { V2_PAIRS_READ } from './useV2Pairs'

export type V2PositionsState =
  | { status: 'noAccount' }
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; positions: V2PairData[] }

export function useV2Positions(
  chain: ChainInfo,
  exchanges: readonly V2Exchange[],
): V2PositionsState {
  const getClient = useChainClients()
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const { active } = useChainTokens(chain.id)
  const saved = useSavedPairsStore((s) => s.byChain[chain.id])
  const pairs = useMemo(() => trackedPairs(chain, active, saved), [chain, active, saved])
  const requests = useMemo(
    () => exchanges.flatMap((exchange) => pairs.map((p) => ({ exchange, ...p }))),
    [exchanges, pairs],
  )
  // The candidates change with the lists and the saved pairs: a digest of them, not the list.
  const candidatesKey = useMemo(
    () =>
      `${requests.length}:${fnv1a64(requests.map((r) => `${r.exchange.factory}${r.tokenA.address}${r.tokenB.address}`).join())}`,
    [requests],
  )
  const { data, error } = useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: V2_PAIRS_READ,
      key: [account, 'positions', candidatesKey],
    }),
    enabled: account !== undefined,
    refetchInterval: chain.pollingIntervalMs,
    queryFn: () =>
      readV2Positions(getClient(chain.id), {
        pairs: requests,
        account: account as NonNullable<typeof account>,
        multicallAddress: chain.contracts?.multicall3,
      }),
  })
  if (!account) return { status: 'noAccount' }
  if (data) return { status: 'ready', positions: data }
  if (error) return { status: 'error', error }
  return { status: 'loading' }
}
