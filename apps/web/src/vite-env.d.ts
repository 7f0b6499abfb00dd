/// <reference types="vite/client" />

/** The token-list schema validator compiled at build time (vite.tokenlistValidator.ts). */
declare module 'virtual:tokenlist-validator' {
  const validate: ((data: unknown) => boolean) & {
    errors?: { instancePath?: string; message?: string }[] | null
  }
  export default validate
}

interface ImportMetaEnv {
  /** Base URL of the devnet HTTP server (manifest, token lists); empty in production. */
  readonly VITE_DEVNET_URL?: string
  /** Base URL of the routing service (GET {url}/quote); empty: only the in-browser engine. */
  readonly VITE_QUOTE_URL?: string
  /** 'false': build without the service worker (spec 01 §7 item 13); anything else registers it. */
  readonly VITE_SERVICE_WORKER?: string
  /** WalletConnect project id; the WalletConnect option is hidden without one. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string
}
