import { useCallback, useMemo, useState } from 'react'
import { useConnection } from 'wagmi'
import { LOCAL_WALLET_ID } from '../../../chain/connectors'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useCloseModals, useModalOpen, useToggleModal } from '../../application'
import { NetworkSelectorView } from '../components/NetworkSelectorView'
import { useActiveChain } from '../hooks/useActiveChain'
import { useSelectNetwork } from '../hooks/useSelectNetwork'
import { type NetworkNoteResult, networkNote } from '../utils/networkAvailability'

/** Header network selector; its menu is the 'networkSelector' modal kind (one open at a time). */
export function NetworkSelector() {
  const { chains, manifest } = useRuntimeConfig()
  const active = useActiveChain()
  const open = useModalOpen('networkSelector')
  const toggle = useToggleModal('networkSelector')
  const closeModals = useCloseModals()
  const selectNetwork = useSelectNetwork()
  const [switching, setSwitching] = useState(false)
  const wallet = useConnection()
  // With a wallet on a chain outside the table the app still shows its last chain: picking that
  // chain must switch the wallet, so "already there" is judged by the wallet's chain.
  const currentChainId = wallet.status === 'connected' ? wallet.chainId : active.id

  const walletConnected = wallet.status === 'connected'
  const localWallet = walletConnected && wallet.connector.id === LOCAL_WALLET_ID
  const notes = useMemo(() => {
    const out = new Map<number, NetworkNoteResult>()
    for (const chain of chains.selectable) {
      const note = networkNote({
        chain,
        localWallet,
        walletConnected,
        onReplica: manifest !== null,
      })
      if (note) out.set(chain.id, note)
    }
    return out
  }, [chains, localWallet, walletConnected, manifest])

  const close = useCallback(() => {
    if (open) closeModals()
  }, [open, closeModals])

  const onSelect = useCallback(
    (chainId: number) => {
      closeModals()
      if (chainId === currentChainId) return
      setSwitching(true)
      selectNetwork(chainId).finally(() => setSwitching(false))
    },
    [currentChainId, closeModals, selectNetwork],
  )

  return (
    <NetworkSelectorView
      chains={chains.selectable}
      active={active}
      open={open}
      switching={switching}
      onToggle={toggle}
      onClose={close}
      onSelect={onSelect}
      notes={notes}
    />
  )
}
