// The wallet connectors the app offers (issue 2 §4). The connectors of wallets with an SDK
// (MetaMask, Coinbase Wallet, WalletConnect, Safe) and the SDKs themselves, and the Local test
// wallet's connector, load only when that wallet is picked or autoconnect probes it
// (lazyConnector). Fortmatic and Portis (spec 01 §2) are retired services and left out.
// Browser-extension wallets are found by EIP-6963 (wagmi's `multiInjectedProviderDiscovery`), each under its announced name and icon.
import type { CreateConnectorFn } from 'wagmi'
import { injected } from 'wagmi/connectors'
import {
  LOCAL_WALLET_ID,
  LOCAL_WALLET_NAME,
  LOCAL_WALLET_TYPE,
} from '../../../../chain/localWallet'
import { devnetChainsOf, type RuntimeConfig } from '../../../../chain/runtimeConfig'
import { toViemChain } from '../../../../chain/viemChain'
import { lazyConnector } from './lazyConnector'

export { LOCAL_WALLET_ID } from '../../../../chain/localWallet'

const APP_NAME = 'Tidepool'

const sdk = () => import('./sdkConnectors')

/** What the wallet list shows before a connector loads; sdkConnectors.test.ts checks them. */
export const SDK_CONNECTOR_META = {
  safe: { id: 'safe', name: 'Safe', type: 'safe' },
  metaMask: {
    id: 'metaMaskSDK',
    name: 'MetaMask',
    type: 'metaMask',
    rdns: ['io.metamask', 'io.metamask.mobile'],
  },
  coinbaseWallet: {
    id: 'coinbaseWalletSDK',
    name: 'Coinbase Wallet',
    type: 'coinbaseWallet',
    rdns: 'com.coinbase.wallet',
  },
  walletConnect: { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' },
} as const

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
  // Local chains, and a replica's production row (issue 17): both run on the devnet's accounts.
  const localChains = devnetChainsOf(runtime)
  const devnetAccount = runtime.manifest?.accounts[0]
  if (devnetAccount && localChains.length > 0)
    connectors.push(
      lazyConnector(
        { id: LOCAL_WALLET_ID, name: LOCAL_WALLET_NAME, type: LOCAL_WALLET_TYPE },
        async () =>
          (await import('./localWallet')).localWallet({
            privateKey: devnetAccount.privateKey,
            chains: localChains.map((c) => toViemChain(c, runtime.manifest)),
          }),
      ),
    )
  const url = typeof window === 'undefined' ? undefined : window.location.origin
  connectors.push(
    // Connects by itself inside a Safe{Wallet} host iframe (see autoConnect); never listed.
    lazyConnector(SDK_CONNECTOR_META.safe, async () =>
      (await sdk()).safe({ shimDisconnect: true }),
    ),
    lazyConnector(SDK_CONNECTOR_META.metaMask, async () =>
      (await sdk()).metaMask({ dapp: { name: APP_NAME, url } }),
    ),
    lazyConnector(SDK_CONNECTOR_META.coinbaseWallet, async () =>
      (await sdk()).coinbaseWallet({ appName: APP_NAME }),
    ),
  )
  if (walletConnectProjectId)
    connectors.push(
      lazyConnector(SDK_CONNECTOR_META.walletConnect, async () =>
        (await sdk()).walletConnect({
          projectId: walletConnectProjectId,
          showQrModal: true,
          metadata: {
            name: APP_NAME,
            description: 'Swap and provide liquidity on Uniswap v2 and v3',
            url: url ?? '',
            icons: [],
          },
        }),
      ),
    )
  // A wallet that injects window.ethereum without announcing itself by EIP-6963.
  connectors.push(injected())
  return connectors
}
