/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the devnet HTTP server (manifest, token lists); empty in production. */
  readonly VITE_DEVNET_URL?: string
  /** WalletConnect project id; the WalletConnect option is hidden without one. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string
}
