import { useCallback } from 'react'
import { numberToHex } from 'viem'
import { providerRequest, setReadChain, useConnectionStore } from '../../../chain/connection'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useAddPopup } from '../../application'

/** Picks a network: switches the connected wallet, or the read chain without one. */
export function useSelectNetwork(): (chainId: number) => Promise<boolean> {
  const { chains } = useRuntimeConfig()
  const addPopup = useAddPopup()
  return useCallback(
    async (chainId: number) => {
      const { connector, status } = useConnectionStore.getState()
      // Only a confirmed connection: while reconnecting the connector may be a stored placeholder.
      const request =
        status === 'connected' && connector ? await providerRequest(connector) : undefined
      const { selectNetwork } = await import('../actions/selectNetwork')
      return selectNetwork({
        chainId,
        chains,
        walletRequest: request,
        setReadChain,
        onSwitched: async () => {
          // Some wallets switch without a chainChanged event (MetaMask issue 24247): ask the
          // wallet where it is and tell wagmi, as wagmi's own switchChain does.
          const hex = await request?.({ method: 'eth_chainId' })
          if (
            typeof hex === 'string' &&
            Number(hex) !== useConnectionStore.getState().walletChainId
          )
            connector?.onChainChanged(numberToHex(Number(hex)))
        },
        onSwitchFailed: (failedSwitchNetwork) =>
          addPopup({
            key: 'failed-network-switch',
            content: { kind: 'failedSwitchNetwork', failedSwitchNetwork },
          }),
      })
    },
    [chains, addPopup],
  )
}
