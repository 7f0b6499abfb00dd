import { useCallback } from 'react'
import { useConnectionStore } from '../../../chain/connection'
import type { AddTokenOffer } from '../../../ui'
import { isNative } from '../currency'
import type { WatchableToken } from '../utils/watchAsset'
import { offersWatchAsset } from '../utils/watchAssetWallets'
import { useChainTokens } from './useActiveTokens'

/**
 * The transaction-submitted view's 'Add {symbol} to your wallet' offer (spec 02 §4, §6) for the
 * ERC-20 a transaction delivers: undefined for the native coin, without a connected wallet, or
 * when the wallet's type does not take wallet_watchAsset (utils/watchAssetWallets.ts).
 */
export function useAddToWallet(
  chainId: number,
): (token: WatchableToken | undefined) => AddTokenOffer | undefined {
  // A trade's currency may come without its list entry's logo: the image is the list's.
  const { active } = useChainTokens(chainId)
  const { status, connector } = useConnectionStore()
  const wallet = status === 'connected' && offersWatchAsset(connector?.type) ? connector : undefined
  return useCallback(
    (token) => {
      if (!wallet || !token || isNative(token)) return undefined
      const address = token.address.toLowerCase()
      const logoURI =
        token.logoURI ?? active.find((t) => t.address.toLowerCase() === address)?.logoURI
      const watched = { ...token, logoURI }
      return {
        symbol: token.symbol,
        onAdd: async () => (await import('../actions/watchAsset')).sendWatchAsset(wallet, watched),
      }
    },
    [wallet, active],
  )
}
