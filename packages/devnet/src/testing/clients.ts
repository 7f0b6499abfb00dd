// viem clients for a devnet chain, for integration tests.
import {
  type Account,
  type Chain,
  type CustomTransport,
  createPublicClient,
  createWalletClient,
  custom,
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

/**
 * The chain's node behind a test's stand-in for some answers: `answer` sees every request and
 * returns what a different node would say (or throws its error), or undefined to pass it on.
 * For the nodes a test must meet that the devnet is not (no eth_simulateV1, a failing estimate).
 */
export function interceptedTransport(
  chain: ManifestChain,
  answer: (method: string, params: unknown) => unknown,
): CustomTransport {
  const node = http(chain.rpcUrl)({ chain: viemChain(chain) })
  return custom(
    {
      async request({ method, params }) {
        const stand = answer(method, params)
        if (stand !== undefined) return stand
        return node.request({ method, params } as Parameters<typeof node.request>[0])
      },
    },
    { retryCount: 0 },
  )
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
