import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Connector } from 'wagmi'
import { useConnectors } from 'wagmi'
import { devnetChainsOf } from '../../../chain/runtimeConfig'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useActiveChain } from '../../network'
import { type WalletOption, walletOptions } from '../utils/walletOptions'

// The texts only this part shows.
const TEXT = {
  browserWallet: msg`Browser Wallet`,
  localWallet: msg`Local test wallet`,
}

/** The wallets the modal lists; EIP-6963 wallets appear as they announce themselves. */
export function useWalletOptions(): WalletOption<Connector>[] {
  const { _ } = useLingui()
  const connectors = useConnectors()
  const activeChain = useActiveChain()
  const runtime = useRuntimeConfig()
  return walletOptions({
    connectors,
    // A replica's production row counts too (issue 17): it runs on the devnet's accounts.
    onLocalChain: devnetChainsOf(runtime).some((c) => c.id === activeChain.id),
    hasInjectedProvider:
      typeof window !== 'undefined' && 'ethereum' in window && Boolean(window.ethereum),
    injectedName: _(TEXT.browserWallet),
    localName: _(TEXT.localWallet),
  })
}
