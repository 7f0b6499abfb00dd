import type { Manifest } from '@tidepool/devnet/manifest'
import { type ChainInfo, localChains } from './chains'
import { type RpcEnv, withRpcConfig } from './rpc'
import { type ChainTable, createChainTable } from './table'

/**
 * Issue 17: the devnet is a replica of a public network under its real chain id (`npm start --
 * --replica mainnet`). The app keeps its production row for that chain; only the RPC and the
 * token lists' locations move, and a banner warns that transactions are signed for that id.
 */
export interface ReplicaConfig {
  network: string
  chainId: number
  /** A production token-list URL → the devnet's copy of that list (fetched in its place). */
  tokenListAliases: Readonly<Record<string, string>>
}

export interface RuntimeConfig {
  chains: ChainTable
  /** Set when the devnet is a replica of a public network (issue 17). */
  replica?: ReplicaConfig | null
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
  // The public table (publicChains.ts, testnets.ts: every chain's addresses, issue 33) loads
  // beside the manifest and the catalog, as chunks of its own out of the initial JS. Without it
  // (a failed chunk) the app still runs on the devnet's chains.
  const publicTable = Promise.all([import('./publicChains'), import('./testnets')]).then(
    ([m, t]) => [...m.PUBLIC_CHAINS, ...t.TESTNET_CHAINS],
    () => [],
  )
  let manifest: Manifest | null = null
  let devnetError: string | null = null
  if (devnetUrl) {
    // The manifest's validator loads beside its fetch: a build without a devnet never needs it,
    // and it is ~1 KB of the initial JS budget (issue 11 §1).
    const parser = import('@tidepool/devnet/manifest')
    parser.catch(() => undefined) // awaited below unless the fetch fails first
    try {
      const res = await fetch(`${devnetUrl}/manifest.json`, {
        signal: AbortSignal.timeout(DEVNET_TIMEOUT_MS),
      })
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`)
      const body: unknown = await res.json()
      manifest = (await parser).parseManifestForApp(body)
    } catch (e) {
      devnetError = `Local replica not reachable at ${devnetUrl} (${e instanceof Error ? e.message : String(e)})`
    }
  }
  const replica = replicaOf(manifest)
  const local = manifest
    ? localChains(
        // A replica's chain keeps its production row (issue 17): no local row for it.
        manifest.chains.filter((c) => c.chainId !== replica?.chainId),
        { explorerUrl: manifest.explorerUrl, tokenListUrls: manifest.tokenListUrls },
      )
    : []
  // VITE_RPC_URL_<chainId> overrides a row's RPC URLs (rpc.ts); a replica's node takes its
  // chain's place through the same override, ahead of any configured provider.
  const rpcEnv = { ...env, ...replicaRpcEnv(manifest, replica) }
  const publicChains = await publicTable
  const chains = createChainTable(withRpcConfig(publicChains, rpcEnv), withRpcConfig(local, rpcEnv))
  return {
    chains,
    replica,
    manifest,
    devnetError,
    defaultChainId: local[0]?.id ?? 1,
    quoteUrl: quoteUrl ? quoteUrl.replace(/\/+$/, '') : null,
  }
}

function replicaOf(manifest: Manifest | null): ReplicaConfig | null {
  const r = manifest?.replica
  if (!r || !Number.isSafeInteger(r.chainId)) return null
  return {
    network: r.network,
    chainId: r.chainId,
    tokenListAliases: { ...(r.tokenListAliases ?? {}) },
  }
}

function replicaRpcEnv(manifest: Manifest | null, replica: ReplicaConfig | null): RpcEnv {
  const chain = replica && manifest?.chains.find((c) => c.chainId === replica.chainId)
  return chain ? { [`VITE_RPC_URL_${chain.chainId}`]: chain.rpcUrl } : {}
}

/**
 * The chains the devnet runs: its local rows, plus the replica's (production) row. The Local
 * test wallet signs on these and no other.
 */
export function devnetChainsOf(
  config: Pick<RuntimeConfig, 'chains' | 'replica'>,
): readonly ChainInfo[] {
  return config.chains.all.filter((c) => c.isLocal || c.id === config.replica?.chainId)
}
