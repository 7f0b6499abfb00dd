// The connected account's positions on the chain's v2-style exchanges (spec 02 §2 v2 list: the
// Uniswap v2 exchange; Migration list: v2 and the fork exchange) for the two lists. The core
// reads them (modules/liquidity useV2AccountPositions, keyed under V2_PAIRS_READ, so one
// invalidation after a v2 transaction refreshes the lists and the pair reads alike); here only
// which pairs are candidates (utils/trackedPairs: the active tokens with the common bases and the
// saved pairs) and the lists' four states.
import { useMemo } from 'react'
import type { ChainInfo } from '../../../../chain/chains'
import type { V2Exchange } from '../../../../chain/contracts'
import { useV2AccountPositions, type V2LiquidityPosition } from '../../../liquidity'
import { useChainTokens } from '../../../tokens'
import { useWallet } from '../../../wallet'
import { useSavedPairsStore } from '../state/savedPairs'
import { trackedPairs } from '../utils/trackedPairs'

export type V2PositionsState =
  | { status: 'noAccount' }
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; positions: V2LiquidityPosition[] }

export function useV2Positions(
  chain: ChainInfo,
  exchanges: readonly V2Exchange[],
): V2PositionsState {
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const { active } = useChainTokens(chain.id)
  const saved = useSavedPairsStore((s) => s.byChain[chain.id])
  const pairs = useMemo(() => trackedPairs(chain, active, saved), [chain, active, saved])
  const requests = useMemo(
    () => exchanges.flatMap((exchange) => pairs.map((p) => ({ exchange, ...p }))),
    [exchanges, pairs],
  )
  const { data, error } = useV2AccountPositions(account, chain, requests)
  if (!account) return { status: 'noAccount' }
  if (data) return { status: 'ready', positions: data }
  if (error) return { status: 'error', error }
  return { status: 'loading' }
}
