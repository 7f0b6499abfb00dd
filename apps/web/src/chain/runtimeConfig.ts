import { type Manifest, parseManifestForApp } from '@tidepool/devnet/manifest'
import { localChains, PUBLIC_CHAINS } from './chains'
import { type RpcEnv, withRpcConfig } from './rpc'
import { type ChainTable, createChainTable } from './table'

export interface RuntimeConfig {
  chains: ChainTable
  /** The devnet manifest, when a local replica answered. */
  manifest: Manifest | null
  /** Why the local replica is absent, when it was expected (shown in the UI, not thrown). */
  devnetError: string | null
  /** Chain the app reads when no wallet says otherwise. */
  defaultChainId: number
  /** Base URL of the routing service (spec 01 §7.1), or null when none is configured. */
  quoteUrl: string | null
}

const DEVNET_TIMEOUT_MS = 3_000

/** Loads the devnet manifest (if configured) and builds the chain table. Never throws. */
export async function loadRuntimeConfig(
  devnetUrl: string | undefined = import.meta.env.VITE_DEVNET_URL,
  env: RpcEnv = import.meta.env,
  quoteUrl: string | undefined = import.meta.env.VITE_QUOTE_URL,
): Promise<RuntimeConfig> {
  // The testnet rows (testnets.ts) load beside the manifest; without them the app still runs.
  const testnets = import('./testnets').then(
    (m) => m.TESTNET_CHAINS,
    () => [],
  )
  let manifest: Manifest | null = null
  let devnetError: string | null = null
  if (devnetUrl) {
    try {
      const res = await fetch(`${devnetUrl}/manifest.json`, {
        signal: AbortSignal.timeout(DEVNET_TIMEOUT_MS),
      })
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`)
      manifest = parseManifestForApp(await res.json())
    } catch (e) {
      devnetError = `Local replica not reachable at ${devnetUrl} (${e instanceof Error ? e.message : String(e)})`
    }
  }
  const local = manifest
    ? localChains(manifest.chains, {
        explorerUrl: manifest.explorerUrl,
        tokenListUrls: manifest.tokenListUrls,
      })
    : []
  // VITE_RPC_URL_<chainId> overrides a row's RPC URLs (rpc.ts).
  const publicChains = [...PUBLIC_CHAINS, ...(await testnets)]
  const chains = createChainTable(withRpcConfig(publicChains, env), withRpcConfig(local, env))
  return {
    chains,
    manifest,
    devnetError,
    defaultChainId: local[0]?.id ?? 1,
    quoteUrl: quoteUrl ? quoteUrl.replace(/\/+$/, '') : null,
  }
}
