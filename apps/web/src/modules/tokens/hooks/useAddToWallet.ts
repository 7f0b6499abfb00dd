import { useCallback } from 'react'
import { useConfig, useConnection } from 'wagmi'
import type { AddTokenOffer } from '../../../ui'
import { isNative } from '../currency'
import { offersWatchAsset, type WatchableToken, watchAssetRequest } from '../utils/watchAsset'

/**
 * The transaction-submitted view's 'Add {symbol} to your wallet' offer (spec 02 §4, §6) for the
 * ERC-20 a transaction delivers: undefined for the native coin, without a connected wallet, or
 * when the wallet's type does not take wallet_watchAsset (utils/watchAsset.ts).
 */
export function useAddToWallet(): (token: WatchableToken | undefined) => AddTokenOffer | undefined {
  const config = useConfig()
  const { status, connector } = useConnection()
  const wallet = status === 'connected' && offersWatchAsset(connector?.type) ? connector : undefined
  return useCallback(
    (token) => {
      if (!wallet || !token || isNative(token)) return undefined
      const request = watchAssetRequest(token)
      return {
        symbol: token.symbol,
        onAdd: async () =>
          (await import('../actions/watchAsset')).sendWatchAsset(config, wallet, request),
      }
    },
    [config, wallet],
  )
}
