import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useConnectionStore, type WalletConnector } from '../../../chain/connection'
import { useBalance } from '../../../chain/reads'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'

export type WalletState =
  | { status: 'disconnected' }
  | {
      status: 'connected'
      address: Address
      connector: WalletConnector
      chainId: number
      /** The wallet's chain when it is in the table; undefined means 'Wrong Network'. */
      chain: ChainInfo | undefined
    }

/** The connected wallet as the UI sees it (a reconnect in progress counts as disconnected). */
export function useWallet(): WalletState {
  const { chains } = useRuntimeConfig()
  const status = useConnectionStore((s) => s.status)
  const address = useConnectionStore((s) => s.address)
  const connector = useConnectionStore((s) => s.connector)
  const chainId = useConnectionStore((s) => s.walletChainId)
  if (status !== 'connected' || !address || !connector || chainId === undefined)
    return { status: 'disconnected' }
  return { status: 'connected', address, connector, chainId, chain: chains.get(chainId) }
}

/** The native balance of `address` on `chain`, refreshed at the chain's polling interval. */
export function useNativeBalance(
  address: Address | undefined,
  chain: ChainInfo | undefined,
): bigint | undefined {
  const { data } = useBalance({
    address,
    chainId: chain?.id,
    query: {
      enabled: address !== undefined && chain !== undefined,
      refetchInterval: chain?.pollingIntervalMs,
    },
  })
  return data
}
