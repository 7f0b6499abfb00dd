// The wallet connectors the app offers (issue 2 §4). Wallet SDKs (MetaMask, Coinbase Wallet,
// WalletConnect, Safe) are imported by wagmi's connectors only when a connector is used, so they
// stay out of the first bundle (issue 5: ≤150 KB gzip before /swap is interactive). Fortmatic
// and Portis (spec 01 §2) are retired services and left out. Browser-extension wallets are found
// by EIP-6963 (wagmi's `multiInjectedProviderDiscovery`), each under its announced name and icon.
import type { CreateConnectorFn } from 'wagmi'
import { coinbaseWallet, injected, metaMask, safe, walletConnect } from 'wagmi/connectors'
import type { RuntimeConfig } from '../runtimeConfig'
import { toViemChain } from '../wagmiConfig'
import { localWallet } from './localWallet'

export { LOCAL_WALLET_ID } from './localWallet'

const APP_NAME = 'Tidepool'

export interface WalletConnectorsParameters {
  runtime: RuntimeConfig
  /** WalletConnect cloud project id; the WalletConnect option is left out without one. */
  walletConnectProjectId?: string | undefined
}

export function walletConnectors({
  runtime,
  walletConnectProjectId,
}: WalletConnectorsParameters): CreateConnectorFn[] {
  const connectors: CreateConnectorFn[] = []
  const localChains = runtime.chains.all.filter((c) => c.isLocal)
  const devnetAccount = runtime.manifest?.accounts[0]
  if (devnetAccount && localChains.length > 0)
    connectors.push(
      localWallet({
        privateKey: devnetAccount.privateKey,
        chains: localChains.map((c) => toViemChain(c, runtime.manifest)),
      }),
    )
  const url = typeof window === 'undefined' ? undefined : window.location.origin
  connectors.push(
    // Connects by itself inside a Safe{Wallet} host iframe (see autoConnect); never listed.
    safe({ shimDisconnect: true }),
    metaMask({ dapp: { name: APP_NAME, url } }),
    coinbaseWallet({ appName: APP_NAME }),
  )
  if (walletConnectProjectId)
    connectors.push(
      walletConnect({
        projectId: walletConnectProjectId,
        showQrModal: true,
        metadata: {
          name: APP_NAME,
          description: 'Swap and provide liquidity on Uniswap v2 and v3',
          url: url ?? '',
          icons: [],
        },
      }),
    )
  // A wallet that injects window.ethereum without announcing itself by EIP-6963.
  connectors.push(injected())
  return connectors
}
