// viem clients for a devnet chain, for integration tests.
import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Manifest, ManifestChain } from '../manifest.ts'

export function viemChain(chain: ManifestChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: chain.contracts.multicall3 } },
  })
}

export function publicClient(chain: ManifestChain): PublicClient {
  return createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl) })
}

/** A wallet that signs locally with manifest account `index` (like the app's test wallet). */
export function walletClient(
  manifest: Manifest,
  chain: ManifestChain,
  index = 0,
): WalletClient<Transport, Chain, Account> {
  const key = manifest.accounts[index]?.privateKey
  if (!key) throw new Error(`manifest has no account ${index}`)
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: viemChain(chain),
    transport: http(chain.rpcUrl),
  })
}

export function chainOf(manifest: Manifest, layer: 1 | 2): ManifestChain {
  const chain = manifest.chains.find((c) => c.layer === layer)
  if (!chain) throw new Error(`manifest has no layer-${layer} chain`)
  return chain
}

export function tokenOf(chain: ManifestChain, symbol: string): ManifestChain['tokens'][number] {
  const token = chain.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`chain ${chain.chainId} has no token ${symbol}`)
  return token
}
