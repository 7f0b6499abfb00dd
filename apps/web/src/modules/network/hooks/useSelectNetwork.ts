import { useCallback } from 'react'
import { numberToHex } from 'viem'
import { useConfig } from 'wagmi'
import { getConnection } from 'wagmi/actions'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useAddPopup } from '../../application'
import { selectNetwork } from '../actions/selectNetwork'
import type { ProviderRequest } from '../actions/switchWalletChain'

/** Picks a network: switches the connected wallet, or the read chain without one. */
export function useSelectNetwork(): (chainId: number) => Promise<boolean> {
  const config = useConfig()
  const { chains } = useRuntimeConfig()
  const addPopup = useAddPopup()
  return useCallback(
    async (chainId: number) => {
      const { connector, status } = getConnection(config)
      // Only a confirmed connection: while reconnecting the connector may be a stored placeholder.
      const provider =
        status === 'connected'
          ? ((await connector?.getProvider()) as { request?: ProviderRequest } | undefined)
          : undefined
      return selectNetwork({
        chainId,
        chains,
        walletRequest: provider?.request?.bind(provider),
        setReadChain: (id) => config.setState((state) => ({ ...state, chainId: id })),
        onSwitched: async () => {
          // Some wallets switch without a chainChanged event (MetaMask issue 24247): ask the
          // wallet where it is and tell wagmi, as wagmi's own switchChain does.
          const hex = await provider?.request?.({ method: 'eth_chainId' })
          if (typeof hex === 'string' && Number(hex) !== getConnection(config).chainId)
            connector?.onChainChanged(numberToHex(Number(hex)))
        },
        onSwitchFailed: (failedSwitchNetwork) =>
          addPopup({
            key: 'failed-network-switch',
            content: { kind: 'failedSwitchNetwork', failedSwitchNetwork },
          }),
      })
    },
    [config, chains, addPopup],
  )
}
