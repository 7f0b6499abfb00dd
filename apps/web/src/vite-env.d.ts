/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the devnet HTTP server (manifest, token lists); empty in production. */
  readonly VITE_DEVNET_URL?: string
  /** Base URL of the routing service (GET {url}/quote); empty: only the in-browser engine. */
  readonly VITE_QUOTE_URL?: string
  /** WalletConnect project id; the WalletConnect option is hidden without one. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string
}
