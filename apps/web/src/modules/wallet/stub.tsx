import type { ReactNode } from 'react'
import type { RuntimeConfig } from '../../chain/runtimeConfig'
import { RuntimeConfigContext } from '../../chain/runtimeConfigContext'

export function Web3Provider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>
}
export function WalletButton() {
  return <button type="button" data-testid="wallet-button">Connect Wallet</button>
}
export function WalletModal() {
  return null
}
