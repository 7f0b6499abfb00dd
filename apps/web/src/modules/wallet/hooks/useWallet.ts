import type { Address } from 'viem'
import { type Connector, useConnection } from 'wagmi'
import type { ChainInfo } from '../../../chain/chains'
import { useBalance } from '../../../chain/reads'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'

export type WalletState =
  | { status: 'disconnected' }
  | {
      status: 'connected'
      address: Address
      connector: Connector
      chainId: number
      /** The wallet's chain when it is in the table; undefined means 'Wrong Network'. */
      chain: ChainInfo | undefined
    }

/** The connected wallet as the UI sees it (a reconnect in progress counts as disconnected). */
export function useWallet(): WalletState {
  const { chains } = useRuntimeConfig()
  const { status, address, connector, chainId } = useConnection()
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
