// spec 01 §7.9: nodes are reached through a hosted node provider or public rollup RPCs. A
// deployment points a chain at its provider with `VITE_RPC_URL_<chainId>` (comma-separated URLs
// are tried in order); without one the chain keeps the table's URLs. Read at build time by Vite.
import type { ChainInfo } from './chains'

/** The build's environment (`import.meta.env`); only `VITE_RPC_URL_<id>` keys are read. */
export type RpcEnv = Readonly<Record<string, unknown>>

const HTTP_URL = /^https?:\/\/\S+$/

/** The configured RPC URLs for a chain, or [] when none (or none usable) is configured. */
export function configuredRpcUrls(chainId: number, env: RpcEnv): string[] {
  const raw = env[`VITE_RPC_URL_${chainId}`]
  if (typeof raw !== 'string') return []
  return raw
    .split(',')
    .map((url) => url.trim())
    .filter((url) => HTTP_URL.test(url))
}

/** The chain rows with configured RPC URLs in place of the table's. */
export function withRpcConfig(chains: readonly ChainInfo[], env: RpcEnv): ChainInfo[] {
  return chains.map((chain) => {
    const urls = configuredRpcUrls(chain.id, env)
    return urls.length > 0 ? { ...chain, rpcUrls: urls } : chain
  })
}
