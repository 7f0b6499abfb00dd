import { useCallback, useMemo, useState } from 'react'
import { useConnectionStore } from '../../../chain/connection'
import { LOCAL_WALLET_ID } from '../../../chain/localWallet'
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
  const walletConnected = useConnectionStore((s) => s.status === 'connected')
  const walletChainId = useConnectionStore((s) => s.walletChainId)
  const connectorId = useConnectionStore((s) => s.connector?.id)
  // With a wallet on a chain outside the table the app still shows its last chain: picking that
  // chain must switch the wallet, so "already there" is judged by the wallet's chain.
  const currentChainId = walletConnected ? (walletChainId ?? active.id) : active.id
  const localWallet = walletConnected && connectorId === LOCAL_WALLET_ID
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
